import { endpoints, type SubscriptionList } from '@orisun/api';
import { company } from '@orisun/api/company';
import { pathIn, type SiteLanguage } from '@orisun/api/languages';
import type { Config } from '../config.ts';
import type { NewMail } from '../db/outbox.ts';

/**
 * A subscriber's mails and pages are in the language of their subscription (`subscriptions.language`, the page's they
 * subscribed from: `/fr/events` is French). English is the text these always had; French as written in Cotonou: vous,
 * a no-break space before : ; ! ?, the typographic apostrophe.
 */
export interface ListInfo {
  /** How prose names the list: "the Developer Portal waitlist", "la liste d’attente du portail développeurs". */
  name: string;
  /**
   * The list after a verb of joining it, with its preposition: French "à la lettre d’information…", "sur la liste
   * d’attente…" (each list has its own); English "on the Developer Portal waitlist".
   */
  on: string;
  /** The site page about the list, in the subscription's language (the unsubscribe page links back to it). */
  page: string;
  /** Where a subscriber's reply to the welcome mail goes. */
  replyTo: string;
  subject: string;
  /** The welcome mail's own paragraphs (greeting, closing and unsubscribe lines are shared). */
  welcome: (email: string) => string[];
}

const newsletterName = { en: `the ${company.name} newsletter`, fr: `la lettre d’information d’${company.name}` };
const waitlistName = { en: 'the Developer Portal waitlist', fr: 'la liste d’attente du portail développeurs' };

export const lists: Record<SiteLanguage, Record<SubscriptionList, ListInfo>> = {
  en: {
    newsletter: {
      name: newsletterName.en,
      on: `on ${newsletterName.en}`,
      page: '/events',
      replyTo: company.email,
      subject: `Welcome to the ${company.name} newsletter`,
      welcome: () => [
        `Thank you for subscribing to the ${company.name} newsletter. We'll write when we announce new webinars, workshops and conferences, and now and then with news from our teams in Lagos, Ogbomosho and Cotonou.`,
      ],
    },
    'developer-portal': {
      name: waitlistName.en,
      on: `on ${waitlistName.en}`,
      page: '/developers/api-docs',
      replyTo: company.mailboxes.developers,
      subject: `You're on the ${company.shortName} Developer Portal waitlist`,
      welcome: (email) => [
        `Thank you for your interest in the ${company.name} Developer Portal. You're on the waitlist: we'll e-mail ${email} as soon as the API documentation and developer resources open.`,
        `Questions in the meantime? Reply to this mail or write to ${company.mailboxes.developers}.`,
      ],
    },
  },
  fr: {
    newsletter: {
      name: newsletterName.fr,
      on: `à ${newsletterName.fr}`,
      page: pathIn('fr', '/events'),
      replyTo: company.email,
      subject: `Bienvenue dans la lettre d’information d’${company.name}`,
      welcome: () => [
        `Merci pour votre abonnement à la lettre d’information d’${company.name}. Nous vous écrirons à chaque annonce de nouveaux webinaires, ateliers et conférences, et de temps à autre pour vous donner des nouvelles de nos équipes de Lagos, d’Ogbomosho et de Cotonou.`,
      ],
    },
    'developer-portal': {
      name: waitlistName.fr,
      on: `sur ${waitlistName.fr}`,
      page: pathIn('fr', '/developers/api-docs'),
      replyTo: company.mailboxes.developers,
      subject: `Vous êtes bien sur la liste d’attente du portail développeurs d’${company.shortName}`,
      welcome: (email) => [
        `Merci de l’intérêt que vous portez au portail développeurs d’${company.name}. Vous êtes sur la liste d’attente\u00a0: nous écrirons à ${email} dès l’ouverture de la documentation de l’API et des ressources pour les développeurs.`,
        `Des questions d’ici là\u00a0? Répondez à ce message ou écrivez à ${company.mailboxes.developers}.`,
      ],
    },
  },
};

