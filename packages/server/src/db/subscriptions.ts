import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SubscriptionList } from '@orisun/api';
import type { Database } from './index.ts';
import { subscriptions, type SubscriptionRow } from './schema.ts';

/** Anything that can run drizzle queries: the database or a transaction. */
type Queryable = Pick<Database, 'insert' | 'update' | 'select'>;

/** A new unsubscribe secret: 24 random bytes (192 bits) as 32 characters of base64url. */
export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

export type AddSubscriptionResult =
  | { added: true; subscription: Pick<SubscriptionRow, 'id' | 'list' | 'email' | 'unsubscribeToken' | 'createdAt'> }
  | { added: false };

const returned = {
  id: subscriptions.id,
  list: subscriptions.list,
  email: subscriptions.email,
  unsubscribeToken: subscriptions.unsubscribeToken,
  createdAt: subscriptions.createdAt,
};

/**
 * Puts `email` (already lower-cased) on `list`: `added` when it is new there, or back after
 * unsubscribing; not added when it is on the list already. Safe under concurrency: the insert
 * skips a conflicting (list, email) row instead of failing, so two identical requests at once make
 * one row, and only one of them (the one whose insert or reactivation changed a row) is `added`.
 */
export async function addSubscription(tx: Queryable, list: SubscriptionList, email: string): Promise<AddSubscriptionResult> {
  const [inserted] = await tx
    .insert(subscriptions)
    .values({ list, email, unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoNothing({ target: [subscriptions.list, subscriptions.email] })
    .returning(returned);
  if (inserted) return { added: true, subscription: inserted };
  const [reactivated] = await tx
    .update(subscriptions)
    .set({ unsubscribedAt: null })
    .where(and(eq(subscriptions.list, list), eq(subscriptions.email, email), isNotNull(subscriptions.unsubscribedAt)))
    .returning(returned);
  return reactivated ? { added: true, subscription: reactivated } : { added: false };
}

/**
 * Unsubscribes the holder of `token` (idempotent: an earlier unsubscription keeps its time) and
 * returns the subscription, or undefined for an unknown token. `change: false` only looks it up.
 */
export async function unsubscribeByToken(
  db: Queryable,
  token: string,
  { change = true }: { change?: boolean } = {},
): Promise<Pick<SubscriptionRow, 'list' | 'email' | 'unsubscribedAt'> | undefined> {
  const columns = { list: subscriptions.list, email: subscriptions.email, unsubscribedAt: subscriptions.unsubscribedAt };
  if (change) {
    const [updated] = await db
      .update(subscriptions)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(eq(subscriptions.unsubscribeToken, token), isNull(subscriptions.unsubscribedAt)))
      .returning(columns);
    if (updated) return updated;
  }
  const [row] = await db.select(columns).from(subscriptions).where(eq(subscriptions.unsubscribeToken, token));
  return row;
}
