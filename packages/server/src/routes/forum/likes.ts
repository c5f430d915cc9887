import { endpoints, forumAnswers, type ForumItemKind } from '@orisun/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toggleLike } from '../../db/forum/likes.ts';
import { audit } from '../../db/forum/moderation.ts';
import { repliesOut, threadOutOne } from '../../db/forum/present.ts';
import { addFollowNews } from '../../db/forum/follows.ts';
import { findReply, markSolution } from '../../db/forum/replies.ts';
import { findThread } from '../../db/forum/threads.ts';
import { canSeeThread, replyGone } from '../../db/forum/visibility.ts';
import { ensureVisitor } from '../../db/forum/visitors.ts';
import { endpointRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { networkOf } from '../../http/network.ts';
import type { ForumContext } from './context.ts';

/** Likes (one per visitor and item; a second takes it back) and the solution, chosen by the thread's starter or an admin. */
export const forumLikeRoutes: FastifyPluginAsyncZod<{ forum: ForumContext }> = async (app, { forum }) => {
  const { db, limits, now, writeLimit, viewerOf, writerOf, visibleThread, replyNotFound } = forum;

  async function like(request: FastifyRequest, reply: FastifyReply, kind: ForumItemKind, id: string) {
    const writer = await writerOf(request, reply);
    return db.transaction(async (tx) => {
      const at = now();
      let threadId: string;
      if (kind === 'thread') {
        threadId = (await visibleThread(tx, id, writer)).id;
      } else {
        const row = await findReply(tx, id);
        if (!row || replyGone(row)) throw replyNotFound();
        const thread = await findThread(tx, row.threadId);
        if (!thread || !canSeeThread(thread, writer)) throw replyNotFound();
        threadId = thread.id;
      }
      await ensureVisitor(tx, writer.visitorId, request.ip, at);
      const like = { visitorId: writer.visitorId, kind, item: { id, threadId }, network: networkOf(request.ip), maxPerNetworkHour: limits.likesPerNetworkPerHour };
      const result = await toggleLike(tx, like, at);
      if (result === 'network-limit') throw new HttpError(429, forumAnswers.tooManyLikes);
      return result;
    });
  }

  app.route({
    ...endpointRoute(endpoints.likeThread),
    config: writeLimit,
    handler: async (request, reply) => reply.status(200).send(await like(request, reply, 'thread', request.params.id)),
  });

  app.route({
    ...endpointRoute(endpoints.likeReply),
    config: writeLimit,
    handler: async (request, reply) => reply.status(200).send(await like(request, reply, 'reply', request.params.id)),
  });

  app.route({
    ...endpointRoute(endpoints.markSolution),
    config: writeLimit,
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const found = await findReply(db, request.params.id);
      if (!found || replyGone(found)) throw replyNotFound();
      const result = await db.transaction(async (tx) => {
        const at = now();
        // The thread's row first, then the reply's: the order of every forum write.
        const thread = await findThread(tx, found.threadId, { lock: true });
        if (!thread || !canSeeThread(thread, viewer)) throw replyNotFound();
        const replyRow = await findReply(tx, found.id, { lock: true });
        if (!replyRow || replyGone(replyRow)) throw replyNotFound();
        const isAuthor = viewer.visitorId !== undefined && thread.visitorId === viewer.visitorId;
        if (!isAuthor && viewer.adminId === undefined) throw new HttpError(403, forumAnswers.notYours);
        if (thread.isSolved) throw new HttpError(409, forumAnswers.alreadySolved);
        const marked = await markSolution(tx, thread, replyRow);
        await addFollowNews(tx, thread.id, 'solution', replyRow.id, viewer.visitorId ?? null, at);
        if (!isAuthor && viewer.adminId !== undefined) {
          await audit(tx, { staffId: viewer.adminId, action: 'mark-solution', kind: 'reply', itemId: replyRow.id, before: { isSolution: false }, after: { isSolution: true }, at });
        }
        return marked;
      });
      const [replyOutput] = await repliesOut(db, [result.reply], viewer);
      return reply.status(200).send({ thread: await threadOutOne(db, result.thread, viewer), reply: replyOutput! });
    },
  });
};
