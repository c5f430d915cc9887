import { randomUUID } from 'node:crypto';
import { endpoints, forumAnswers, forumMessages, newThreadShape } from '@orisun/api';
import { postExcerpt, renderPostHtml } from '@orisun/api/markdown';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyOut, threadOut, threadOutOne } from '../../db/forum/present.ts';
import { addFollowNews } from '../../db/forum/follows.ts';
import { insertReply } from '../../db/forum/replies.ts';
import { insertThread } from '../../db/forum/threads.ts';
import type { ForumReplyRow } from '../../db/schema.ts';
import { endpointRoute } from '../../http/endpoint.ts';
import { acceptSubmission } from '../../http/forms.ts';
import { HttpError } from '../../http/errors.ts';
import type { ForumContext } from './context.ts';
import { authorFor, checkPostText } from './rules.ts';

/**
 * Posting: a new thread and a reply. Like every public write, through `acceptSubmission` (a filled honeypot is
 * answered as if stored, and nothing is); then the posting rules (rules.ts) in the transaction that writes the post.
 */
export const forumPostingRoutes: FastifyPluginAsyncZod<{ forum: ForumContext }> = async (app, { forum }) => {
  const { database, db, limits, now, writeLimit, writerOf, visibleThread } = forum;

  app.route({
    ...endpointRoute(endpoints.createThread),
    config: writeLimit,
    handler: async (request, reply) => {
      const body = request.body;
      const writer = await writerOf(request, reply);
      const isAdmin = writer.adminId !== undefined;
      const pending = !isAdmin && limits.premoderation;
      const row = await acceptSubmission(request, { database }, {
        form: 'forum-thread',
        honeypot: body.website,
        store: async (tx) => {
          checkPostText(limits, body, isAdmin);
          const at = now();
          const author = await authorFor(limits, tx, request, reply, writer, 'thread', body.content, at);
          return insertThread(tx, { title: body.title, category: body.category, content: body.content, tags: body.tags }, author, at, pending);
        },
      });
      // Dropped by the honeypot: answered with a thread of the same shape, stored nowhere.
      if (row === undefined) return reply.status(200).send({ thread: newThreadShape(body, 'visitor', now(), { contentHtml: renderPostHtml(body.content), excerpt: postExcerpt(body.content) }), message: forumMessages.threadCreated });
      const thread = threadOut(row, writer, { liked: false, reported: false });
      return reply.status(200).send({ thread, message: pending ? forumMessages.pending : forumMessages.threadCreated });
    },
  });

  app.route({
    ...endpointRoute(endpoints.createReply),
    config: writeLimit,
    handler: async (request, reply) => {
      const { content, website } = request.body;
      const writer = await writerOf(request, reply);
      const isAdmin = writer.adminId !== undefined;
      const existing = await visibleThread(db, request.params.id, writer);
      if (existing.lockedAt !== null && !isAdmin) throw new HttpError(409, forumAnswers.threadLocked);
      const result = await acceptSubmission(request, { database }, {
        form: 'forum-reply',
        honeypot: website,
        store: async (tx) => {
          checkPostText(limits, { content }, isAdmin);
          const at = now();
          const author = await authorFor(limits, tx, request, reply, writer, 'reply', content, at);
          const thread = await visibleThread(tx, existing.id, writer, { lock: true });
          if (thread.lockedAt !== null && !isAdmin) throw new HttpError(409, forumAnswers.threadLocked);
          const inserted = await insertReply(tx, thread, content, author, at);
          // Whoever wrote it (an admin too: their visitor cookie is who follows) is not told of their own reply.
          await addFollowNews(tx, thread.id, 'reply', inserted.reply.id, writer.visitorId, at);
          return inserted;
        },
      });
      if (result === undefined) {
        return reply.status(200).send({ reply: replyOut(droppedReply(existing.id, content, now()), { liked: false, reported: false }), thread: await threadOutOne(db, existing, writer) });
      }
      return reply.status(200).send({ reply: replyOut(result.reply, { liked: false, reported: false }, writer), thread: await threadOutOne(db, result.thread, writer) });
    },
  });
};

/** The row of a reply the honeypot dropped, never stored (answered like a visitor's new reply). */
function droppedReply(threadId: string, content: string, at: Date): ForumReplyRow {
  return { id: randomUUID(), threadId, content, authorKind: 'visitor', authorName: null, visitorId: null, staffId: null, ip: null, likes: 0, isSolution: false, hidden: false, deletedAt: null, authorDeletedAt: null, createdAt: at, editedAt: null };
}
