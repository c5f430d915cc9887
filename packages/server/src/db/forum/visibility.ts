import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../index.ts';
import { forumReplies, forumThreads, type ForumReplyRow, type ForumThreadRow } from '../schema.ts';

export type { Queryable };

/**
 * Who is asking: the visitor of the forum cookie (undefined before their first write or view) and whether a staff
 * session with role `admin` is signed in (staff with role `staff` are ordinary visitors on the forum).
 */
export interface ForumViewer {
  visitorId: string | undefined;
  /** The admin's staff account id, when the request has an admin session. */
  adminId: string | undefined;
}

/** Threads nobody sees (deleted, hidden), and pending ones but for their author and admins. */
export function threadVisible(viewer: ForumViewer): SQL {
  const base = and(isNull(forumThreads.deletedAt), eq(forumThreads.hidden, false))!;
  if (viewer.adminId !== undefined) return base;
  const pendingOk = viewer.visitorId === undefined ? eq(forumThreads.pending, false) : or(eq(forumThreads.pending, false), eq(forumThreads.visitorId, viewer.visitorId))!;
  return and(base, pendingOk)!;
}

/** Threads everyone sees (the counts of the header and the category cards, the sitemap). */
export const publiclyVisible = and(isNull(forumThreads.deletedAt), eq(forumThreads.hidden, false), eq(forumThreads.pending, false))!;

export function canSeeThread(row: ForumThreadRow, viewer: ForumViewer): boolean {
  if (row.deletedAt !== null || row.hidden) return false;
  if (!row.pending) return true;
  return viewer.adminId !== undefined || (viewer.visitorId !== undefined && row.visitorId === viewer.visitorId);
}

/** Replies everyone sees (not deleted, not hidden). */
export const replyVisible = and(isNull(forumReplies.deletedAt), eq(forumReplies.hidden, false))!;

/** A reply nobody sees (deleted, hidden). */
export const replyGone = (row: ForumReplyRow) => row.deletedAt !== null || row.hidden;
