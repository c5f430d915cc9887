import { and, eq, inArray, sql } from 'drizzle-orm';
import { postExcerpt, renderPostHtml } from '@orisun/api/markdown';
import { forumAuthors, type ForumItemKind, type ForumReply, type ForumThread, type ForumThreadSummary } from '@orisun/api';
import { forumLikes, forumReports, type ForumAuthorKind, type ForumReplyRow, type ForumThreadRow } from '../schema.ts';
import type { ForumViewer, Queryable } from './visibility.ts';

// The forum's answers as the contract shapes them: rows plus who is asking (their own threads, what they liked and
// reported). The server decides every author name and avatar.

/** The name and avatar of a post's author. */
export const authorOf = (kind: ForumAuthorKind) => (kind === 'admin' ? forumAuthors.admin : forumAuthors.visitor);

/** What this visitor liked and reported among `ids`, in one round trip (a returning reader's every list asks). */
async function marksOf(db: Queryable, visitorId: string | undefined, kind: ForumItemKind, ids: string[]): Promise<{ liked: Set<string>; reported: Set<string> }> {
  const liked = new Set<string>();
  const reported = new Set<string>();
  if (visitorId === undefined || ids.length === 0) return { liked, reported };
  const mine = (table: typeof forumLikes | typeof forumReports) => and(eq(table.visitorId, visitorId), eq(table.kind, kind), inArray(table.itemId, ids));
  const rows = await db
    .select({ id: forumLikes.itemId, like: sql<boolean>`true` })
    .from(forumLikes)
    .where(mine(forumLikes))
    .unionAll(db.select({ id: forumReports.itemId, like: sql<boolean>`false` }).from(forumReports).where(mine(forumReports)));
  for (const row of rows) (row.like ? liked : reported).add(row.id);
  return { liked, reported };
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** What a thread and a reply show alike: the author's name and avatar, the text, likes and times. */
function postOut(row: ForumThreadRow | ForumReplyRow) {
  const author = authorOf(row.authorKind);
  // A visitor's chosen name (db/forum/names.ts), its first letter their avatar.
  const named = row.authorKind === 'visitor' && row.authorName ? { name: row.authorName, avatar: [...row.authorName][0]!.toUpperCase() } : author;
  return { author: named.name, authorAvatar: named.avatar, content: row.content, likes: row.likes, createdAt: row.createdAt.toISOString(), editedAt: iso(row.editedAt) };
}

/** A thread as the list shows it to `viewer` (nothing read but the row). */
export function threadSummaryOut(row: ForumThreadRow, viewer: ForumViewer): ForumThreadSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    ...postOut(row),
    excerpt: postExcerpt(row.content),
    replies: row.replies,
    views: row.views,
    replyLikes: row.replyLikes,
    lastReplyAt: iso(row.lastReplyAt),
    lastReplyBy: row.lastReplyBy,
    isPinned: row.isPinned,
    isSolved: row.isSolved,
    tags: row.tags,
    isAdminPost: row.authorKind === 'admin',
    mine: viewer.visitorId !== undefined && row.visitorId === viewer.visitorId,
    pending: row.pending,
    isLocked: row.lockedAt !== null,
    ...(row.authorDeletedAt === null ? {} : { deletedByAuthor: true }),
  };
}

/** A thread as its dialog shows it: the list's summary, its Markdown rendered (remembered by text), the marks. */
export function threadOut(row: ForumThreadRow, viewer: ForumViewer, marks: { liked: boolean; reported: boolean }): ForumThread {
  return { ...threadSummaryOut(row, viewer), contentHtml: renderPostHtml(row.content), liked: marks.liked, reported: marks.reported };
}

/** A thread as its dialog shows it to `viewer` (with what this visitor liked and reported). */
export async function threadOutOne(db: Queryable, row: ForumThreadRow, viewer: ForumViewer): Promise<ForumThread> {
  const { liked, reported } = await marksOf(db, viewer.visitorId, 'thread', [row.id]);
  return threadOut(row, viewer, { liked: liked.has(row.id), reported: reported.has(row.id) });
}

/** A reply as `viewer` reads it (`mine` when it is their visitor's); without a viewer, nobody's. */
export function replyOut(row: ForumReplyRow, marks: { liked: boolean; reported: boolean }, viewer?: ForumViewer): ForumReply {
  const mine = viewer?.visitorId !== undefined && row.visitorId === viewer.visitorId;
  return {
    id: row.id,
    threadId: row.threadId,
    ...postOut(row),
    contentHtml: renderPostHtml(row.content),
    isSolution: row.isSolution,
    isAdminReply: row.authorKind === 'admin',
    liked: marks.liked,
    reported: marks.reported,
    ...(mine ? { mine } : {}),
    ...(row.authorDeletedAt === null ? {} : { deletedByAuthor: true }),
  };
}

export async function repliesOut(db: Queryable, rows: ForumReplyRow[], viewer: ForumViewer): Promise<ForumReply[]> {
  const ids = rows.map((r) => r.id);
  const { liked, reported } = await marksOf(db, viewer.visitorId, 'reply', ids);
  return rows.map((row) => replyOut(row, { liked: liked.has(row.id), reported: reported.has(row.id) }, viewer));
}
