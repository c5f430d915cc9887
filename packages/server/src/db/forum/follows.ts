import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { SiteLanguage } from '@orisun/api/languages';
import { hashConfirmToken, newUnsubscribeToken } from '../subscriptions.ts';
import { forumFollowNews, forumFollows, forumReplies, forumThreads, type ForumFollowRow, type ForumReplyRow, type ForumThreadRow } from '../schema.ts';
import { publiclyVisible, replyVisible, type Queryable } from './visibility.ts';

// Following a thread by e-mail (double opt-in, as db/subscriptions.ts), the news its followers have not been mailed,
// and the batches the digest (mail/forumFollowDigest.ts) takes from it.

const dayMs = 24 * 60 * 60_000;
/** How long a confirmation link is valid, and how often a pending address may be mailed another. */
export const followConfirmLifetimeMs = 7 * dayMs;
const confirmResendMs = dayMs;

export type FollowRequest =
  /** New, back after unsubscribing, or pending with its last link older than a day: mail `confirmToken`. */
  | { outcome: 'confirm'; confirmToken: string }
  /** Pending and a link went out within a day: nothing more is mailed. */
  | { outcome: 'pending' }
  /** Confirmed and following. */
  | { outcome: 'already' };

/**
 * `email` (lower-cased) asks to follow `threadId` as `visitorId`, in `language` (the page's it asked from: the thread's
 * page under `/fr/` is French): the caller mails the confirmation link, in that language, when the outcome is `confirm`.
 * A follow asked again (mailed a new link, or back after unsubscribing) takes the language of this request; one already
 * confirmed keeps its own. Safe under concurrency: the insert skips a conflicting row and the resend is one
 * conditional update, so two identical requests at once mail one link.
 */
export async function requestFollow(tx: Queryable, threadId: string, email: string, visitorId: string, at: Date, language: SiteLanguage): Promise<FollowRequest> {
  const confirmToken = newUnsubscribeToken();
  const confirmTokenHash = hashConfirmToken(confirmToken);
  const [inserted] = await tx
    .insert(forumFollows)
    .values({ threadId, email, visitorId, unsubscribeToken: newUnsubscribeToken(), confirmTokenHash, confirmSentAt: at, createdAt: at, language })
    .onConflictDoNothing({ target: [forumFollows.threadId, forumFollows.email] })
    .returning({ id: forumFollows.id });
  if (inserted) return { outcome: 'confirm', confirmToken };
  const mine = and(eq(forumFollows.threadId, threadId), eq(forumFollows.email, email));
  const [renewed] = await tx
    .update(forumFollows)
    .set({ unsubscribedAt: null, confirmedAt: null, confirmTokenHash, confirmSentAt: at, visitorId, language })
    .where(
      and(
        mine,
        or(isNotNull(forumFollows.unsubscribedAt), isNull(forumFollows.confirmedAt)),
        or(isNull(forumFollows.confirmSentAt), lte(forumFollows.confirmSentAt, new Date(at.getTime() - confirmResendMs))),
      ),
    )
    .returning({ id: forumFollows.id });
  if (renewed) return { outcome: 'confirm', confirmToken };
  const [row] = await tx.select({ confirmedAt: forumFollows.confirmedAt, unsubscribedAt: forumFollows.unsubscribedAt }).from(forumFollows).where(mine);
  if (row?.unsubscribedAt) {
    // Back after unsubscribing, a link sent within the day: pending again, and that link works again.
    await tx.update(forumFollows).set({ unsubscribedAt: null, confirmedAt: null, language }).where(mine);
    return { outcome: 'pending' };
  }
  return row?.confirmedAt ? { outcome: 'already' } : { outcome: 'pending' };
}

/** A follow and the title of its thread, as the pages of the mails' links show them. */
export interface FollowFound {
  follow: ForumFollowRow;
  threadTitle: string;
}

async function followWhere(db: Queryable, where: ReturnType<typeof and>): Promise<FollowFound | undefined> {
  const [row] = await db
    .select({ follow: forumFollows, threadTitle: forumThreads.title })
    .from(forumFollows)
    .innerJoin(forumThreads, eq(forumThreads.id, forumFollows.threadId))
    .where(where);
  return row;
}

/**
 * What the confirmation link `token` stands for (unknown, expired after 7 days, or unsubscribed since: undefined);
 * `change: true` confirms it. `changed`: this call confirmed it.
 */
export async function confirmFollow(db: Queryable, token: string, at: Date, { change }: { change: boolean }): Promise<(FollowFound & { changed: boolean }) | undefined> {
  const hash = hashConfirmToken(token);
  const valid = and(eq(forumFollows.confirmTokenHash, hash), isNull(forumFollows.unsubscribedAt));
  if (change) {
    const [confirmed] = await db
      .update(forumFollows)
      .set({ confirmedAt: at })
      .where(and(valid, isNull(forumFollows.confirmedAt), sql`${forumFollows.confirmSentAt} > ${new Date(at.getTime() - followConfirmLifetimeMs)}`))
      .returning({ id: forumFollows.id });
    if (confirmed) {
      const found = await followWhere(db, eq(forumFollows.id, confirmed.id));
      return found && { ...found, changed: true };
    }
  }
  const found = await followWhere(db, valid);
  if (!found) return undefined;
  const { confirmedAt, confirmSentAt } = found.follow;
  if (confirmedAt === null && (confirmSentAt === null || confirmSentAt.getTime() <= at.getTime() - followConfirmLifetimeMs)) return undefined;
  return { ...found, changed: false };
}

