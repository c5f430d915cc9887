import { delay, HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../endpoints/index.ts';
import { authMessages } from '../schemas/auth.ts';
import { invalidRequestMessage, issuesFromZodError, type FieldIssue } from '../schemas/errors.ts';
import { forumAnswers } from '../answers.ts';
import { forumMessages, forumQueueDecisionSchema, forumQueueParamsSchema, forumQueueSchema, type ForumQueueEntry } from '../schemas/forum.ts';
import { forumFixtures, forumThreads } from './forumFixtures.ts';
import { mockEndpoint } from './handlers.ts';

/**
 * The forum's moderation queue as the server answers it (admins on /admin/dashboard): `GET /api/forum/queue`
 * oldest first, and `POST /api/forum/queue/:kind/:id` with `{ decision: 'keep' | 'remove' }`, which takes the
 * entry out of the queue (kept for later requests unless `persist: false`). Staff get 403, nobody signed in 401,
 * a bad kind, id or decision 400 naming the field, an entry no longer queued 404.
 */

const [fixtureReply] = forumFixtures.queue.entries;
const paystack = forumThreads[1];

/**
 * A queue with one of each case: the fixtures' reported reply, a thread held for approval, and a hidden reply
 * reported three times whose text holds a web address and a `javascript:` one (which must stay text).
 */
export const forumQueueEntries: readonly ForumQueueEntry[] = forumQueueSchema.parse({
  entries: [
    {
      kind: 'thread',
      id: '0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c00a1',
      threadId: '0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c00a1',
      threadTitle: 'How do I export invoices to Sage?',
      threadCategory: 'General Discussion',
      threadLocked: false,
      author: 'Anonymous',
      content: 'We use Sage 50 in Accra.\nIs there a way to export the month\'s invoices as CSV for it?',
      createdAt: '2026-11-19T08:30:00.000Z',
      pending: true,
      hidden: false,
      reports: [],
    },
    fixtureReply,
    {
      kind: 'reply',
      id: '7c1d9e2a-3b4f-4a5e-8f60-2b3c4d5e00b2',
      threadId: paystack!.id,
      threadTitle: paystack!.title,
      threadCategory: paystack!.category,
      threadLocked: false,
      author: 'Anonymous',
      content: 'Cheap followers here: https://spam.example.com/deal <b>now</b> javascript:alert(1)',
      createdAt: '2026-11-21T16:45:00.000Z',
      pending: false,
      hidden: true,
      reports: [
        { reason: 'Spam', at: '2026-11-21T17:00:00.000Z' },
        { reason: 'Advertising, not an answer', at: '2026-11-21T18:10:00.000Z' },
        { reason: 'Spam link', at: '2026-11-22T07:25:00.000Z' },
      ],
    },
  ],
  total: 3,
}).entries;

/** The entries of the fixtures' queue, for stories that name one. */
export const forumQueueCases = {
  pendingThread: forumQueueEntries[0]!,
  reportedReply: forumQueueEntries[1]!,
  hiddenReply: forumQueueEntries[2]!,
};

export interface ForumQueueHandlerOptions {
  /** The queue's entries (default: `forumQueueEntries`). */
  entries?: readonly ForumQueueEntry[];
  /** Who asks: an admin (default), a staff member (403) or nobody (401). */
  role?: 'admin' | 'staff' | null;
  /** Keep decisions for later requests, as the server does (default true). */
  persist?: boolean;
  /** Wait this long before every answer (ms). */
  delayMs?: number;
}

const fail = (status: number, error: string, issues?: FieldIssue[]) => HttpResponse.json({ error, ...(issues ? { issues } : {}) }, { status });

/** The queue's handlers, and `reset()` to put the entries back as they were given (a story's `beforeEach`). */
export type ForumQueueHandlers = HttpHandler[] & { reset: () => void };

/** The queue endpoints over their own copy of the entries (see the module comment). */
export function forumQueueHandlers(options: ForumQueueHandlerOptions = {}): ForumQueueHandlers {
  const { role = 'admin', persist = true, delayMs } = options;
  const initial = options.entries ?? forumQueueEntries;
  let entries = structuredClone([...initial]);
  const wait = async () => {
    if (delayMs) await delay(delayMs);
  };
  const refuse = () => {
    if (role === null) return fail(401, authMessages.signInRequired);
    if (role !== 'admin') return fail(403, forumAnswers.adminOnly);
    return undefined;
  };

  const handlers = [
    mockEndpoint(endpoints.forumQueue, async () => {
      await wait();
      const refused = refuse();
      if (refused) return refused;
      const oldestFirst = [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
      return HttpResponse.json({ entries: oldestFirst, total: oldestFirst.length });
    }),
    mockEndpoint(endpoints.decideForumQueueEntry, async ({ params, request }) => {
      await wait();
      const refused = refuse();
      if (refused) return refused;
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        return fail(400, 'The request body is not valid JSON.');
      }
      const where = forumQueueParamsSchema.safeParse(params);
      const body = forumQueueDecisionSchema.safeParse(json);
      if (!where.success || !body.success) {
        return fail(400, invalidRequestMessage, [...(where.success ? [] : issuesFromZodError(where.error)), ...(body.success ? [] : issuesFromZodError(body.error))]);
      }
      const entry = entries.find((e) => e.kind === where.data.kind && e.id === where.data.id);
      if (!entry) return fail(404, where.data.kind === 'thread' ? forumMessages.threadNotFound : forumMessages.replyNotFound);
      if (persist) entries = entries.filter((e) => e !== entry);
      return HttpResponse.json({ message: body.data.decision === 'keep' ? 'Kept.' : 'Removed.' });
    }),
  ];
  return Object.assign(handlers, {
    reset: () => {
      entries = structuredClone([...initial]);
    },
  });
}
