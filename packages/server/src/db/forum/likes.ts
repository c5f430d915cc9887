import { and, eq, sql } from 'drizzle-orm';
import type { ForumItemKind } from '@orisun/api';
import { forumLikes, forumReplies, forumThreads } from '../schema.ts';
import type { Queryable } from './visibility.ts';

/**
 * Toggles the visitor's like of an item: removes it if there is one, else adds it, and moves the item's count by
 * the rows actually deleted or inserted (the unique index decides, so concurrent toggles never double-count). The
 * thread's row is changed before a reply's, the order of every forum write, so two transactions never wait on each
 * other in a circle. Returns the new state and count.
 */
export async function toggleLike(tx: Queryable, visitorId: string, kind: ForumItemKind, item: { id: string; threadId: string }, at: Date): Promise<{ liked: boolean; likes: number }> {
  const removed = await tx
    .delete(forumLikes)
    .where(and(eq(forumLikes.visitorId, visitorId), eq(forumLikes.kind, kind), eq(forumLikes.itemId, item.id)))
    .returning({ id: forumLikes.itemId });
  let delta = 0;
  let liked: boolean;
  if (removed.length > 0) {
    delta = -1;
    liked = false;
  } else {
    const added = await tx.insert(forumLikes).values({ visitorId, kind, itemId: item.id, createdAt: at }).onConflictDoNothing().returning({ id: forumLikes.itemId });
    // Nothing added: a request of the same visitor added it meanwhile; it is liked and already counted.
    delta = added.length > 0 ? 1 : 0;
    liked = true;
  }
  if (kind === 'thread') {
    const [row] = await tx
      .update(forumThreads)
      .set({ likes: sql`${forumThreads.likes} + ${delta}` })
      .where(eq(forumThreads.id, item.id))
      .returning({ likes: forumThreads.likes });
    return { liked, likes: row!.likes };
  }
  await tx.update(forumThreads).set({ replyLikes: sql`${forumThreads.replyLikes} + ${delta}` }).where(eq(forumThreads.id, item.threadId));
  const [row] = await tx
    .update(forumReplies)
    .set({ likes: sql`${forumReplies.likes} + ${delta}` })
    .where(eq(forumReplies.id, item.id))
    .returning({ likes: forumReplies.likes });
  return { liked, likes: row!.likes };
}
