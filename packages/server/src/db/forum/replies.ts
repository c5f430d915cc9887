import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { forumReplies, forumThreads, type ForumReplyRow, type ForumThreadRow } from '../schema.ts';
import { authorOf } from './present.ts';
import type { PostAuthor } from './threads.ts';
import { replyVisible, type Queryable } from './visibility.ts';

export async function findReply(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<ForumReplyRow | undefined> {
  const query = db.select().from(forumReplies).where(eq(forumReplies.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The visible replies of a thread, oldest first. */
export async function threadReplies(db: Queryable, threadId: string): Promise<ForumReplyRow[]> {
  return db
    .select()
    .from(forumReplies)
    .where(and(eq(forumReplies.threadId, threadId), replyVisible))
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id));
}

/** Adds a reply and moves the thread's counts, last reply and bump in the same transaction. */
export async function insertReply(tx: Queryable, thread: ForumThreadRow, content: string, author: PostAuthor, at: Date): Promise<{ reply: ForumReplyRow; thread: ForumThreadRow }> {
  const [updated] = await tx
    .update(forumThreads)
    .set({ replies: sql`${forumThreads.replies} + 1`, lastReplyAt: at, lastReplyBy: author.name ?? authorOf(author.kind).name, bumpedAt: at })
    .where(eq(forumThreads.id, thread.id))
    .returning();
  const [reply] = await tx
    .insert(forumReplies)
    .values({ threadId: thread.id, content, authorKind: author.kind, authorName: author.name ?? null, visitorId: author.visitorId, staffId: author.staffId, ip: author.ip, createdAt: at })
    .returning();
  return { reply: reply!, thread: updated! };
}

/**
 * Recomputes a thread's reply count, reply likes, last reply, bump and solution from its visible replies: after a
 * moderation change (delete, hide, show again), which is rare; the hot paths move the counts by one.
 */
export async function recountThread(tx: Queryable, threadId: string): Promise<ForumThreadRow> {
  const visible = await tx
    .select({ id: forumReplies.id, likes: forumReplies.likes, createdAt: forumReplies.createdAt, authorKind: forumReplies.authorKind, authorName: forumReplies.authorName, isSolution: forumReplies.isSolution })
    .from(forumReplies)
    .where(and(eq(forumReplies.threadId, threadId), replyVisible))
    .orderBy(desc(forumReplies.createdAt), desc(forumReplies.id));
  const last = visible[0];
  const solution = visible.find((r) => r.isSolution);
  const [thread] = await tx.select({ createdAt: forumThreads.createdAt }).from(forumThreads).where(eq(forumThreads.id, threadId));
  const [row] = await tx
    .update(forumThreads)
    .set({
      replies: visible.length,
      replyLikes: visible.reduce((sum, r) => sum + r.likes, 0),
      lastReplyAt: last?.createdAt ?? null,
      lastReplyBy: last ? (last.authorName ?? authorOf(last.authorKind).name) : null,
      bumpedAt: last && last.createdAt > thread!.createdAt ? last.createdAt : thread!.createdAt,
      isSolved: solution !== undefined,
      solutionReplyId: solution?.id ?? null,
    })
    .where(eq(forumThreads.id, threadId))
    .returning();
  return row!;
}

export async function markSolution(tx: Queryable, thread: ForumThreadRow, reply: ForumReplyRow): Promise<{ thread: ForumThreadRow; reply: ForumReplyRow }> {
  const [t] = await tx.update(forumThreads).set({ isSolved: true, solutionReplyId: reply.id }).where(eq(forumThreads.id, thread.id)).returning();
  const [r] = await tx.update(forumReplies).set({ isSolution: true }).where(eq(forumReplies.id, reply.id)).returning();
  return { thread: t!, reply: r! };
}

export async function updateReply(tx: Queryable, id: string, change: Partial<Pick<ForumReplyRow, 'content' | 'editedAt' | 'hidden' | 'deletedAt' | 'authorDeletedAt' | 'isSolution'>>): Promise<ForumReplyRow> {
  const [row] = await tx.update(forumReplies).set(change).where(eq(forumReplies.id, id)).returning();
  return row!;
}

/** Deletes a reply (soft) and recounts its thread: a solution's thread becomes unsolved. */
export async function deleteReply(tx: Queryable, reply: ForumReplyRow, at: Date): Promise<ForumThreadRow> {
  await updateReply(tx, reply.id, { deletedAt: at, isSolution: false });
  return recountThread(tx, reply.threadId);
}
