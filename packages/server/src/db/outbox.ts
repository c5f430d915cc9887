import { and, asc, count, desc, eq, lte, notInArray, sql } from 'drizzle-orm';
import { mailOutboxRules, type FailedMail, type FailedMailPage } from '@orisun/api';
import type { Database, Queryable } from './index.ts';
import { mailHeaderNames, mailOutbox, type MailAttachmentRef, type MailHeaders, type MailOutboxRow } from './schema.ts';

/*
 * The mail outbox's SQL: enqueueing a mail in a submission's transaction, claiming what is due and marking it sent or
 * failed (the sender, mail/outbox.ts), the backlog (readiness and metrics), and the staff's side (routes/outbox.ts):
 * the mail it gave up on, and sending it again.
 */

/** What a route hands to the outbox, inside the transaction that stores the submission. */
export interface NewMail {
  kind: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  attachments?: MailAttachmentRef[];
  /** Extra header fields, by the names in `mailHeaderNames` only (e.g. `List-Unsubscribe`). */
  headers?: MailHeaders;
  /** The Message-ID to send it with (`<id@domain>`, one line of ASCII); default: one made from the row's id. */
  messageId?: string | undefined;
}

/**
 * The extra header fields of a mail, checked: only the known names, each value one line of
 * printable ASCII (no CR/LF, so no value can start another header), at most 998 characters
 * (the line limit of RFC 5322). Throws on anything else: a programming error, never user input.
 */
export function checkedMailHeaders(headers: Readonly<Record<string, unknown>> = {}): MailHeaders {
  const checked: MailHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const known = mailHeaderNames.find((n) => n === name);
    if (!known) throw new Error(`Mail header ${JSON.stringify(name)} is not one of ${mailHeaderNames.join(', ')}`);
    if (typeof value !== 'string' || !/^[\x20-\x7E]{1,998}$/.test(value)) {
      throw new Error(`Mail header ${name} must be one line of printable ASCII (at most 998 characters)`);
    }
    checked[known] = value;
  }
  return checked;
}

/** A Message-ID as RFC 5322 writes it (`<left@right>`, printable ASCII, no spaces), or a throw: a programming error. */
export function checkedMessageId(messageId: string): string {
  if (!/^<[\x21-\x3B\x3D\x3F-\x7E]+@[\x21-\x3B\x3D\x3F-\x7E]+>$/.test(messageId) || messageId.length > 250) {
    throw new Error(`Message-ID ${JSON.stringify(messageId)} is not <left@right> in printable ASCII`);
  }
  return messageId;
}

/** Writes a mail to the outbox. Call it with the transaction that stores the submission. */
export async function enqueueMail(tx: Queryable, mail: NewMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments ?? [],
      headers: checkedMailHeaders(mail.headers),
      messageId: mail.messageId === undefined ? null : checkedMessageId(mail.messageId),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail outbox did not return the new row');
  return row.id;
}

/** The outbox's backlog, for the readiness check: mail waiting, mail given up on, the oldest waiting mail's age. */
export async function outboxBacklog(db: Database): Promise<{ pending: number; failed: number; oldestPendingSeconds: number | null }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::integer`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::integer`,
      oldest: sql<number | null>`floor(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'pending')))::integer`,
    })
    .from(mailOutbox);
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), oldestPendingSeconds: row?.oldest == null ? null : Math.max(0, Number(row.oldest)) };
}

/**
 * After this many failed sends a mail is marked `failed` (about 4 days of retries) and left for staff, who see it and
 * send it again from the dashboard (routes/outbox.ts).
 */
export const maxMailAttempts: number = mailOutboxRules.maxAttempts;

