import { endpoints, forumMessages } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit, insertReport, moderationQueue, openReporters, resolveReports } from '../../db/forum/moderation.ts';
import { repliesOut, threadOutOne } from '../../db/forum/present.ts';
import { deleteReply, findReply, recountThread, updateReply } from '../../db/forum/replies.ts';
import { deleteThread, findThread, threadSearchText, updateThread } from '../../db/forum/threads.ts';
import { canSeeThread, replyGone } from '../../db/forum/visibility.ts';
import { ensureVisitor } from '../../db/forum/visitors.ts';
import type { ForumReplyRow, ForumThreadRow } from '../../db/schema.ts';
import { endpointRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import type { ForumContext } from './context.ts';
import { checkPostText, forumLimitMessages } from './rules.ts';

/**
 * Reports (one per visitor and post; enough distinct reporters hide it) and what admins do: edit, pin, delete, and
 * decide on the moderation queue. Every admin action writes its audit row in the same transaction.
 */
export const forumModerationRoutes: FastifyPluginAsyncZod<{ forum: ForumContext }> = async (app, { forum }) => {
  const { db, limits, now, writeLimit, writerOf, adminOnly, adminViewer, visibleThread, replyNotFound, withThread, withReply } = forum;

  app.route({
    ...endpointRoute(endpoints.reportPost),
    config: writeLimit,
    handler: async (request, reply) => {
      const writer = await writerOf(request, reply);
      const { kind, id, reason } = request.body;
      await db.transaction(async (tx) => {
        const at = now();
        let threadId: string;
        if (kind === 'thread') {
          threadId = (await visibleThread(tx, id, writer, { lock: true })).id;
        } else {
          const found = await findReply(tx, id);
          if (!found || replyGone(found)) throw replyNotFound();
          const thread = await findThread(tx, found.threadId, { lock: true });
          if (!thread || !canSeeThread(thread, writer)) throw replyNotFound();
          threadId = thread.id;
        }
        await ensureVisitor(tx, writer.visitorId, request.ip, at);
        if (!(await insertReport(tx, writer.visitorId, kind, id, reason, at))) throw new HttpError(409, forumMessages.alreadyReported);
        if ((await openReporters(tx, kind, id)) >= limits.reportHideThreshold) {
          if (kind === 'thread') {
            await updateThread(tx, id, { hidden: true });
          } else {
            await updateReply(tx, id, { hidden: true });
            await recountThread(tx, threadId);
          }
          request.log.info({ kind, id }, 'forum post hidden by reports');
        }
      });
      return reply.status(200).send({ message: forumMessages.reported });
    },
  });

  app.route({
    ...endpointRoute(endpoints.editThread),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const { content, isPinned } = request.body;
      if (content !== undefined) checkPostText(limits, { content }, true);
      const staffId = request.staff!.id;
      const row = await withThread(request.params.id, async (tx, thread, at) => {
        const change: Parameters<typeof updateThread>[2] = {};
        if (content !== undefined && content !== thread.content) Object.assign(change, { content, editedAt: at, search: threadSearchText({ ...thread, content }) });
        if (isPinned !== undefined && isPinned !== thread.isPinned) change.isPinned = isPinned;
        if (Object.keys(change).length === 0) return thread;
        const updated = await updateThread(tx, thread.id, change);
        const action = change.content !== undefined ? 'edit' : isPinned ? 'pin' : 'unpin';
        await audit(tx, {
          staffId,
          action,
          kind: 'thread',
          itemId: thread.id,
          before: { content: thread.content, isPinned: thread.isPinned },
          after: { content: updated.content, isPinned: updated.isPinned },
          at,
        });
        return updated;
      });
      return reply.status(200).send({ thread: await threadOutOne(db, row, adminViewer(request)), message: forumLimitMessages.threadUpdated });
    },
  });

  app.route({
    ...endpointRoute(endpoints.deleteThread),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const staffId = request.staff!.id;
      await withThread(request.params.id, async (tx, thread, at) => {
        await deleteThread(tx, thread.id, at);
        await resolveReports(tx, 'thread', thread.id, at);
        await audit(tx, { staffId, action: 'delete', kind: 'thread', itemId: thread.id, before: snapshotThread(thread), after: null, at });
      });
      return reply.status(200).send({ message: forumLimitMessages.threadDeleted });
    },
  });

  app.route({
    ...endpointRoute(endpoints.editReply),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const { content } = request.body;
      checkPostText(limits, { content }, true);
      const staffId = request.staff!.id;
      const result = await withReply(request.params.id, async (tx, thread, row, at) => {
        if (content === row.content) return { thread, reply: row };
        const updated = await updateReply(tx, row.id, { content, editedAt: at });
        await audit(tx, { staffId, action: 'edit', kind: 'reply', itemId: row.id, before: { content: row.content }, after: { content }, at });
        return { thread, reply: updated };
      });
      const viewer = adminViewer(request);
      const [replyOutput] = await repliesOut(db, [result.reply], viewer);
      return reply.status(200).send({ reply: replyOutput!, thread: await threadOutOne(db, result.thread, viewer) });
    },
  });

  app.route({
    ...endpointRoute(endpoints.deleteReply),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const staffId = request.staff!.id;
      await withReply(request.params.id, async (tx, _thread, row, at) => {
        await deleteReply(tx, row, at);
        await resolveReports(tx, 'reply', row.id, at);
        await audit(tx, { staffId, action: 'delete', kind: 'reply', itemId: row.id, before: snapshotReply(row), after: null, at });
      });
      return reply.status(200).send({ message: forumLimitMessages.replyDeleted });
    },
  });

  app.route({
    ...endpointRoute(endpoints.forumQueue),
    onRequest: adminOnly,
    handler: async (_request, reply) => {
      const entries = await moderationQueue(db);
      return reply.status(200).header('cache-control', 'no-store').send({ entries, total: entries.length });
    },
  });

  app.route({
    ...endpointRoute(endpoints.decideForumQueueEntry),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const { kind, id } = request.params;
      const { decision } = request.body;
      const staffId = request.staff!.id;
      if (kind === 'thread') {
        await withThread(id, async (tx, thread, at) => {
          await resolveReports(tx, 'thread', thread.id, at);
          const after = decision === 'keep' ? await updateThread(tx, thread.id, { hidden: false, pending: false }) : await deleteThread(tx, thread.id, at);
          await audit(tx, { staffId, action: decision, kind, itemId: thread.id, before: snapshotThread(thread), after: snapshotThread(after), at });
        });
      } else {
        await withReply(id, async (tx, _thread, row, at) => {
          await resolveReports(tx, 'reply', row.id, at);
          if (decision === 'keep') {
            const after = await updateReply(tx, row.id, { hidden: false });
            await recountThread(tx, row.threadId);
            await audit(tx, { staffId, action: 'keep', kind, itemId: row.id, before: snapshotReply(row), after: snapshotReply(after), at });
          } else {
            await deleteReply(tx, row, at);
            await audit(tx, { staffId, action: 'remove', kind, itemId: row.id, before: snapshotReply(row), after: null, at });
          }
        });
      }
      return reply.status(200).send({ message: decision === 'keep' ? forumLimitMessages.kept : forumLimitMessages.removed });
    },
  });
};

function snapshotThread(row: ForumThreadRow) {
  return { title: row.title, category: row.category, content: row.content, tags: row.tags, isPinned: row.isPinned, pending: row.pending, hidden: row.hidden, deleted: row.deletedAt !== null };
}

function snapshotReply(row: ForumReplyRow) {
  return { threadId: row.threadId, content: row.content, hidden: row.hidden, deleted: row.deletedAt !== null };
}