/**
 * The language of the follow whose confirmation link is `token`, even one no longer valid (expired, or unsubscribed
 * since): its page says so in the language of the mail it came from. Undefined when unknown.
 */
export async function followConfirmTokenLanguage(db: Queryable, token: string): Promise<SiteLanguage | undefined> {
  const [row] = await db.select({ language: forumFollows.language }).from(forumFollows).where(eq(forumFollows.confirmTokenHash, hashConfirmToken(token)));
  return row?.language;
}

/** The follow of an unsubscribe link; `change: true` stops its mail (again: no change) and drops what it had not been mailed. */
export async function unfollowByToken(db: Queryable, token: string, at: Date, { change }: { change: boolean }): Promise<FollowFound | undefined> {
  if (change) {
    const [stopped] = await db
      .update(forumFollows)
      .set({ unsubscribedAt: at })
      .where(and(eq(forumFollows.unsubscribeToken, token), isNull(forumFollows.unsubscribedAt)))
      .returning({ id: forumFollows.id });
    if (stopped) await db.delete(forumFollowNews).where(eq(forumFollowNews.followId, stopped.id));
  }
  return followWhere(db, eq(forumFollows.unsubscribeToken, token));
}

/** Mailed about: confirmed and not unsubscribed. */
const mailable = and(isNotNull(forumFollows.confirmedAt), isNull(forumFollows.unsubscribedAt));

/**
 * News for the followers of a thread: a new reply (`kind: 'reply'`) or the reply just chosen as its solution. Everyone
 * mailable is told but the visitor who wrote it (`authorVisitorId`): nobody is mailed about their own reply.
 */
export async function addFollowNews(tx: Queryable, threadId: string, kind: 'reply' | 'solution', replyId: string, authorVisitorId: string | null, at: Date): Promise<void> {
  const notAuthor = authorVisitorId === null ? sql`true` : sql`${forumFollows.visitorId} is distinct from ${authorVisitorId}`;
  await tx.execute(sql`
    insert into ${forumFollowNews} (follow_id, kind, reply_id, at)
    select ${forumFollows.id}, ${kind}, ${replyId}, ${at} from ${forumFollows}
    where ${forumFollows.threadId} = ${threadId} and ${mailable} and ${notAuthor}`);
}

/** One mail's worth for one follower: their follow, the thread, and the news's replies (oldest first). */
export interface FollowBatch {
  follow: ForumFollowRow;
  thread: ForumThreadRow;
  items: { kind: 'reply' | 'solution'; reply: ForumReplyRow }[];
}

/**
 * The follows whose oldest news is at least `windowMs` old at `at`: each is mailed all its news, the younger too (one
 * mail for replies that came within the window of each other). Up to `limit` follow ids.
 */
export async function dueFollowIds(db: Queryable, at: Date, windowMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: forumFollowNews.followId })
    .from(forumFollowNews)
    .groupBy(forumFollowNews.followId)
    .having(sql`min(${forumFollowNews.at}) <= ${new Date(at.getTime() - windowMs)}`)
    .orderBy(sql`min(${forumFollowNews.at})`)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes one follow's news (in a transaction; on PostgreSQL the follow's row locked, skipped when another server holds
 * it): deletes it and returns what is still there to tell (replies and threads nobody deleted, hid or holds back), or
 * undefined when there is nothing to mail.
 */
export async function takeFollowBatch(tx: Queryable, followId: string, { skipLocked }: { skipLocked: boolean }): Promise<FollowBatch | undefined> {
  const locking = tx.select().from(forumFollows).where(and(eq(forumFollows.id, followId), mailable));
  const [follow] = skipLocked ? await locking.for('update', { skipLocked: true }) : await locking;
  // Held by another server (it mails this batch), or stopped since (its news went with the unsubscribe).
  if (!follow) return undefined;
  const news = await tx.delete(forumFollowNews).where(eq(forumFollowNews.followId, followId)).returning({ kind: forumFollowNews.kind, replyId: forumFollowNews.replyId, at: forumFollowNews.at });
  if (news.length === 0) return undefined;
  const [thread] = await tx.select().from(forumThreads).where(and(eq(forumThreads.id, follow.threadId), publiclyVisible));
  if (!thread) return undefined;
  const replies = await tx
    .select()
    .from(forumReplies)
    .where(and(inArray(forumReplies.id, [...new Set(news.map((n) => n.replyId))]), replyVisible))
    .orderBy(asc(forumReplies.createdAt));
  const byId = new Map(replies.map((r) => [r.id, r]));
  const items = news
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .flatMap((n) => {
      const reply = byId.get(n.replyId);
      return reply ? [{ kind: n.kind, reply }] : [];
    });
  return items.length === 0 ? undefined : { follow, thread, items };
}

/** The visitor who followed with `email` most lately (a confirmed follow), or undefined. */
export async function visitorFollowingWith(db: Queryable, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ visitorId: forumFollows.visitorId })
    .from(forumFollows)
    .where(and(eq(forumFollows.email, email), isNotNull(forumFollows.visitorId), isNotNull(forumFollows.confirmedAt)))
    .orderBy(sql`${forumFollows.confirmedAt} desc`)
    .limit(1);
  return row?.visitorId ?? undefined;
}
