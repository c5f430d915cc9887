import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ForumItemKind, ForumQueueEntry } from '@orisun/api';
import { forumAudit, forumReplies, forumReports, forumThreads, type ForumAuditAction } from '../schema.ts';
import { authorOf } from './present.ts';
import type { Queryable } from './visibility.ts';

/** Every admin action's row of `forum_audit` (and an author's own change, `staffId` null), written in its transaction. */
export async function audit(
  tx: Queryable,
  entry: { staffId: string | null; action: ForumAuditAction; kind: ForumItemKind; itemId: string; before: unknown; after: unknown; at: Date },
): Promise<void> {
  await tx.insert(forumAudit).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** Stores a report; false when this visitor reported the item before (the unique index decides). */
export async function insertReport(
  tx: Queryable,
  report: { visitorId: string; kind: ForumItemKind; itemId: string; reason: string; network: string; at: Date },
): Promise<boolean> {
  const { at, ...values } = report;
  const added = await tx.insert(forumReports).values({ ...values, createdAt: at }).onConflictDoNothing().returning({ id: forumReports.id });
  return added.length > 0;
}

/** How many distinct visitors, and from how many distinct networks, have open reports on the item. */
export async function openReporters(tx: Queryable, kind: ForumItemKind, itemId: string): Promise<{ visitors: number; networks: number }> {
  const [row] = await tx
    .select({ visitors: sql<number>`count(distinct ${forumReports.visitorId})`, networks: sql<number>`count(distinct ${forumReports.network})` })
    .from(forumReports)
    .where(and(eq(forumReports.kind, kind), eq(forumReports.itemId, itemId), isNull(forumReports.resolvedAt)));
  return { visitors: Number(row?.visitors ?? 0), networks: Number(row?.networks ?? 0) };
}

export async function resolveReports(tx: Queryable, kind: ForumItemKind, itemId: string, at: Date): Promise<void> {
  await tx
    .update(forumReports)
    .set({ resolvedAt: at })
    .where(and(eq(forumReports.kind, kind), eq(forumReports.itemId, itemId), isNull(forumReports.resolvedAt)));
}

/** The moderation queue: posts with open reports (grouped per post) and threads held for approval, oldest first. */
export async function moderationQueue(db: Queryable): Promise<ForumQueueEntry[]> {
  const reports = await db
    .select()
    .from(forumReports)
    .where(isNull(forumReports.resolvedAt))
    .orderBy(asc(forumReports.createdAt), asc(forumReports.id));
  const byItem = new Map<string, { kind: ForumItemKind; id: string; reports: { reason: string; at: string }[]; first: Date }>();
  for (const r of reports) {
    const key = `${r.kind}:${r.itemId}`;
    const entry = byItem.get(key) ?? { kind: r.kind, id: r.itemId, reports: [], first: r.createdAt };
    entry.reports.push({ reason: r.reason, at: r.createdAt.toISOString() });
    byItem.set(key, entry);
  }
  const threadIds = [...byItem.values()].filter((e) => e.kind === 'thread').map((e) => e.id);
  const replyIds = [...byItem.values()].filter((e) => e.kind === 'reply').map((e) => e.id);
  const replyRows = replyIds.length > 0 ? await db.select().from(forumReplies).where(and(inArray(forumReplies.id, replyIds), isNull(forumReplies.deletedAt))) : [];
  const pendingRows = await db.select().from(forumThreads).where(and(eq(forumThreads.pending, true), isNull(forumThreads.deletedAt)));
  const neededThreads = [...new Set([...threadIds, ...replyRows.map((r) => r.threadId)])];
  const threadRows = neededThreads.length > 0 ? await db.select().from(forumThreads).where(and(inArray(forumThreads.id, neededThreads), isNull(forumThreads.deletedAt))) : [];
  const threads = new Map([...threadRows, ...pendingRows].map((t) => [t.id, t]));

  const entries: (ForumQueueEntry & { sortAt: number })[] = [];
  for (const e of byItem.values()) {
    if (e.kind === 'thread') {
      const t = threads.get(e.id);
      if (!t) continue;
      entries.push({ kind: 'thread', id: t.id, threadId: t.id, threadTitle: t.title, threadCategory: t.category, threadLocked: t.lockedAt !== null, author: authorOf(t.authorKind).name, content: t.content, createdAt: t.createdAt.toISOString(), pending: t.pending, hidden: t.hidden, reports: e.reports, sortAt: e.first.getTime() });
    } else {
      const r = replyRows.find((x) => x.id === e.id);
      const t = r && threads.get(r.threadId);
      if (!r || !t) continue;
      entries.push({ kind: 'reply', id: r.id, threadId: t.id, threadTitle: t.title, threadCategory: t.category, threadLocked: t.lockedAt !== null, author: authorOf(r.authorKind).name, content: r.content, createdAt: r.createdAt.toISOString(), pending: false, hidden: r.hidden, reports: e.reports, sortAt: e.first.getTime() });
    }
  }
  for (const t of pendingRows) {
    if (byItem.has(`thread:${t.id}`)) continue;
    entries.push({ kind: 'thread', id: t.id, threadId: t.id, threadTitle: t.title, threadCategory: t.category, threadLocked: t.lockedAt !== null, author: authorOf(t.authorKind).name, content: t.content, createdAt: t.createdAt.toISOString(), pending: true, hidden: t.hidden, reports: [], sortAt: t.createdAt.getTime() });
  }
  entries.sort((a, b) => a.sortAt - b.sortAt);
  return entries.map(({ sortAt: _sortAt, ...entry }) => entry);
}
