import { and, eq, gt, sql } from 'drizzle-orm';
import type { ForumItemKind } from '@orisun/api';
import { forumLikes, forumReplies, forumThreads } from '../schema.ts';
import type { Queryable } from './visibility.ts';

/**
 * Toggles the visitor's like of an item: removes it if there is one, else adds it, and moves the item's count by
 * the rows actually deleted or inserted. The thread's row is locked first, the order of every forum write (so two
 * transactions never wait on each other in a circle), which also puts the toggles of one item in a line: on
 * PostgreSQL two at once both saw "not liked" before, and ten at once did not end where they started. Returns the
 * new state and count, or `'network-limit'` (nothing changed) when the network gave `maxPerNetworkHour` likes in the
 * last hour.
 */
export async function toggleLike(
  tx: Queryable,
  like: { visitorId: string; kind: ForumItemKind; item: { id: string; threadId: string }; network: string; maxPerNetworkHour: number },
  at: Date,
): Promise<{ liked: boolean; likes: number } | 'network-limit'> {
  const { visitorId, kind, item, network } = like;
  await tx.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.id, item.threadId)).for('update');
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
    // Taking a like back is always allowed; giving one counts against the network's likes of the last hour.
    const [recent] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(forumLikes)
      .where(and(eq(forumLikes.network, network), gt(forumLikes.createdAt, new Date(at.getTime() - 3_600_000))));
    if (Number(recent?.n ?? 0) >= like.maxPerNetworkHour) return 'network-limit';
    const added = await tx.insert(forumLikes).values({ visitorId, kind, itemId: item.id, network, createdAt: at }).onConflictDoNothing().returning({ id: forumLikes.itemId });
    // Nothing added cannot happen behind the lock; counted by what the database did all the same.
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
