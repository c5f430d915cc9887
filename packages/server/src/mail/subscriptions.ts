import { endpoints, type SubscriptionList } from '@orisun/api';
import { company } from '@orisun/api/company';
import type { Config } from '../config.ts';
import type { NewMail } from '../db/outbox.ts';

export interface ListInfo {
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

export const lists: Record<SubscriptionList, ListInfo> = {
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
export function listInfo(list: string): ListInfo {
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
export function welcomeMail(config: Pick<Config, 'publicUrl'>, list: string, email: string, token: string): NewMail {
  const info = listInfo(list);
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

/** The link of the confirmation mail: it opens a page whose button confirms (double opt-in). */
export function confirmUrl(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}${endpoints.confirmSubscriptionPage.path}?token=${encodeURIComponent(token)}`;
}

/**
 * The first and, until it is confirmed, only mail to a new address: the link that confirms it.
 * It has no unsubscribe link: nothing more is sent unless the link is followed.
 */
export function confirmationMail(config: Pick<Config, 'publicUrl'>, list: SubscriptionList, email: string, token: string): NewMail {
  const info = lists[list];
  return {
    kind: `subscription-confirm-${list}`,
    to: email,
    replyTo: info.replyTo,
    subject: `Please confirm: ${info.name}`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked to add ${email} to ${info.name} on our website. Please confirm with this link (valid for 7 days):`,
      '',
      confirmUrl(config, token),
      '',
      `If it was not you, ignore this mail: without a confirmation we will not write to ${email} again.`,
      '',
      `The ${company.name} team`,
    ].join('\n'),
  };
}
