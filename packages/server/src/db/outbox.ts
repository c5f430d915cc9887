import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FailedMail, FailedMailPage } from '@orisun/api';
import { retryDelayMs } from '../mail/outbox.ts';
import type { Database } from './index.ts';
import { mailOutbox, type MailOutboxRow } from './schema.ts';

/*
 * The staff's side of the mail outbox (routes/outbox.ts): the mail it gave up on, and sending it again. The sender
 * itself is mail/outbox.ts.
 */

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
