import { endpoints, subscriptionMessages, type SubscriptionList } from '@orisun/api';
import { company } from '@orisun/api/company';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { OpenedDatabase } from '../db/index.ts';
import { addSubscription, unsubscribeByToken } from '../db/subscriptions.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { caughtByHoneypot, publicFormRoute } from '../http/forms.ts';
import { enqueueMail, type MailOutbox, type NewMail } from '../mail/outbox.ts';
import { escape as escapeHtml } from 'html-escaper';

export interface SubscriptionRoutesOptions {
  config: Config;
  database: OpenedDatabase;
  outbox: MailOutbox;
}

interface ListInfo {
  /** How prose names the list: "the Developer Portal waitlist". */
  name: string;
  /** The site page about the list (the unsubscribe page links back to it). */
  page: string;
  /** Where a subscriber's reply to the welcome mail goes. */
  replyTo: string;
  subject: string;
  /** The welcome mail's own paragraphs (greeting, closing and unsubscribe lines are shared). */
  welcome: (email: string) => string[];
}

const lists: Record<SubscriptionList, ListInfo> = {
  newsletter: {
    name: `the ${company.name} newsletter`,
    page: '/events',
    replyTo: company.email,
    subject: `Welcome to the ${company.name} newsletter`,
    welcome: () => [
      `Thank you for subscribing to the ${company.name} newsletter. We'll write when we announce new webinars, workshops and conferences, and now and then with news from our teams in Lagos, Ogbomosho and Cotonou.`,
    ],
  },
  'developer-portal': {
    name: 'the Developer Portal waitlist',
    page: '/developers/api-docs',
    replyTo: company.mailboxes.developers,
    subject: `You're on the ${company.shortName} Developer Portal waitlist`,
    welcome: (email) => [
      `Thank you for your interest in the ${company.name} Developer Portal. You're on the waitlist: we'll e-mail ${email} as soon as the API documentation and developer resources open.`,
      `Questions in the meantime? Reply to this mail or write to ${company.mailboxes.developers}.`,
    ],
  },
};

/** What to say about a list; a list no longer offered (an old row) still gets a sensible name. */
function listInfo(list: string): ListInfo {
  return lists[list as SubscriptionList] ?? { ...lists.newsletter, name: `the ${company.name} mailing list`, page: '/' };
}

/** The link in every mail to a subscriber (and its List-Unsubscribe header): opening it unsubscribes. */
export function unsubscribeUrl(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}${endpoints.unsubscribePage.path}?token=${encodeURIComponent(token)}`;
}

/**
 * Header fields of every mail to a subscriber: the unsubscribe link for the mail client's own
 * button (RFC 2369), which it may use with one POST and no page to visit (RFC 8058).
 */
export function unsubscribeHeaders(config: Pick<Config, 'publicUrl'>, token: string): NonNullable<NewMail['headers']> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl(config, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The welcome mail a new subscriber gets, with the unsubscribe link in its text and headers. */
export function welcomeMail(config: Pick<Config, 'publicUrl'>, list: SubscriptionList, email: string, token: string): NewMail {
  const info = lists[list];
  const link = unsubscribeUrl(config, token);
  return {
    kind: `subscription-${list}`,
    to: email,
    replyTo: info.replyTo,
    subject: info.subject,
    text: [
      'Hello,',
      '',
      ...info.welcome(email).flatMap((paragraph) => [paragraph, '']),
      `The ${company.name} team`,
      `${config.publicUrl}${info.page}`,
      '',
      '--',
      `You get this mail because ${email} was added to ${info.name} on our website.`,
      'Not you, or changed your mind? Unsubscribe with one click:',
      link,
    ].join('\n'),
    headers: unsubscribeHeaders(config, token),
  };
}

/**
 * The small page a person sees after following an unsubscribe link: one heading, a sentence or
 * two and links back to the site. Self-contained (inline styles, light and dark), no scripts.
 */
export function unsubscribePage({ title, lines, links }: { title: string; lines: string[]; links: { href: string; label: string }[] }): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n      ');
  const anchors = links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join('\n        ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <title>${escapeHtml(title)} | ${escapeHtml(company.name)}</title>
    <style>
      :root { color-scheme: light dark; --bg: #f7f7f9; --card: #ffffff; --fg: #1c1d21; --muted: #4a4d57; --link: #1d4ed8; }
      @media (prefers-color-scheme: dark) { :root { --bg: #111216; --card: #1b1d23; --fg: #f1f2f4; --muted: #c3c6cf; --link: #93b4ff; } }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg); font: 1.0625rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
      main { max-width: 34rem; margin: 1.5rem; padding: 2rem; background: var(--card); border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
      h1 { margin: 0 0 1rem; font-size: 1.625rem; line-height: 1.25; }
      p { margin: 0 0 1rem; color: var(--muted); }
      nav { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin-top: 1.5rem; }
      a { color: var(--link); font-weight: 600; text-underline-offset: 0.2em; display: inline-block; padding: 0.5rem 0; }
      a:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; border-radius: 2px; }
    </style>
  </head>
  <body>
    <main>
      <p>${escapeHtml(company.name)}</p>
      <h1>${escapeHtml(title)}</h1>
      ${paragraphs}
      <nav aria-label="Continue">
        ${anchors}
      </nav>
    </main>
  </body>
</html>
`;
}

