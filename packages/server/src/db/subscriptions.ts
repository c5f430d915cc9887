import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { SubscriptionList } from '@orisun/api';
import type { SiteLanguage } from '@orisun/api/languages';
import type { Queryable } from './index.ts';
import { subscriptions, type SubscriptionRow } from './schema.ts';

/** Anything that can run drizzle queries: the database or a transaction. */

/** How long a pending address waits before `POST /subscribe` mails it a confirmation link again. */
export const confirmationResendInterval = sql`interval '24 hours'`;
/** How long the link of a confirmation mail is valid. */
export const confirmationLifetime = sql`interval '7 days'`;

/** A new link secret (unsubscribe or confirmation): 24 random bytes (192 bits) as 32 characters of base64url. */
export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What is stored of a confirmation secret: its SHA-256, hex (the secret itself is only in the mail). */
export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A subscription as its mails and pages need it: the list, the address, its unsubscribe secret and its language. */
type Subscriber = Pick<SubscriptionRow, 'list' | 'email' | 'unsubscribeToken' | 'language'>;

export type RequestSubscriptionResult =
  /** New, back after unsubscribing, or pending with its last link older than a day: mail `confirmToken`. */
  | { outcome: 'confirm'; subscription: Subscriber; confirmToken: string }
  /** Pending, and a confirmation went out in the last 24 hours: nothing more is mailed. */
  | { outcome: 'pending' }
  /** Confirmed and on the list. */
  | { outcome: 'already' };

const subscriber = { list: subscriptions.list, email: subscriptions.email, unsubscribeToken: subscriptions.unsubscribeToken, language: subscriptions.language };

/**
 * Puts `email` (already lower-cased) on `list` as pending (double opt-in), in `language` (the page's it subscribed
 * from): the caller mails the confirmation link, in that language, when the outcome is `confirm`. An address back
 * after unsubscribing, or mailed a new link, takes the language of this request. Safe under concurrency: the insert
 * skips a conflicting (list, email) row instead of failing, and the resend is one conditional update, so two
 * identical requests at once mail one link.
 */
export async function requestSubscription(tx: Queryable, list: SubscriptionList, email: string, language: SiteLanguage): Promise<RequestSubscriptionResult> {
  const confirmToken = newUnsubscribeToken();
  const confirmTokenHash = hashConfirmToken(confirmToken);
  const [inserted] = await tx
    .insert(subscriptions)
    .values({ list, email, unsubscribeToken: newUnsubscribeToken(), confirmTokenHash, confirmSentAt: sql`now()`, language })
    .onConflictDoNothing({ target: [subscriptions.list, subscriptions.email] })
    .returning(subscriber);
  if (inserted) return { outcome: 'confirm', subscription: inserted, confirmToken };
  const [renewed] = await tx
    .update(subscriptions)
    .set({ unsubscribedAt: null, confirmedAt: null, confirmTokenHash, confirmSentAt: sql`now()`, language })
    .where(
      and(
        eq(subscriptions.list, list),
        eq(subscriptions.email, email),
        or(isNotNull(subscriptions.unsubscribedAt), isNull(subscriptions.confirmedAt)),
        or(isNull(subscriptions.confirmSentAt), lte(subscriptions.confirmSentAt, sql`now() - ${confirmationResendInterval}`)),
      ),
    )
    .returning(subscriber);
  if (renewed) return { outcome: 'confirm', subscription: renewed, confirmToken };
  // Back after unsubscribing, but a link went out in the last day: pending again, and that link works again.
  const [back] = await tx
    .update(subscriptions)
    .set({ unsubscribedAt: null, confirmedAt: null, language })
    .where(and(eq(subscriptions.list, list), eq(subscriptions.email, email), isNotNull(subscriptions.unsubscribedAt)))
    .returning({ id: subscriptions.id });
  if (back) return { outcome: 'pending' };
  const [row] = await tx
    .select({ confirmedAt: subscriptions.confirmedAt, unsubscribedAt: subscriptions.unsubscribedAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.list, list), eq(subscriptions.email, email)));
  return row?.confirmedAt && !row.unsubscribedAt ? { outcome: 'already' } : { outcome: 'pending' };
}

export type Confirmation =
  /** Pending, link still valid: the page offers the button. */
  | { state: 'pending'; subscription: Subscriber }
  /** Confirmed (now or before) and on the list. */
  | { state: 'confirmed'; subscription: Subscriber; changed: boolean };

/**
 * What the confirmation link `token` stands for, or undefined when it is unknown, expired (7 days after
 * it was mailed) or its address has unsubscribed since. `change: true` confirms a pending address.
 */
export async function confirmByToken(db: Queryable, token: string, { change }: { change: boolean }): Promise<Confirmation | undefined> {
  const hash = hashConfirmToken(token);
  const valid = and(eq(subscriptions.confirmTokenHash, hash), isNull(subscriptions.unsubscribedAt));
  const fresh = sql`${subscriptions.confirmSentAt} > now() - ${confirmationLifetime}`;
  if (change) {
    const [confirmed] = await db
      .update(subscriptions)
      // The sending time goes with the pending state: a later re-subscription (after unsubscribing) gets a new link at once.
      .set({ confirmedAt: sql`now()`, confirmSentAt: null })
      .where(and(valid, isNull(subscriptions.confirmedAt), fresh))
      .returning(subscriber);
    if (confirmed) return { state: 'confirmed', subscription: confirmed, changed: true };
  }
  const [row] = await db
    .select({ ...subscriber, confirmedAt: subscriptions.confirmedAt, fresh: sql<boolean>`${fresh}` })
    .from(subscriptions)
    .where(valid);
  if (!row) return undefined;
  const { confirmedAt, fresh: isFresh, ...found } = row;
  if (confirmedAt) return { state: 'confirmed', subscription: found, changed: false };
  return isFresh ? { state: 'pending', subscription: found } : undefined;
}

/**
 * The language of the subscription whose confirmation link is `token`, even one no longer valid (expired, or its
 * address unsubscribed since): its page says so in the language of the mail it came from. Undefined when unknown.
 */
export async function confirmTokenLanguage(db: Queryable, token: string): Promise<SiteLanguage | undefined> {
  const [row] = await db.select({ language: subscriptions.language }).from(subscriptions).where(eq(subscriptions.confirmTokenHash, hashConfirmToken(token)));
  return row?.language;
}

/** The addresses any mail to `list` may go to: confirmed, and not unsubscribed. */
export async function mailableSubscribers(db: Queryable, list: SubscriptionList): Promise<Subscriber[]> {
  return db
    .select(subscriber)
    .from(subscriptions)
    .where(and(eq(subscriptions.list, list), isNotNull(subscriptions.confirmedAt), isNull(subscriptions.unsubscribedAt)));
}

/**
 * Unsubscribes the holder of `token` (idempotent: an earlier unsubscription keeps its time) and
 * returns the subscription, or undefined for an unknown token. `change: false` only looks it up.
 */
export async function unsubscribeByToken(
  db: Queryable,
  token: string,
  { change = true }: { change?: boolean } = {},
): Promise<Pick<SubscriptionRow, 'list' | 'email' | 'unsubscribedAt' | 'language'> | undefined> {
  const columns = { list: subscriptions.list, email: subscriptions.email, unsubscribedAt: subscriptions.unsubscribedAt, language: subscriptions.language };
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
