import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { appMeta, forumReplies, forumThreads, forumVisitors } from '../schema.ts';
import type { Queryable } from './visibility.ts';

// A visitor (the forum cookie) and what they posted lately: what the posting limits read.

/** Creates the visitor's row if it is not there yet (the first write or view of a cookie). */
export async function ensureVisitor(db: Queryable, id: string, ip: string, at: Date): Promise<void> {
  await db.insert(forumVisitors).values({ id, ip, createdAt: at }).onConflictDoNothing({ target: forumVisitors.id });
}

/** Locks the visitor's row for the rest of the transaction, so one visitor's posts are checked one at a time. */
export async function lockVisitor(tx: Queryable, id: string): Promise<void> {
  await tx.execute(sql`select 1 from ${forumVisitors} where ${forumVisitors.id} = ${id} for update`);
}

export type PostTable = 'thread' | 'reply';
const tableOf = (kind: PostTable) => (kind === 'thread' ? forumThreads : forumReplies);

/** The creation times of the posts of `kind` by a visitor or from an IP address since `since`, oldest first. */
export async function postTimes(db: Queryable, kind: PostTable, by: { visitorId: string } | { ip: string }, since: Date, max: number): Promise<Date[]> {
  const table = tableOf(kind);
  const who = 'visitorId' in by ? eq(table.visitorId, by.visitorId) : eq(table.ip, by.ip);
  const rows = await db
    .select({ at: table.createdAt })
    .from(table)
    .where(and(who, gt(table.createdAt, since)))
    .orderBy(desc(table.createdAt))
    .limit(max);
  return rows.map((r) => r.at).reverse();
}

/** Whether the visitor posted exactly this text (a thread's content or a reply) since `since`. */
export async function postedSameText(db: Queryable, visitorId: string, content: string, since: Date): Promise<boolean> {
  for (const table of [forumThreads, forumReplies] as const) {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.visitorId, visitorId), gt(table.createdAt, since), eq(table.content, content)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** Whether the visitor has a row: it wrote or viewed a thread before. */
export async function visitorExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: forumVisitors.id }).from(forumVisitors).where(eq(forumVisitors.id, id)).limit(1);
  return row !== undefined;
}

const visitorKeyName = 'forum_visitor_key';

/**
 * The key that signs forum visitor cookies: made on first use and kept in `app_meta`, so every server on one
 * database signs alike and cookies outlive restarts (a backup carries it along).
 */
export async function forumVisitorKey(db: Queryable): Promise<Buffer> {
  await db.insert(appMeta).values({ key: visitorKeyName, value: randomBytes(32).toString('hex') }).onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, visitorKeyName));
  return Buffer.from(row!.value, 'hex');
}
