import { delay, type HttpHandler } from 'msw';
import { outboxEndpoints } from '../endpoints/outbox.ts';
import { authMessages } from '../schemas/auth.ts';
import { mailOutboxMessages, type FailedMail } from '../schemas/outbox.ts';
import { checkedHandler, fail, json } from './checked.ts';
import { outboxFixtures } from './outboxFixtures.ts';

/**
 * The staff's side of the mail outbox as the server answers it (the Mail tab of /admin/dashboard): `GET
 * /api/outbox/failed` most recently queued first and paged; `POST /api/outbox/failed/:id/retry` takes the mail out of
 * the failed list (it is waiting to be sent again: a second retry gets 409, an unknown id 404, a bad one 400 naming
 * it); `POST /api/outbox/failed/retry` takes them all. Changes are kept for later requests unless `persist: false`.
 * Nobody signed in gets 401 (staff and admins alike may use them).
 */

export interface OutboxHandlerOptions {
  /** The failed mail (default: `outboxFixtures.mails`). */
  mails?: readonly FailedMail[];
  /** Whether a staff member is signed in (default true); false: every call answers 401. */
  signedIn?: boolean;
  /** Keep retries for later requests, as the server does (default true). */
  persist?: boolean;
  /** Wait this long before every answer (ms). */
  delayMs?: number;
}

/** The outbox's handlers, and `reset()` to put the mail back as it was given (a story's `beforeEach`). */
export type OutboxHandlers = HttpHandler[] & { reset: () => void };

/** The outbox endpoints over their own copy of the failed mail (see the module comment). */
export function outboxHandlers(options: OutboxHandlerOptions = {}): OutboxHandlers {
  const { signedIn = true, persist = true, delayMs } = options;
  const initial = options.mails ?? outboxFixtures.mails;
  let failed = structuredClone([...initial]);
  /** Mail sent again: waiting to be sent, no longer failed. */
  const retried = new Set<number>();
  const wait = async () => {
    if (delayMs) await delay(delayMs);
  };
  const refused = () => (signedIn ? undefined : fail(401, authMessages.signInRequired));
  const newestFirst = () => [...failed].sort((a, b) => b.id - a.id);
  const dueNow = () => new Date().toISOString();

  const handlers = [
    checkedHandler(outboxEndpoints.listFailedMail, async ({ query }) => {
      await wait();
      const refusal = refused();
      if (refusal) return refusal;
      const { page, pageSize } = query;
      const all = newestFirst();
      return json({ items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize });
    }),
    checkedHandler(outboxEndpoints.retryFailedMail, async ({ params }) => {
      await wait();
      const refusal = refused();
      if (refusal) return refusal;
      const mail = failed.find((m) => m.id === params.id);
      if (!mail) return retried.has(params.id) ? fail(409, mailOutboxMessages.notFailed) : fail(404, mailOutboxMessages.notFound);
      if (persist) {
        failed = failed.filter((m) => m !== mail);
        retried.add(mail.id);
      }
      return json({ id: mail.id, status: 'pending', nextAttemptAt: dueNow() });
    }),
    checkedHandler(outboxEndpoints.retryAllFailedMail, async () => {
      await wait();
      const refusal = refused();
      if (refusal) return refusal;
      const count = failed.length;
      if (persist) {
        for (const mail of failed) retried.add(mail.id);
        failed = [];
      }
      return json({ retried: count });
    }),
  ];
  return Object.assign(handlers, {
    reset: () => {
      failed = structuredClone([...initial]);
      retried.clear();
    },
  });
}
