import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ForumCategory } from '@orisun/api';
import { forumReplies, forumThreads, forumViews, type ForumAuthorKind, type ForumThreadRow } from '../schema.ts';
import type { Queryable } from './visibility.ts';

/** Separates the fields of `search`: a control character, which no search text can hold (`searchText`). */
const searchSeparator = '\u0001';

/** What the search index holds for a thread: title, category, each tag and content, lower-cased. */
export function threadSearchText(thread: { title: string; category: string; tags: readonly string[]; content: string }): string {
  return [thread.title, thread.category, ...thread.tags, thread.content].join(searchSeparator).toLowerCase();
}

export async function findThread(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<ForumThreadRow | undefined> {
  const query = db.select().from(forumThreads).where(eq(forumThreads.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export interface PostAuthor {
  kind: ForumAuthorKind;
  visitorId: string | null;
  staffId: string | null;
  ip: string | null;
  /** The visitor's display name at the time of posting (null: "Anonymous"; a rename changes it later). */
  name?: string | null;
}

export interface NewThreadRow {
  title: string;
  category: ForumCategory;
  content: string;
  tags: string[];
}

export async function insertThread(tx: Queryable, thread: NewThreadRow, author: PostAuthor, at: Date, pending: boolean): Promise<ForumThreadRow> {
  const [row] = await tx
    .insert(forumThreads)
    .values({
      ...thread,
      search: threadSearchText(thread),
      authorKind: author.kind,
      authorName: author.name ?? null,
      visitorId: author.visitorId,
      staffId: author.staffId,
      ip: author.ip,
      bumpedAt: at,
      createdAt: at,
      pending,
    })
    .returning();
  return row!;
}

export async function updateThread(tx: Queryable, id: string, change: Partial<Pick<ForumThreadRow, 'title' | 'tags' | 'content' | 'isPinned' | 'lockedAt' | 'category' | 'editedAt' | 'pending' | 'hidden' | 'deletedAt' | 'authorDeletedAt' | 'search'>>): Promise<ForumThreadRow> {
  const [row] = await tx.update(forumThreads).set(change).where(eq(forumThreads.id, id)).returning();
  return row!;
}

/** Deletes a thread (soft: it and its replies stay for the audit, seen by nobody). */
export async function deleteThread(tx: Queryable, id: string, at: Date): Promise<ForumThreadRow> {
  await tx.update(forumReplies).set({ deletedAt: at }).where(and(eq(forumReplies.threadId, id), isNull(forumReplies.deletedAt)));
  return updateThread(tx, id, { deletedAt: at });
}

/** The UTC day of a time, `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Counts a view of the thread by the visitor, once per UTC day. */
export async function countView(tx: Queryable, visitorId: string, threadId: string, at: Date): Promise<boolean> {
  const added = await tx.insert(forumViews).values({ visitorId, threadId, day: utcDay(at) }).onConflictDoNothing().returning({ id: forumViews.threadId });
  if (added.length > 0) await tx.update(forumThreads).set({ views: sql`${forumThreads.views} + 1` }).where(eq(forumThreads.id, threadId));
  return added.length > 0;
}
