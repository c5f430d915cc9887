import { and, count, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { ForumAuditAction, ForumAuditEntry, ForumBan } from '@orisun/api';
import { forumAudit, forumBans, forumReplies, forumThreads, staffAccounts, type ForumBanRow } from '../schema.ts';
import type { Queryable } from './visibility.ts';

// Bans admins set on posts' authors, and the moderation log admins read (the forum_audit table).

export async function insertBan(tx: Queryable, ban: Omit<ForumBanRow, 'id'>): Promise<ForumBanRow> {
  const [row] = await tx.insert(forumBans).values(ban).returning();
  return row!;
}

/** The ban in force at `at` on this visitor or network that lasts longest, if any. */
export async function activeBan(db: Queryable, who: { visitorId: string | undefined; network: string }, at: Date): Promise<ForumBanRow | undefined> {
  const whom = who.visitorId === undefined ? eq(forumBans.network, who.network) : or(eq(forumBans.visitorId, who.visitorId), eq(forumBans.network, who.network));
  const [row] = await db.select().from(forumBans).where(and(whom, gt(forumBans.until, at))).orderBy(desc(forumBans.until)).limit(1);
  return row;
}

/** The bans in force at `at`, newest first, with the name of the admin who set each. */
export async function activeBans(db: Queryable, at: Date): Promise<ForumBan[]> {
  const rows = await db
    .select({ ban: forumBans, by: staffAccounts.name })
    .from(forumBans)
    .leftJoin(staffAccounts, eq(staffAccounts.id, forumBans.staffId))
    .where(gt(forumBans.until, at))
    .orderBy(desc(forumBans.createdAt), desc(forumBans.id));
  return rows.map(({ ban, by }) => banOut(ban, by));
}

export function banOut(ban: ForumBanRow, by: string | null): ForumBan {
  return {
    id: ban.id,
    scope: ban.scope,
    reason: ban.reason,
    until: ban.until.toISOString(),
    createdAt: ban.createdAt.toISOString(),
    by,
    post: { kind: ban.kind, id: ban.itemId },
  };
}

/** Ends a ban in force now; undefined when there is none of that id in force. */
export async function endBan(tx: Queryable, id: number, at: Date): Promise<ForumBanRow | undefined> {
  const [row] = await tx.update(forumBans).set({ until: at }).where(and(eq(forumBans.id, id), gt(forumBans.until, at))).returning();
  return row;
}

/**
 * One page of the moderation log, newest first (only `action`'s entries when given), with each admin's name and the
 * thread each item is (or is in), as it is titled now.
 */
export async function auditPage(db: Queryable, page: number, pageSize: number, action?: ForumAuditAction): Promise<{ entries: ForumAuditEntry[]; total: number }> {
  const where = action === undefined ? undefined : eq(forumAudit.action, action);
  const rows = await db
    .select({ entry: forumAudit, by: staffAccounts.name })
    .from(forumAudit)
    .leftJoin(staffAccounts, eq(staffAccounts.id, forumAudit.staffId))
    .where(where)
    .orderBy(desc(forumAudit.at), desc(forumAudit.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(forumAudit).where(where);
  const threads = await threadsOf(db, rows.map(({ entry }) => entry));
  return {
    entries: rows.map(({ entry, by }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      by,
      action: entry.action,
      kind: entry.kind,
      itemId: entry.itemId,
      before: entry.before,
      after: entry.after,
      thread: threads.get(`${entry.kind}:${entry.itemId}`) ?? null,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** The thread of each audited item (`kind:id` -> id and title), in two queries for a page. */
async function threadsOf(db: Queryable, entries: { kind: 'thread' | 'reply'; itemId: string }[]): Promise<Map<string, { id: string; title: string }>> {
  const found = new Map<string, { id: string; title: string }>();
  const replyIds = [...new Set(entries.filter((e) => e.kind === 'reply').map((e) => e.itemId))];
  const replies = replyIds.length > 0 ? await db.select({ id: forumReplies.id, threadId: forumReplies.threadId }).from(forumReplies).where(inArray(forumReplies.id, replyIds)) : [];
  const threadIds = [...new Set([...entries.filter((e) => e.kind === 'thread').map((e) => e.itemId), ...replies.map((r) => r.threadId)])];
  const threads = threadIds.length > 0 ? await db.select({ id: forumThreads.id, title: forumThreads.title }).from(forumThreads).where(inArray(forumThreads.id, threadIds)) : [];
  const titles = new Map(threads.map((t) => [t.id, t]));
  for (const t of threads) found.set(`thread:${t.id}`, t);
  for (const r of replies) {
    const t = titles.get(r.threadId);
    if (t) found.set(`reply:${r.id}`, t);
  }
  return found;
}
