import { endpoints, said } from '@orisun/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeCursor } from '../../db/forum/cursors.ts';
import { listThreads } from '../../db/forum/list.ts';
import { repliesOut, threadOutOne } from '../../db/forum/present.ts';
import { threadReplies } from '../../db/forum/replies.ts';
import { countView } from '../../db/forum/threads.ts';
import { ensureVisitor } from '../../db/forum/visitors.ts';
import { endpointRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import type { ForumContext } from './context.ts';
import { postRules } from './rules.ts';

/**
 * Reading the forum: who is reading, the thread list, a thread's replies (a view), one thread with its replies (a view), and
 * the view of a thread's page the server rendered with the thread in it.
 */
export const forumReadingRoutes: FastifyPluginAsyncZod<{ forum: ForumContext }> = async (app, { forum }) => {
  const { db, limits, memo, now, viewerOf, viewerKeyOf, visibleThread } = forum;

  /**
   * Opening a thread counts a view: once per visitor (or address, without a cookie) and UTC day, whichever of its two
   * reads opened it (a thread's own page reads only the thread with its replies; the dialog over a list, the replies).
   */
  const viewed = async (request: FastifyRequest, threadId: string): Promise<boolean> => {
    const visitorId = viewerKeyOf(request);
    return db.transaction(async (tx) => {
      const at = now();
      await ensureVisitor(tx, visitorId, request.ip, at);
      return countView(tx, visitorId, threadId, at);
    });
  };

  app.route({
    ...endpointRoute(endpoints.forumViewer),
    handler: async (request, reply) => {
      const staff = await app.sessions.staffOf(request);
      return reply.status(200).header('cache-control', 'no-store').send({ user: staff ?? null });
    },
  });

  app.route({
    ...endpointRoute(endpoints.listThreads),
    handler: async (request, reply) => {
      const { cursor: rawCursor, ...query } = request.query;
      const cursor = rawCursor === undefined || rawCursor === '' ? undefined : decodeCursor(rawCursor);
      if (rawCursor !== undefined && rawCursor !== '' && cursor === undefined) {
        throw new HttpError(400, said().invalidRequest, [{ path: 'cursor', message: 'Start again from the first page.' }]);
      }
      const viewer = await viewerOf(request);
      // The posting rules of this reader, so the forms check them before sending.
      const rules = postRules(limits, viewer.adminId !== undefined);
      reply.status(200).header('cache-control', 'no-store');
      if (viewer.visitorId === undefined && viewer.adminId === undefined && query.activeTab !== 'saved') {
        // A reader without a forum cookie or an admin session (a first visit, a crawler) is shown exactly what every
        // such reader is: the answer is remembered as written, so most reads cost neither mapping nor serializing.
        const key = `answer:${query.activeTab}:${query.category ?? ''}:${query.tag ?? ''}:${query.limit}:${query.page}:${rawCursor ?? ''}:${query.searchQuery ?? ''}`;
        const answer = await memo(key, async () => reply.serialize({ ...(await listThreads(db, viewer, { ...query, cursor }, memo)), rules }) as string);
        // Already JSON, written by this route's serializer: Fastify sends a string with a JSON type as it is.
        return reply.type('application/json; charset=utf-8').send(answer as never);
      }
      return reply.send({ ...(await listThreads(db, viewer, { ...query, cursor }, memo)), rules });
    },
  });

  app.route({
    ...endpointRoute(endpoints.listReplies),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const thread = await visibleThread(db, request.query.threadId, viewer);
      await viewed(request, thread.id);
      const rows = await threadReplies(db, thread.id);
      return reply.status(200).header('cache-control', 'no-store').send(await repliesOut(db, rows, viewer));
    },
  });

  app.route({
    ...endpointRoute(endpoints.countThreadView),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const thread = await visibleThread(db, request.params.id, viewer);
      const views = (await viewed(request, thread.id)) ? thread.views + 1 : thread.views;
      return reply.status(200).header('cache-control', 'no-store').send({ views });
    },
  });

  app.route({
    ...endpointRoute(endpoints.getThread),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const found = await visibleThread(db, request.params.id, viewer);
      // The answer counts the view it made.
      const thread = (await viewed(request, found.id)) ? { ...found, views: found.views + 1 } : found;
      const replies = await repliesOut(db, await threadReplies(db, thread.id), viewer);
      return reply.status(200).header('cache-control', 'no-store').send({ thread: await threadOutOne(db, thread, viewer), replies });
    },
  });
};
