import { count, sql } from 'drizzle-orm';
import type { Database } from '../index.ts';
import { forumAudit, forumLikes, forumReplies, forumReports, forumThreads, type ForumAuthorKind } from '../schema.ts';
import { authorOf } from './present.ts';
import { threadSearchText, type NewThreadRow } from './threads.ts';
import type { Queryable } from './visibility.ts';

export interface SeedThread extends NewThreadRow {
  createdAt: Date;
  isPinned?: boolean;
  views?: number;
  byAdmin?: boolean;
  replies?: { content: string; createdAt: Date; byAdmin?: boolean }[];
}

/**
 * Bulk insert for seed and benchmark scripts: threads with their replies (as visitor posts without a visitor, or
 * admin posts without an account), counts and last replies consistent with the rows. Returns the thread ids.
 * Ends with `VACUUM ANALYZE` of the two tables: a GIN index takes bulk inserts into its pending list, which the
 * planner prices so high that a search scans the table until a vacuum merges it (PGlite has no autovacuum).
 */
export async function seedForum(db: Database, threads: readonly SeedThread[], batchSize = 500, options: { analyze?: boolean } = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < threads.length; start += batchSize) {
    const batch = threads.slice(start, start + batchSize);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(forumThreads)
        .values(
          batch.map((t) => {
            const replies = [...(t.replies ?? [])].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
            const last = replies[replies.length - 1];
            return {
              title: t.title,
              category: t.category,
              content: t.content,
              tags: t.tags,
              search: threadSearchText(t),
              authorKind: (t.byAdmin ? 'admin' : 'visitor') as ForumAuthorKind,
              views: t.views ?? 0,
              replies: replies.length,
              lastReplyAt: last?.createdAt ?? null,
              lastReplyBy: last ? authorOf(last.byAdmin ? 'admin' : 'visitor').name : null,
              bumpedAt: last && last.createdAt > t.createdAt ? last.createdAt : t.createdAt,
              isPinned: t.isPinned ?? false,
              createdAt: t.createdAt,
            };
          }),
        )
        .returning({ id: forumThreads.id });
      const replyValues = batch.flatMap((t, i) =>
        (t.replies ?? []).map((r) => ({ threadId: rows[i]!.id, content: r.content, authorKind: (r.byAdmin ? 'admin' : 'visitor') as ForumAuthorKind, createdAt: r.createdAt })),
      );
      for (let r = 0; r < replyValues.length; r += batchSize) await tx.insert(forumReplies).values(replyValues.slice(r, r + batchSize));
      ids.push(...rows.map((r) => r.id));
    });
  }
  // A seed in several calls (the benchmark's million replies) vacuums once, after the last.
  if (options.analyze !== false) await db.execute(sql`vacuum analyze forum_threads, forum_replies`);
  return ids;
}

/** For the tests: how many rows the forum tables hold. */
export async function forumRowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = { forum_threads: forumThreads, forum_replies: forumReplies, forum_likes: forumLikes, forum_reports: forumReports, forum_audit: forumAudit } as const;
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = Number(row?.n ?? 0);
  }
  return out;
}
