import { endpoints, forumAnswers } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit, insertReport, moderationQueue, openReporters, resolveReports } from '../../db/forum/moderation.ts';
import { repliesOut, threadOutOne } from '../../db/forum/present.ts';
import { deleteReply, findReply, recountThread, updateReply } from '../../db/forum/replies.ts';
import { deleteThread, findThread, threadSearchText, updateThread } from '../../db/forum/threads.ts';
import { canSeeThread, replyGone } from '../../db/forum/visibility.ts';
import { ensureVisitor } from '../../db/forum/visitors.ts';
import type { ForumAuditAction, ForumReplyRow, ForumThreadRow } from '../../db/schema.ts';
import { endpointRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { networkOf } from '../../http/network.ts';
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
        let author: ForumThreadRow['authorKind'];
        if (kind === 'thread') {
          const thread = await visibleThread(tx, id, writer, { lock: true });
          threadId = thread.id;
          author = thread.authorKind;
        } else {
          const found = await findReply(tx, id);
          if (!found || replyGone(found)) throw replyNotFound();
          const thread = await findThread(tx, found.threadId, { lock: true });
          if (!thread || !canSeeThread(thread, writer)) throw replyNotFound();
          threadId = thread.id;
          author = found.authorKind;
        }
        await ensureVisitor(tx, writer.visitorId, request.ip, at);
        const report = { visitorId: writer.visitorId, kind, itemId: id, reason, network: networkOf(request.ip), at };
        if (!(await insertReport(tx, report))) throw new HttpError(409, forumAnswers.alreadyReported);
        // Hidden until an admin decides only by enough distinct visitors from as many distinct networks (one client
        // rotating cookies or addresses in its network counts once), and never an admin's post (Discourse's rules).
        // Reports an admin answered with Keep are resolved: only new ones count after that.
        const reporters = await openReporters(tx, kind, id);
        const threshold = limits.reportHideThreshold;
        if (author !== 'admin' && reporters.visitors >= threshold && reporters.networks >= threshold) {
          if (kind === 'thread') {
            await updateThread(tx, id, { hidden: true });
          } else {
            await updateReply(tx, id, { hidden: true });
            await recountThread(tx, threadId);
          }
          request.log.info({ kind, id }, 'forum post hidden by reports');
        }
      });
      return reply.status(200).send({ message: forumAnswers.reported });
    },
  });

  app.route({
    ...endpointRoute(endpoints.editThread),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const { content, isPinned, isLocked, category } = request.body;
      if (content !== undefined) checkPostText(limits, { content }, true);
      const staffId = request.staff!.id;
      const row = await withThread(request.params.id, async (tx, thread, at) => {
        // Each change its own row of the audit log, with what it changed.
        let current = thread;
        const apply = async (action: ForumAuditAction, change: Parameters<typeof updateThread>[2], field: keyof ForumThreadRow) => {
          const updated = await updateThread(tx, current.id, change);
          await audit(tx, { staffId, action, kind: 'thread', itemId: current.id, before: { [field]: current[field] }, after: { [field]: updated[field] }, at });
          current = updated;
        };
        if (content !== undefined && content !== current.content) {
          await apply('edit', { content, editedAt: at, search: threadSearchText({ ...current, content }) }, 'content');
        }
        if (isPinned !== undefined && isPinned !== current.isPinned) await apply(isPinned ? 'pin' : 'unpin', { isPinned }, 'isPinned');
        if (isLocked !== undefined && isLocked !== (current.lockedAt !== null)) await apply(isLocked ? 'lock' : 'unlock', { lockedAt: isLocked ? at : null }, 'lockedAt');
        if (category !== undefined && category !== current.category) {
          await apply('move', { category, search: threadSearchText({ ...current, category }) }, 'category');
        }
        return current;
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
