import { z } from '../zod.ts';

/**
 * The mail outbox as staff see it (`/api/outbox/*`, the Mail tab of /admin/dashboard). Every mail the site sends goes
 * through the outbox and is tried again with backoff; after `mailOutboxRules.maxAttempts` failed sends it is marked
 * failed and waits for staff, who see why and send it again once the cause is fixed (the mail server, an address).
 * Staff only (role staff or admin): the mail is about the tickets and submissions they work.
 *
 * What staff read of a mail is its envelope and its last error: kind, recipient, reply-to, subject, attempts and
 * times. Never its text or header fields: a customer's mail carries a one-time sign-in link to their ticket page, and
 * a subscriber's carries its confirmation or unsubscribe link, secrets meant for that person only.
 */

export const mailOutboxRules = {
  /** After this many failed sends a mail is marked failed (about 4 days of retries: 30 s, 1 min, 2 min, ... 6 h). */
  maxAttempts: 12,
} as const;

export const mailOutboxMessages = {
  notFound: 'There is no such mail.',
  notFailed: 'This mail has not failed: it is waiting to be sent or has been sent already.',
} as const;

export const failedMailPageSizeMax = 100;
export const failedMailPageSizeDefault = 20;

const pageMessage = 'Enter a page number.';
const pageSizeMessage = `Choose a page size from 1 to ${failedMailPageSizeMax}.`;

/** A mail's number in the outbox (the table's id), taken from a path as text: a whole number from 1 (a safe integer). */
const mailId = z.coerce
  .number({ error: mailOutboxMessages.notFound })
  .check(z.int({ error: mailOutboxMessages.notFound, abort: true }), z.gte(1, mailOutboxMessages.notFound));

/** `POST /api/outbox/failed/:id/retry`. */
export const failedMailParamsSchema = z.object({ id: mailId });

/** `GET /api/outbox/failed` query: a page. */
export const failedMailListQuerySchema = z.object({
  page: z._default(
    z.coerce.number({ error: pageMessage }).check(z.int({ error: pageMessage, abort: true }), z.gte(1, pageMessage), z.lte(100_000, pageMessage)),
    1,
  ),
  pageSize: z._default(
    z.coerce.number({ error: pageSizeMessage }).check(z.int({ error: pageSizeMessage, abort: true }), z.gte(1, pageSizeMessage), z.lte(failedMailPageSizeMax, pageSizeMessage)),
    failedMailPageSizeDefault,
  ),
});
export type FailedMailListQuery = z.input<typeof failedMailListQuerySchema>;

const isoTime = z.iso.datetime({ offset: true });

/** One mail the outbox gave up on: its envelope and why it failed, never its text (see the module comment). */
export const failedMailSchema = z.object({
  id: z.int().check(z.positive()),
  /** What the mail is about: `ticket-response`, `project-brief`, `subscription-confirm-newsletter`, ... */
  kind: z.string(),
  /** The recipient as addressed (`Sales <sales@orisun.software>`, `customer@example.com`). */
  to: z.string(),
  replyTo: z.nullable(z.string()),
  subject: z.string(),
  /** Sends tried (`mailOutboxRules.maxAttempts` when it was given up on, unless it was sent again by staff). */
  attempts: z.int().check(z.nonnegative()),
  /** The mail server's (or the connection's) answer to the last try. */
  lastError: z.nullable(z.string()),
  /** When the mail was written to the outbox. */
  queuedAt: isoTime,
  /** When the last try was made. */
  lastAttemptAt: isoTime,
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** The answer of `GET /api/outbox/failed`: one page of failed mail, most recently queued first. */
export const failedMailPageSchema = z.object({
  items: z.array(failedMailSchema),
  /** How many mails are failed (all pages). */
  total: z.int().check(z.nonnegative()),
  page: z.int(),
  pageSize: z.int(),
});
export type FailedMailPage = z.infer<typeof failedMailPageSchema>;

/** The answer of `POST /api/outbox/failed/:id/retry`: the mail is waiting to be sent again, due now. */
export const mailRetriedSchema = z.object({
  id: z.int().check(z.positive()),
  status: z.literal('pending'),
  nextAttemptAt: isoTime,
});
export type MailRetried = z.infer<typeof mailRetriedSchema>;

/** The answer of `POST /api/outbox/failed/retry`: how many failed mails are waiting to be sent again. */
export const failedMailRetriedSchema = z.object({ retried: z.int().check(z.nonnegative()) });
export type FailedMailRetried = z.infer<typeof failedMailRetriedSchema>;