/** A list that is no longer offered (an old row): a sensible name all the same, and the home page. */
const otherList: Record<SiteLanguage, Pick<ListInfo, 'name' | 'on'>> = {
  en: { name: `the ${company.name} mailing list`, on: `on the ${company.name} mailing list` },
  fr: { name: `la liste de diffusion d’${company.name}`, on: `sur la liste de diffusion d’${company.name}` },
};

/** What to say about a list in `language`; a list no longer offered (an old row) still gets a sensible name. */
export function listInfo(list: string, language: SiteLanguage = 'en'): ListInfo {
  return lists[language][list as SubscriptionList] ?? { ...lists[language].newsletter, ...otherList[language], page: pathIn(language, '/') };
}

/** The words around a list's own in the mails to a subscriber: the confirmation link's mail and the welcome mail. */
interface SubscriptionMailWords {
  hello: string;
  signature: string;
  why: (email: string, info: ListInfo) => string;
  unsubscribe: string;
  confirmSubject: (info: ListInfo) => string;
  confirmAsk: (email: string, info: ListInfo) => string;
  notYou: (email: string) => string;
}

const mailWords: Record<SiteLanguage, SubscriptionMailWords> = {
  en: {
    hello: 'Hello,',
    signature: `The ${company.name} team`,
    why: (email, info) => `You get this mail because ${email} was added to ${info.name} on our website.`,
    unsubscribe: 'Not you, or changed your mind? Unsubscribe with one click:',
    confirmSubject: (info) => `Please confirm: ${info.name}`,
    confirmAsk: (email, info) => `Someone, we hope you, asked to add ${email} to ${info.name} on our website. Please confirm with this link (valid for 7 days):`,
    notYou: (email) => `If it was not you, ignore this mail: without a confirmation we will not write to ${email} again.`,
  },
  fr: {
    hello: 'Bonjour,',
    signature: `L’équipe ${company.name}`,
    why: (email, info) => `Vous recevez ce message parce que l’adresse ${email} a été inscrite ${info.on} depuis notre site web.`,
    unsubscribe: 'Ce n’était pas vous, ou vous avez changé d’avis\u00a0? Désabonnez-vous en un clic\u00a0:',
    confirmSubject: (info) => `Confirmez votre inscription ${info.on}`,
    confirmAsk: (email, info) =>
      `Quelqu’un, vous-même nous l’espérons, a demandé l’inscription de l’adresse ${email} ${info.on} depuis notre site web. Merci de la confirmer avec ce lien (valable 7\u00a0jours)\u00a0:`,
    notYou: (email) => `Si ce n’était pas vous, ignorez ce message\u00a0: sans confirmation, nous n’écrirons plus à ${email}.`,
  },
};

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

/** The welcome mail a new subscriber gets, in their subscription's language, with the unsubscribe link in its text and headers. */
export function welcomeMail(config: Pick<Config, 'publicUrl'>, list: string, email: string, token: string, language: SiteLanguage = 'en'): NewMail {
  const info = listInfo(list, language);
  const words = mailWords[language];
  const link = unsubscribeUrl(config, token);
  return {
    kind: `subscription-${list}`,
    to: email,
    replyTo: info.replyTo,
    subject: info.subject,
    text: [
      words.hello,
      '',
      ...info.welcome(email).flatMap((paragraph) => [paragraph, '']),
      words.signature,
      `${config.publicUrl}${info.page}`,
      '',
      '--',
      words.why(email, info),
      words.unsubscribe,
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
 * The first and, until it is confirmed, only mail to a new address, in the language of the page it subscribed from:
 * the link that confirms it. It has no unsubscribe link: nothing more is sent unless the link is followed.
 */
export function confirmationMail(config: Pick<Config, 'publicUrl'>, list: SubscriptionList, email: string, token: string, language: SiteLanguage = 'en'): NewMail {
  const info = lists[language][list];
  const words = mailWords[language];
  return {
    kind: `subscription-confirm-${list}`,
    to: email,
    replyTo: info.replyTo,
    subject: words.confirmSubject(info),
    text: [words.hello, '', words.confirmAsk(email, info), '', confirmUrl(config, token), '', words.notYou(email), '', words.signature].join('\n'),
  };
}
