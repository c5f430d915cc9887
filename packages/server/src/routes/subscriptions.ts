import { endpoints, subscriptionMessages } from '@orisun/api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmByToken, confirmTokenLanguage, requestSubscription, unsubscribeByToken } from '../db/subscriptions.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { acceptSubmission, publicFormRoute, type FormRoutesOptions } from '../http/forms.ts';
import { currentLanguage } from '../http/language.ts';
import { enqueueMail } from '../db/outbox.ts';
import { confirmationMail, listInfo, welcomeMail } from '../mail/subscriptions.ts';
import { confirmedPage, confirmPage, unknownConfirmTokenPage, unknownUnsubscribeTokenPage, unsubscribedPage } from '../pages/subscriptions.ts';


/** The headers of a page opened from a mail: HTML, never cached, never indexed. */
function htmlPage(reply: FastifyReply): void {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
}

/**
 * `POST /subscribe` (the newsletter and the Developer Portal waitlist; double opt-in: the first mail
 * is a confirmation link, the welcome follows the confirmation), the confirmation link (`GET` page,
 * `POST` button of `/api/subscriptions/confirm?token=`) and the unsubscribe link of every mail to a
 * subscriber (`GET` and one-click `POST /api/subscriptions/unsubscribe?token=`).
 *
 * A subscription keeps the language of the request that made it (the page's: `/fr/events` is French); its mails and
 * the pages opened from them are in it. A link the server does not know answers in the browser's language.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, options) => {
  const { config, database, outbox } = options;

  /**
   * The language of a confirmation link's 404 page: its subscription's when the link is only expired (or its address
   * unsubscribed since), else the browser's.
   */
  const invalidLinkLanguage = async (token: string | undefined) => (token ? await confirmTokenLanguage(database.db, token) : undefined) ?? currentLanguage();
  app.route({
    ...endpointRoute(endpoints.subscribe),
    config: publicFormRoute(config),
    handler: async (request, reply) => {
      const { email, list, website } = request.body;
      const language = currentLanguage();
      const result = await acceptSubmission(request, options, {
        form: 'subscribe',
        honeypot: website,
        store: async (tx) => {
          const requested = await requestSubscription(tx, list, email, language);
          if (requested.outcome === 'confirm') await enqueueMail(tx, confirmationMail(config, list, email, requested.confirmToken, language));
          return requested;
        },
      });
      if (result?.outcome === 'already') return reply.status(201).send({ message: subscriptionMessages.alreadySubscribed });
      return reply.status(200).send({ message: subscriptionMessages.subscribed[list] });
    },
  });

  // The endpoints of the links in mails in a scope of their own: mail clients send the one-click
  // unsubscribe POST form-encoded (RFC 8058), and so does the confirmation page's button; no other route accepts it.
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      if (scope.hasContentTypeParser(type)) continue;
      // The body (`List-Unsubscribe=One-Click`, or the button's empty form) says nothing the URL does not: read and drop it.
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
    }

    scope.route({
      ...endpointRoute(endpoints.confirmSubscriptionPage),
      handler: async (request, reply) => {
        const { token } = request.query;
        // Only looks: mail scanners and link previews open links, and must not confirm anyone.
        const found = token ? await confirmByToken(database.db, token, { change: false }) : undefined;
        htmlPage(reply);
        if (!found) return reply.status(404).send(unknownConfirmTokenPage(await invalidLinkLanguage(token)));
        const { list, email, language } = found.subscription;
        if (found.state === 'confirmed') return reply.status(200).send(confirmedPage(list, email, language));
        // With the default `no-referrer`, Chromium sends the button's POST with `Origin: null`, which the
        // cross-site guard refuses; `same-origin` still keeps the token's URL from every other site.
        reply.header('referrer-policy', 'same-origin');
        return reply.status(200).send(confirmPage(list, email, `${endpoints.confirmSubscription.path}?token=${encodeURIComponent(token!)}`, language));
      },
    });

    scope.route({
      ...endpointRoute(endpoints.confirmSubscription),
      handler: async (request, reply) => {
        const { token } = request.query;
        // The confirmation and the welcome mail are stored together.
        const found = token
          ? await database.db.transaction(async (tx) => {
              const confirmation = await confirmByToken(tx, token, { change: true });
              if (confirmation?.state === 'confirmed' && confirmation.changed) {
                const { list, email, unsubscribeToken, language } = confirmation.subscription;
                await enqueueMail(tx, welcomeMail(config, list, email, unsubscribeToken, language));
              }
              return confirmation;
            })
          : undefined;
        htmlPage(reply);
        if (!found) return reply.status(404).send(unknownConfirmTokenPage(await invalidLinkLanguage(token)));
        if (found.state === 'confirmed' && found.changed) {
          request.log.info({ list: found.subscription.list }, 'subscription confirmed');
          outbox.nudge();
        }
        const { list, email, language } = found.subscription;
        return reply.status(200).send(confirmedPage(list, email, language));
      },
    });

    scope.route({
      ...endpointRoute(endpoints.unsubscribePage),
      handler: async (request, reply) => {
        const { token } = request.query;
        // HEAD (link checkers, previews) only looks: it never unsubscribes anyone.
        const subscription = token ? await unsubscribeByToken(database.db, token, { change: request.method !== 'HEAD' }) : undefined;
        htmlPage(reply);
        // An unknown token has no subscription, so no language of its own: the browser's.
        if (!subscription) return reply.status(404).send(unknownUnsubscribeTokenPage(currentLanguage()));
        if (request.method !== 'HEAD') request.log.info({ list: subscription.list }, 'unsubscribed by link');
        return reply.status(200).send(unsubscribedPage(subscription.list, subscription.email, subscription.language));
      },
    });

    scope.route({
      ...endpointRoute(endpoints.unsubscribeOneClick),
      handler: async (request, reply) => {
        const { token } = request.query;
        const subscription = token ? await unsubscribeByToken(database.db, token) : undefined;
        if (!subscription) throw new HttpError(404, 'This unsubscribe link is not valid.');
        request.log.info({ list: subscription.list }, 'unsubscribed by one-click');
        const info = listInfo(subscription.list);
        return reply
          .status(200)
          .header('cache-control', 'no-store')
          .send({ message: `You're unsubscribed from ${info.name}.` });
      },
    });
  });
};
