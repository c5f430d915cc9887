import { endpoints, forumAuditPageSize, forumMessages } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeBans, auditPage, banOut, endBan, insertBan } from '../../db/forum/bans.ts';
import { audit } from '../../db/forum/moderation.ts';
import { findReply } from '../../db/forum/replies.ts';
import { findThread } from '../../db/forum/threads.ts';
import { endpointRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { networkOf } from '../../http/network.ts';
import type { ForumContext } from './context.ts';

const untilText = (until: Date) => `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What admins do to people rather than posts: ban the author of a post (the visitor, or their network) for a time, lift
 * a ban, and read the moderation log of every admin action. Each ban and lift writes its audit row in its transaction.
 */
export const forumBanRoutes: FastifyPluginAsyncZod<{ forum: ForumContext }> = async (app, { forum }) => {
  const { db, now, adminOnly } = forum;

  app.route({
    ...endpointRoute(endpoints.banForumAuthor),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const { kind, id, scope, days, reason } = request.body;
      const staffId = request.staff!.id;
      const ban = await db.transaction(async (tx) => {
        const at = now();
        const post = kind === 'thread' ? await findThread(tx, id) : await findReply(tx, id);
        if (!post) throw new HttpError(404, kind === 'thread' ? forumMessages.threadNotFound : forumMessages.replyNotFound);
        if (post.authorKind === 'admin') throw new HttpError(409, 'An admin\'s post has no visitor to ban.');
        const whom = scope === 'visitor' ? post.visitorId : post.ip === null ? null : networkOf(post.ip);
        if (whom === null) throw new HttpError(409, 'This post no longer says who wrote it, so there is no one to ban.');
        const row = await insertBan(tx, {
          scope,
          visitorId: scope === 'visitor' ? whom : null,
          network: scope === 'network' ? whom : null,
          reason,
          kind,
          itemId: id,
          staffId,
          createdAt: at,
          until: new Date(at.getTime() + days * 86_400_000),
        });
        await audit(tx, { staffId, action: 'ban', kind, itemId: id, before: null, after: { scope, days, reason, until: row.until.toISOString() }, at });
        return row;
      });
      const message = `The author of this post${ban.scope === 'network' ? ' and their network are' : ' is'} banned until ${untilText(ban.until)}.`;
      return reply.status(200).send({ ban: banOut(ban, request.staff!.name), message });
    },
  });

  app.route({
    ...endpointRoute(endpoints.forumBans),
    onRequest: adminOnly,
    handler: async (_request, reply) => reply.status(200).header('cache-control', 'no-store').send({ bans: await activeBans(db, now()) }),
  });

  app.route({
    ...endpointRoute(endpoints.liftForumBan),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const staffId = request.staff!.id;
      await db.transaction(async (tx) => {
        const at = now();
        const ended = await endBan(tx, request.params.id, at);
        if (!ended) throw new HttpError(404, 'There is no such ban in force.');
        await audit(tx, { staffId, action: 'unban', kind: ended.kind, itemId: ended.itemId, before: { scope: ended.scope, reason: ended.reason }, after: null, at });
      });
      return reply.status(200).send({ message: 'The ban has ended.' });
    },
  });

  app.route({
    ...endpointRoute(endpoints.forumAuditLog),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const { page, action } = request.query;
      const { entries, total } = await auditPage(db, page, forumAuditPageSize, action);
      return reply.status(200).header('cache-control', 'no-store').send({ entries, total, page, pageSize: forumAuditPageSize });
    },
  });
};
