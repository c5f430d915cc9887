import { endpoints, forumFollowMessages } from '@orisun/api';
import { pathIn } from '@orisun/api/languages';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorFollowingWith } from '../../db/forum/follows.ts';
import { displayNameIndex, isStaffName, newSignInLink, setVisitorName, signInLinkLanguage, signInLinkVisitor, visitorName } from '../../db/forum/names.ts';
import { ensureVisitor, lockVisitor } from '../../db/forum/visitors.ts';
import { enqueueMail } from '../../db/outbox.ts';
import { endpointRoute } from '../../http/endpoint.ts';
import { violatesUniqueIndex } from '../../db/errors.ts';
import { HttpError } from '../../http/errors.ts';
import { acceptSubmission } from '../../http/forms.ts';
import { currentLanguage } from '../../http/language.ts';
import { forumSignInMail } from '../../mail/forumFollows.ts';
import { signInPage, unknownSignInPage } from '../../pages/forumFollows.ts';
import type { ForumContext } from './context.ts';
import { dropFormBodies, mailLinkPage } from './follows.ts';

/**
 * A visitor's own name (shown on their posts instead of "Anonymous") and the one-time link, mailed to an address they
 * follow a thread with, that gives another device their visitor cookie.
 *
 * The link keeps the language of the request that asked for it (the forum page's: `/fr/forum` asks for French): its
 * mail, its pages and the forum it leads to (`/fr/forum`) are in it. A link the server does not know answers in the
 * browser's language.
 */
export const forumNameRoutes: FastifyPluginAsyncZod<{ forum: ForumContext }> = async (app, { forum }) => {
  const { config, database, db, limits, now, cookieVisitor, writerOf, setVisitorCookie, outbox } = forum;
  const hourly = { rateLimit: { max: limits.followsPerHour, timeWindow: '1 hour' } };
  /** The language of a sign-in link's 404 page: its link's when it is only used or expired, else the browser's. */
  const invalidLinkLanguage = async (token: string | undefined) => (token ? await signInLinkLanguage(db, token) : undefined) ?? currentLanguage();

  app.route({
    ...endpointRoute(endpoints.forumVisitor),
    handler: async (request, reply) => {
      const id = cookieVisitor(request);
      reply.header('cache-control', 'no-store');
      return reply.status(200).send({ name: id === undefined ? null : await visitorName(db, id) });
    },
  });

  app.route({
    ...endpointRoute(endpoints.setForumName),
    config: forum.writeLimit,
    handler: async (request, reply) => {
      const { name } = request.body;
      const writer = await writerOf(request, reply);
      const issue = (message: string) => [{ path: 'name', message }];
      if (name !== null && (await isStaffName(db, name))) throw new HttpError(400, forumFollowMessages.nameReserved, issue(forumFollowMessages.nameReserved));
      try {
        await db.transaction(async (tx) => {
          await ensureVisitor(tx, writer.visitorId, request.ip, now());
          await lockVisitor(tx, writer.visitorId);
          await setVisitorName(tx, writer.visitorId, name);
        });
      } catch (error) {
        if (violatesUniqueIndexError(error)) throw new HttpError(409, forumFollowMessages.nameTaken, issue(forumFollowMessages.nameTaken));
        throw error;
      }
      return reply.status(200).send({ name, message: name === null ? forumFollowMessages.nameCleared : forumFollowMessages.nameSaved(name) });
    },
  });

  app.route({
    ...endpointRoute(endpoints.forumSignInLink),
    config: hourly,
    handler: async (request, reply) => {
      const { email, website } = request.body;
      const language = currentLanguage();
      await acceptSubmission(request, { database, outbox }, {
        form: 'forum-sign-in-link',
        honeypot: website,
        store: async (tx) => {
          const visitorId = await visitorFollowingWith(tx, email);
          if (visitorId === undefined) return;
          const token = await newSignInLink(tx, visitorId, email, now(), language);
          await enqueueMail(tx, forumSignInMail(config, email, token, await visitorName(tx, visitorId), language));
        },
      });
      // The same answer whether the address follows anything: it tells nobody who is here.
      return reply.status(200).send({ message: forumFollowMessages.signInLinkSent });
    },
  });

  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    dropFormBodies(plugin);

    scope.route({
      ...endpointRoute(endpoints.forumSignInPage),
      handler: async (request, reply) => {
        const { token } = request.query;
        // Only looks (mail scanners open links): the button uses the link up.
        const link = token ? await signInLinkVisitor(db, token, now(), { use: false }) : undefined;
        if (link === undefined) return mailLinkPage(reply).status(404).send(unknownSignInPage(await invalidLinkLanguage(token)));
        return mailLinkPage(reply, { withButton: true })
          .status(200)
          .send(signInPage(`${endpoints.forumSignIn.path}?token=${encodeURIComponent(token!)}`, await visitorName(db, link.visitorId), link.language));
      },
    });

    scope.route({
      ...endpointRoute(endpoints.forumSignIn),
      config: hourly,
      handler: async (request, reply) => {
        const { token } = request.query;
        const link = token ? await signInLinkVisitor(db, token, now(), { use: true }) : undefined;
        if (link === undefined) return mailLinkPage(reply).status(404).send(unknownSignInPage(await invalidLinkLanguage(token)));
        setVisitorCookie(reply, link.visitorId);
        request.log.info('forum visitor signed in on another device');
        // To the forum in the link's language: `/forum`, `/fr/forum`.
        return mailLinkPage(reply).status(303).header('location', pathIn(link.language, '/forum')).send('');
      },
    });
  });
};

function violatesUniqueIndexError(error: unknown): boolean {
  return violatesUniqueIndex(error, displayNameIndex);
}
