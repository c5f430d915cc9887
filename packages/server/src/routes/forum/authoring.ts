import { endpoints, forumAnswers, forumLimits } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteOwnReply, deleteOwnThread, editReplyText, editThreadText } from '../../db/forum/authoring.ts';
import { audit, resolveReports } from '../../db/forum/moderation.ts';
import { repliesOut, threadOutOne } from '../../db/forum/present.ts';
import { canSeeThread, replyGone } from '../../db/forum/visibility.ts';
import type { ForumReplyRow, ForumThreadRow } from '../../db/schema.ts';
import { endpointRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import type { ForumContext, ForumWriter } from './context.ts';
import { checkPostText, forumLimitMessages } from './rules.ts';

const windowMs = forumLimits.authorEditHours * 3_600_000;

/**
 * Who may change a post, and until when (Discourse's grace period): its author (the visitor of the signed cookie, or an
 * admin for the team's posts) for `forumLimits.authorEditHours` after posting, not once it was deleted, and a visitor
 * not in a locked thread. Anyone else 403.
 */
function checkAuthor(post: ForumThreadRow | ForumReplyRow, thread: ForumThreadRow, writer: ForumWriter, at: Date): void {
  const isAdmin = writer.adminId !== undefined;
  const isAuthor = post.authorKind === 'admin' ? isAdmin : post.visitorId !== null && post.visitorId === writer.visitorId;
  if (!isAuthor) throw new HttpError(403, forumAnswers.notYourPost);
  if (at.getTime() - post.createdAt.getTime() > windowMs) throw new HttpError(403, forumAnswers.editWindowOver);
  if (post.authorDeletedAt !== null) throw new HttpError(409, forumAnswers.postDeleted);
  if (thread.lockedAt !== null && !isAdmin) throw new HttpError(409, forumAnswers.threadLocked);
}

/**
 * Authors' own edits and deletions of their threads and replies (`/api/forum/own/...`): the same validation as
 * posting (400 naming the field), the write limit of every forum write, and a row of the audit log per change
 * (`author-edit`, `author-delete`; `staffId` set only when the author is an admin).
 */
export const forumAuthoringRoutes: FastifyPluginAsyncZod<{ forum: ForumContext }> = async (app, { forum }) => {
  const { db, limits, writeLimit, writerOf, withThread, withReply, threadGone, replyNotFound } = forum;

  app.route({
    ...endpointRoute(endpoints.editOwnThread),
    config: writeLimit,
    handler: async (request, reply) => {
      const writer = await writerOf(request, reply);
      const { title, content, tags } = request.body;
      checkPostText(limits, { title, content }, writer.adminId !== undefined);
      const row = await withThread(request.params.id, async (tx, thread, at) => {
        if (!canSeeThread(thread, writer)) throw threadGone();
        checkAuthor(thread, thread, writer, at);
        const before = { title: thread.title, content: thread.content, tags: thread.tags };
        if (before.title === title && before.content === content && before.tags.join() === tags.join()) return thread;
        const updated = await editThreadText(tx, thread, { title, content, tags }, at);
        await audit(tx, { staffId: writer.adminId ?? null, action: 'author-edit', kind: 'thread', itemId: thread.id, before, after: { title, content, tags }, at });
        return updated;
      });
      return reply.status(200).send({ thread: await threadOutOne(db, row, writer), message: forumAnswers.ownEdited });
    },
  });

  app.route({
    ...endpointRoute(endpoints.deleteOwnThread),
    config: writeLimit,
    handler: async (request, reply) => {
      const writer = await writerOf(request, reply);
      const outcome = await withThread(request.params.id, async (tx, thread, at) => {
        if (!canSeeThread(thread, writer)) throw threadGone();
        checkAuthor(thread, thread, writer, at);
        const result = await deleteOwnThread(tx, thread, at);
        if (result === 'removed') await resolveReports(tx, 'thread', thread.id, at);
        const before = { title: thread.title, content: thread.content, tags: thread.tags };
        await audit(tx, { staffId: writer.adminId ?? null, action: 'author-delete', kind: 'thread', itemId: thread.id, before, after: { outcome: result }, at });
        return result;
      });
      return reply.status(200).send({ outcome, message: outcome === 'removed' ? forumLimitMessages.threadDeleted : forumAnswers.ownDeleted });
    },
  });

  app.route({
    ...endpointRoute(endpoints.editOwnReply),
    config: writeLimit,
    handler: async (request, reply) => {
      const writer = await writerOf(request, reply);
      const { content } = request.body;
      checkPostText(limits, { content }, writer.adminId !== undefined);
      const result = await withReply(request.params.id, async (tx, thread, row, at) => {
        if (!canSeeThread(thread, writer) || replyGone(row)) throw replyNotFound();
        checkAuthor(row, thread, writer, at);
        if (row.content === content) return { thread, reply: row };
        const updated = await editReplyText(tx, row, content, at);
        await audit(tx, { staffId: writer.adminId ?? null, action: 'author-edit', kind: 'reply', itemId: row.id, before: { content: row.content }, after: { content }, at });
        return { thread, reply: updated };
      });
      const [replyOutput] = await repliesOut(db, [result.reply], writer);
      return reply.status(200).send({ reply: replyOutput!, thread: await threadOutOne(db, result.thread, writer) });
    },
  });

  app.route({
    ...endpointRoute(endpoints.deleteOwnReply),
    config: writeLimit,
    handler: async (request, reply) => {
      const writer = await writerOf(request, reply);
      const outcome = await withReply(request.params.id, async (tx, thread, row, at) => {
        if (!canSeeThread(thread, writer) || replyGone(row)) throw replyNotFound();
        checkAuthor(row, thread, writer, at);
        const result = await deleteOwnReply(tx, row, at);
        if (result === 'removed') await resolveReports(tx, 'reply', row.id, at);
        await audit(tx, { staffId: writer.adminId ?? null, action: 'author-delete', kind: 'reply', itemId: row.id, before: { content: row.content }, after: { outcome: result }, at });
        return result;
      });
      return reply.status(200).send({ outcome, message: outcome === 'removed' ? forumLimitMessages.replyDeleted : forumAnswers.ownDeleted });
    },
  });
};
