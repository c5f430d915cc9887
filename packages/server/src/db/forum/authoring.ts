import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import { forumDeletedByAuthor } from '@orisun/api';
import { forumReplies, type ForumReplyRow, type ForumThreadRow } from '../schema.ts';
import { recountThread, updateReply } from './replies.ts';
import { deleteThread, threadSearchText, updateThread } from './threads.ts';
import type { Queryable } from './visibility.ts';

// Authors' own edits and deletions (routes/forum/authoring.ts). The text is stored as the author wrote it, exactly as
// a new post's is, so whatever renders a post renders an edited one the same way.

/** An author's new title, content and tags; `editedAt` marks it edited. */
export async function editThreadText(tx: Queryable, thread: ForumThreadRow, text: { title: string; content: string; tags: string[] }, at: Date): Promise<ForumThreadRow> {
  return updateThread(tx, thread.id, { ...text, editedAt: at, search: threadSearchText({ ...thread, ...text }) });
}

export async function editReplyText(tx: Queryable, reply: ForumReplyRow, content: string, at: Date): Promise<ForumReplyRow> {
  return updateReply(tx, reply.id, { content, editedAt: at });
}

/**
 * How many replies of the thread are not deleted (hidden ones too: they may come back); with `after`, only those shown
 * after it (the thread's order: time, then id).
 */
async function liveReplies(tx: Queryable, threadId: string, after?: ForumReplyRow): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(forumReplies)
    .where(and(eq(forumReplies.threadId, threadId), isNull(forumReplies.deletedAt), after
          ? or(gt(forumReplies.createdAt, after.createdAt), and(eq(forumReplies.createdAt, after.createdAt), gt(forumReplies.id, after.id)))
          : undefined));
  return Number(row?.n ?? 0);
}

/**
 * An author deletes their thread: with replies it stays, its text replaced by `forumDeletedByAuthor` (the
 * replies keep their place); without, it is deleted as an admin's delete does.
 */
export async function deleteOwnThread(tx: Queryable, thread: ForumThreadRow, at: Date): Promise<'removed' | 'replaced'> {
  if ((await liveReplies(tx, thread.id)) === 0) {
    await deleteThread(tx, thread.id, at);
    return 'removed';
  }
  const content = forumDeletedByAuthor;
  await updateThread(tx, thread.id, { content, authorDeletedAt: at, search: threadSearchText({ ...thread, content }) });
  return 'replaced';
}

/**
 * An author deletes their reply: where later replies or the thread's solution depend on it, it stays as
 * `forumDeletedByAuthor`; else it is deleted (and the thread's counts follow).
 */
export async function deleteOwnReply(tx: Queryable, reply: ForumReplyRow, at: Date): Promise<'removed' | 'replaced'> {
  if (!reply.isSolution && (await liveReplies(tx, reply.threadId, reply)) === 0) {
    await updateReply(tx, reply.id, { deletedAt: at });
    await recountThread(tx, reply.threadId);
    return 'removed';
  }
  await updateReply(tx, reply.id, { content: forumDeletedByAuthor, authorDeletedAt: at });
  return 'replaced';
}
