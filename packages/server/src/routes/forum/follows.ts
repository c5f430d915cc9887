import { endpoints, forumFollowMessages } from '@orisun/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmFollow, followConfirmTokenLanguage, requestFollow, unfollowByToken } from '../../db/forum/follows.ts';
import { ensureVisitor } from '../../db/forum/visitors.ts';
import { enqueueMail } from '../../db/outbox.ts';
import { endpointRoute } from '../../http/endpoint.ts';
import { acceptSubmission } from '../../http/forms.ts';
import { currentLanguage } from '../../http/language.ts';
import { followConfirmationMail } from '../../mail/forumFollows.ts';
import { confirmFollowPage, followConfirmedPage, unfollowedPage, unfollowPage, unknownFollowConfirmPage, unknownUnfollowPage } from '../../pages/forumFollows.ts';
import type { ForumContext } from './context.ts';

/** The headers of a page opened from a mail: HTML, never cached, never indexed. */
export function mailLinkPage(reply: FastifyReply, { withButton = false } = {}): FastifyReply {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  // With the default `no-referrer`, Chromium sends the button's POST with `Origin: null`, which the cross-site guard
  // refuses; `same-origin` still keeps the token's URL from every other site.
  if (withButton) reply.header('referrer-policy', 'same-origin');
  return reply;
}

/**
 * Lets a scope's routes take the form-encoded POSTs of mail links (a page's button, a mail client's one-click
 * `List-Unsubscribe=One-Click`): their body says nothing the URL does not, so it is read (at most 4 KB) and dropped.
 */
export function dropFormBodies(scope: FastifyInstance): void {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    if (scope.hasContentTypeParser(type)) continue;
    scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
  }
}

/**
 * Following a thread by e-mail: the request (double opt-in: the first mail is a confirmation link), the confirmation
 * page and its button, and the unsubscribe page, whose button is also the mail client's one-click POST (RFC 8058).
 *
 * A follow keeps the language of the request that made it (the thread page's: `/fr/forum/threads/:id` asks for French);
 * its mails and the pages opened from them are in it. A link the server does not know answers in the browser's language.
 */
export const forumFollowRoutes: FastifyPluginAsyncZod<{ forum: ForumContext }> = async (app, { forum }) => {
  const { config, database, db, limits, now, writerOf, visibleThread, outbox } = forum;

  /** The language of a confirmation link's 404 page: its follow's when the link is only expired (or unsubscribed since), else the browser's. */
  const invalidLinkLanguage = async (token: string | undefined) => (token ? await followConfirmTokenLanguage(db, token) : undefined) ?? currentLanguage();

  app.route({
    ...endpointRoute(endpoints.followThread),
    config: { rateLimit: { max: limits.followsPerHour, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      const { email, website } = request.body;
      const language = currentLanguage();
      const writer = await writerOf(request, reply);
      const thread = await visibleThread(db, request.params.id, writer);
      const result = await acceptSubmission(request, { database, outbox }, {
        form: 'forum-follow',
        honeypot: website,
        store: async (tx) => {
          await ensureVisitor(tx, writer.visitorId, request.ip, now());
          const requested = await requestFollow(tx, thread.id, email, writer.visitorId, now(), language);
          if (requested.outcome === 'confirm') await enqueueMail(tx, followConfirmationMail(config, email, thread.title, requested.confirmToken, language));
          return requested;
        },
      });
      return reply.status(200).send({ message: result?.outcome === 'already' ? forumFollowMessages.already : forumFollowMessages.confirm });
    },
  });

  // The endpoints of the mails' links: the pages' buttons and mail clients' one-click POSTs are form-encoded.
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    dropFormBodies(plugin);

    scope.route({
      ...endpointRoute(endpoints.confirmFollowPage),
      handler: async (request, reply) => {
        const { token } = request.query;
        // Only looks: mail scanners and link previews open links, and must not confirm anyone.
        const found = token ? await confirmFollow(db, token, now(), { change: false }) : undefined;
        if (!found) return mailLinkPage(reply).status(404).send(unknownFollowConfirmPage(await invalidLinkLanguage(token)));
        const { follow, threadTitle } = found;
        if (follow.confirmedAt) return mailLinkPage(reply).status(200).send(followConfirmedPage(follow.email, threadTitle, follow.threadId, follow.language));
        return mailLinkPage(reply, { withButton: true })
          .status(200)
          .send(confirmFollowPage(follow.email, threadTitle, `${endpoints.confirmFollow.path}?token=${encodeURIComponent(token!)}`, follow.language));
      },
    });

    scope.route({
      ...endpointRoute(endpoints.confirmFollow),
      handler: async (request, reply) => {
        const { token } = request.query;
        const found = token ? await confirmFollow(db, token, now(), { change: true }) : undefined;
        if (!found) return mailLinkPage(reply).status(404).send(unknownFollowConfirmPage(await invalidLinkLanguage(token)));
        if (found.changed) request.log.info({ threadId: found.follow.threadId }, 'forum follow confirmed');
        return mailLinkPage(reply).status(200).send(followConfirmedPage(found.follow.email, found.threadTitle, found.follow.threadId, found.follow.language));
      },
    });

    scope.route({
      ...endpointRoute(endpoints.unfollowPage),
      handler: async (request, reply) => {
        const { token } = request.query;
        const found = token ? await unfollowByToken(db, token, now(), { change: false }) : undefined;
        if (!found) return mailLinkPage(reply).status(404).send(unknownUnfollowPage(currentLanguage()));
        const { follow, threadTitle } = found;
        if (follow.unsubscribedAt) return mailLinkPage(reply).status(200).send(unfollowedPage(follow.email, threadTitle, follow.threadId, follow.language));
        return mailLinkPage(reply, { withButton: true })
          .status(200)
          .send(unfollowPage(follow.email, threadTitle, `${endpoints.unfollow.path}?token=${encodeURIComponent(token!)}`, follow.language));
      },
    });

    scope.route({
      ...endpointRoute(endpoints.unfollow),
      handler: async (request, reply) => {
        const { token } = request.query;
        const found = token ? await db.transaction((tx) => unfollowByToken(tx, token, now(), { change: true })) : undefined;
        if (!found) return mailLinkPage(reply).status(404).send(unknownUnfollowPage(currentLanguage()));
        request.log.info({ threadId: found.follow.threadId }, 'forum follow stopped by link');
        return mailLinkPage(reply).status(200).send(unfollowedPage(found.follow.email, found.threadTitle, found.follow.threadId, found.follow.language));
      },
    });
  });
};