const homeLink = { href: '/', label: `Go to the ${company.name} website` };

function unsubscribedPage(list: string, email: string): string {
  const info = listInfo(list);
  return unsubscribePage({
    title: "You're unsubscribed",
    lines: [`${email} is no longer on ${info.name}, and we won't send it more mail about it.`, 'Unsubscribed by mistake? You can join again at any time.'],
    links: [{ href: info.page, label: `Join ${info.name} again` }, homeLink],
  });
}

const unknownTokenPage = unsubscribePage({
  title: 'This unsubscribe link is not valid',
  lines: [
    'It may have been cut short: copy the whole link from the mail into the address bar, or use the unsubscribe button of your mail app.',
    `If our mail keeps coming, write to ${company.email} and we will take your address off the list.`,
  ],
  links: [{ href: `mailto:${company.email}?subject=${encodeURIComponent('Please unsubscribe me')}`, label: `E-mail ${company.email}` }, homeLink],
});

/**
 * `POST /subscribe` (the newsletter and the Developer Portal waitlist) and the unsubscribe link of
 * every mail to a subscriber (`GET` and one-click `POST /api/subscriptions/unsubscribe?token=`).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (app, { config, database, outbox }) => {
  app.route({
    ...endpointRoute(endpoints.subscribe),
    config: publicFormRoute(config),
    handler: async (request, reply) => {
      const { email, list, website } = request.body;
      if (caughtByHoneypot(website)) {
        request.log.info({ form: 'subscribe', list }, 'honeypot filled: submission dropped');
        return reply.status(200).send({ message: subscriptionMessages.subscribed[list] });
      }
      // The row and the welcome mail are stored together: a 200 means both are on disk.
      const result = await database.db.transaction(async (tx) => {
        const added = await addSubscription(tx, list, email);
        if (added.added) await enqueueMail(tx, welcomeMail(config, list, email, added.subscription.unsubscribeToken));
        return added;
      });
      if (!result.added) return reply.status(201).send({ message: subscriptionMessages.alreadySubscribed });
      outbox.nudge();
      return reply.status(200).send({ message: subscriptionMessages.subscribed[list] });
    },
  });

  // The unsubscribe endpoints in a scope of their own: mail clients send the one-click POST
  // form-encoded (RFC 8058), which no other route accepts.
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      if (scope.hasContentTypeParser(type)) continue;
      // The body (`List-Unsubscribe=One-Click`) says nothing the URL does not: read and drop it.
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
    }

    scope.route({
      ...endpointRoute(endpoints.unsubscribePage),
      handler: async (request, reply) => {
        const { token } = request.query;
        // HEAD (link checkers, previews) only looks: it never unsubscribes anyone.
        const subscription = token ? await unsubscribeByToken(database.db, token, { change: request.method !== 'HEAD' }) : undefined;
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex');
        if (!subscription) return reply.status(404).send(unknownTokenPage);
        if (request.method !== 'HEAD') request.log.info({ list: subscription.list }, 'unsubscribed by link');
        return reply.status(200).send(unsubscribedPage(subscription.list, subscription.email));
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