/** Wait before retry `attempt` (1-based): 30 s, 1 min, 2 min, ... capped at 6 hours. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
}

/** A pending mail whose time has come. */
const due = and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`));

/** Up to `limit` due mails, oldest first, leaving out those in `busy` (being sent by this process). */
export async function dueMail(db: Database, busy: readonly number[], limit: number): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(busy.length > 0 ? and(due, notInArray(mailOutbox.id, [...busy])) : due)
    .orderBy(asc(mailOutbox.id))
    .limit(limit);
}

/**
 * PostgreSQL, inside a transaction: the oldest due mail no other transaction holds, its row locked
 * (`FOR UPDATE SKIP LOCKED`) until the transaction ends.
 */
export async function claimNextDueMail(tx: Queryable): Promise<MailOutboxRow | undefined> {
  const [row] = await tx.select().from(mailOutbox).where(due).orderBy(asc(mailOutbox.id)).limit(1).for('update', { skipLocked: true });
  return row;
}

/** Marks a mail sent on its attempt `attempt`. */
export async function markMailSent(db: Queryable, id: number, attempt: number): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', attempts: attempt, sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

/**
 * Records a failed send: the error, the next try after the attempt's backoff, or `failed` for good after
 * `maxMailAttempts`. Returns whether it gave up.
 */
export async function markMailAttemptFailed(db: Queryable, id: number, attempt: number, error: string): Promise<boolean> {
  const failed = attempt >= maxMailAttempts;
  await db
    .update(mailOutbox)
    .set({
      attempts: attempt,
      lastError: error.slice(0, 2000),
      status: failed ? 'failed' : 'pending',
      nextAttemptAt: sql`now() + ${`${retryDelayMs(attempt)} milliseconds`}::interval`,
    })
    .where(eq(mailOutbox.id, id));
  return failed;
}


/**
 * When the last try of a failed mail was made: the sender sets `next_attempt_at` to that moment plus the backoff of
 * the attempt (mail/outbox.ts), and a failed row is never touched again until staff send it again.
 */
function lastAttemptAt(row: Pick<MailOutboxRow, 'attempts' | 'nextAttemptAt'>): Date {
  return new Date(row.nextAttemptAt.getTime() - retryDelayMs(row.attempts));
}

/** What staff read of a failed mail: its envelope and last error, never its text or header fields (one-time links). */
const failedMailColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.toAddress,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
};

const isFailed = eq(mailOutbox.status, 'failed');

/** One page of the failed mail, most recently queued first (by id: the order they were written in). */
export async function listFailedMail(db: Database, { page, pageSize }: { page: number; pageSize: number }): Promise<FailedMailPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select(failedMailColumns)
      .from(mailOutbox)
      .where(isFailed)
      .orderBy(desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mailOutbox).where(isFailed),
  ]);
  const items: FailedMail[] = rows.map(({ createdAt, nextAttemptAt, ...row }) => ({
    ...row,
    queuedAt: createdAt.toISOString(),
    lastAttemptAt: lastAttemptAt({ attempts: row.attempts, nextAttemptAt }).toISOString(),
  }));
  return { items, total: Number(total?.n ?? 0), page, pageSize };
}

/** What sending a failed mail again sets: waiting, due now, its attempts counted from 0 (so it gets every retry again). */
const again = { status: 'pending' as const, attempts: 0, nextAttemptAt: sql`now()` };

export type RetryOutcome =
  | { outcome: 'retried'; mail: Pick<MailOutboxRow, 'id' | 'kind' | 'nextAttemptAt'> }
  | { outcome: 'not-failed' }
  | { outcome: 'not-found' };

/**
 * Sends one failed mail again. Only a failed mail changes (one statement, so two staff members pressing Retry at once
 * retry it once, and a mail being sent is never touched); otherwise says whether the mail exists at all.
 */
export async function retryFailedMail(db: Database, id: number): Promise<RetryOutcome> {
  const [row] = await db
    .update(mailOutbox)
    .set(again)
    .where(and(eq(mailOutbox.id, id), isFailed))
    .returning({ id: mailOutbox.id, kind: mailOutbox.kind, nextAttemptAt: mailOutbox.nextAttemptAt });
  if (row) return { outcome: 'retried', mail: row };
  const [exists] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return exists ? { outcome: 'not-failed' } : { outcome: 'not-found' };
}

/** Sends every failed mail again; returns their ids. */
export async function retryAllFailedMail(db: Database): Promise<number[]> {
  const rows = await db.update(mailOutbox).set(again).where(isFailed).returning({ id: mailOutbox.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
