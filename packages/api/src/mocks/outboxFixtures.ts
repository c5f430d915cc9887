import {
  failedMailPageSchema,
  failedMailPageSizeDefault,
  failedMailRetriedSchema,
  failedMailSchema,
  mailOutboxRules,
  mailRetriedSchema,
  type FailedMail,
  type FailedMailPage,
} from '../schemas/outbox.ts';

// Every fixture goes through its schema, so a schema change that the fixtures do not follow fails at import.

/**
 * Mail the outbox gave up on, most recently queued first (as the server lists them): a staff response a customer's
 * mail server refused, a project brief the company's own mail server was down for, and a subscription's confirmation
 * a mail server kept deferring.
 */
export const failedMails: readonly FailedMail[] = [
  {
    id: 1042,
    kind: 'subscription-confirm-newsletter',
    to: 'ifeoma@example.com',
    replyTo: 'hello@orisun.software',
    subject: 'Please confirm: the Orisun Software newsletter',
    attempts: mailOutboxRules.maxAttempts,
    lastError: '421 4.7.0 Try again later, closing connection. (mx.example.com)',
    queuedAt: '2026-11-22T14:05:00.000Z',
    lastAttemptAt: '2026-11-26T08:12:00.000Z',
  },
  {
    id: 1031,
    kind: 'project-brief',
    to: 'Sales <sales@orisun.software>',
    replyTo: 'kola@example.com',
    subject: 'Project brief: B2B SaaS Solutions for Kọ́lá Adébáyọ̀',
    attempts: mailOutboxRules.maxAttempts,
    lastError: 'connect ECONNREFUSED 10.0.4.25:587',
    queuedAt: '2026-11-21T10:30:00.000Z',
    lastAttemptAt: '2026-11-25T11:48:00.000Z',
  },
  {
    id: 1017,
    kind: 'ticket-response',
    to: 'chiamaka@example.com',
    replyTo: 'support@orisun.software',
    subject: '[ORI-7K3M-9QXD-2HFA-8W4N] New response: Invoices page shows the wrong currency',
    attempts: mailOutboxRules.maxAttempts,
    lastError: '550 5.1.1 <chiamaka@example.com>: Recipient address rejected: User unknown in virtual mailbox table',
    queuedAt: '2026-11-20T09:15:00.000Z',
    lastAttemptAt: '2026-11-24T07:40:00.000Z',
  },
].map((mail) => failedMailSchema.parse(mail));

/** One page of `mails` as the server answers it. */
function failedMailPage(mails: readonly FailedMail[], page = 1, pageSize = failedMailPageSizeDefault): FailedMailPage {
  return failedMailPageSchema.parse({ items: mails.slice((page - 1) * pageSize, page * pageSize), total: mails.length, page, pageSize });
}

/** `count` more failed mails (older than the fixtures), for pages. */
export function moreFailedMails(count: number): FailedMail[] {
  return Array.from({ length: count }, (_, i) =>
    failedMailSchema.parse({
      id: 900 - i,
      kind: 'ticket-received',
      to: `customer${i + 1}@example.com`,
      replyTo: 'support@orisun.software',
      subject: `[ORI-${String(1000 + i)}-AAAA-BBBB-CCCC] We received your support request: Question ${i + 1}`,
      attempts: mailOutboxRules.maxAttempts,
      lastError: 'Greeting never received',
      queuedAt: new Date(Date.UTC(2026, 10, 10, 9) - i * 3_600_000).toISOString(),
      lastAttemptAt: new Date(Date.UTC(2026, 10, 14, 9) - i * 3_600_000).toISOString(),
    }),
  );
}

export const outboxFixtures = {
  mails: failedMails,
  page: failedMailPage,
  /** Nothing failed: the default answer of the list (what a healthy outbox shows). */
  empty: failedMailPage([]),
  retried: mailRetriedSchema.parse({ id: failedMails[0]!.id, status: 'pending', nextAttemptAt: '2026-11-26T09:00:00.000Z' }),
  retriedAll: failedMailRetriedSchema.parse({ retried: 0 }),
};
