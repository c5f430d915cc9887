import { endpoints } from '@orisun/api';
import { company } from '@orisun/api/company';
import { pathIn, type SiteLanguage } from '@orisun/api/languages';
import { forumThreadHref } from '@orisun/api/routing';
import type { Config } from '../config.ts';
import type { FollowBatch } from '../db/forum/follows.ts';
import { authorOf } from '../db/forum/present.ts';
import type { NewMail } from '../db/outbox.ts';
import type { ForumReplyRow } from '../db/schema.ts';
import { forumPostMailBody } from './forumPost.ts';

// The mails of following a forum thread: the confirmation (double opt-in), the news of replies and solutions (one mail
// for a batch, with the one-click unsubscribe of RFC 8058), and the one-time link that carries a visitor to a device.
// A follow's mails are in its language (`forum_follows.language`, the thread page's it was asked from: `/fr/forum/...`
// is French), with links to the thread's page in it; a sign-in link's, in the language of the page it was asked from
// (`forum_sign_in_links.language`). English is the text these always had; French as written in Cotonou: vous, a
// no-break space before : ; ! ? and inside « », the typographic apostrophe.

type Urls = Pick<Config, 'publicUrl'>;
const link = (config: Urls, path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
/** The thread's page in `language`: `/forum/threads/<id>`, `/fr/forum/threads/<id>`. */
export const threadUrl = (config: Urls, id: string, language: SiteLanguage = 'en') => `${config.publicUrl}${pathIn(language, forumThreadHref(id))}`;

/** The unsubscribe link of a follow (its page's button and the mail client's one-click POST both stop the mail). */
export const unfollowUrl = (config: Urls, token: string) => link(config, endpoints.unfollow.path, token);

/** The title cut to one line of a sensible length. */
const shortTitle = (title: string) => (title.length > 80 ? `${title.slice(0, 79)}…` : title);

/** The words of a follow's mails (`title` is the thread's, already in its language's quotes) and of a sign-in link's. */
interface FollowMailWords {
  /** The thread's title in quotes, cut to one line of a sensible length. */
  quoted: (title: string) => string;
  hello: string;
  signature: string;
  confirmSubject: (title: string) => string;
  confirmAsk: (title: string, email: string) => string;
  notYou: (email: string) => string;
  /** What a batch brings: "a new reply", "2 new replies and a solution". */
  news: (replies: number, solved: boolean) => string;
  newsSubject: (what: string, title: string) => string;
  newsOpening: (title: string, what: string) => string;
  solution: (who: string) => string;
  replied: (who: string) => string;
  readAll: (url: string) => string;
  why: (email: string) => string;
  stop: string;
  signInSubject: string;
  /** How to use the one-time link; `name` is the visitor's own, when they chose one. */
  signInOpen: (name: string | null) => string;
  signInNotYou: string;
}

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

const mailWords: Record<SiteLanguage, FollowMailWords> = {
  en: {
    quoted: (title) => `“${shortTitle(title)}”`,
    hello: 'Hello,',
    signature: `The ${company.name} team`,
    confirmSubject: (title) => `Please confirm: follow ${title}`,
    confirmAsk: (title, email) =>
      `Someone, we hope you, asked to follow the forum thread ${title} with ${email}. Please confirm with this link (valid for 7 days), and we will mail you when someone replies or a solution is chosen:`,
    notYou: (email) => `If it was not you, ignore this mail: without a confirmation we will not write to ${email} about it again.`,
    news: (replies, solved) =>
      [replies > 0 ? (replies === 1 ? 'a new reply' : `${replies} new replies`) : '', solved ? 'a solution' : ''].filter(Boolean).join(' and '),
    newsSubject: (what, title) => `${capitalised(what)}: ${title}`,
    newsOpening: (title, what) => `The forum thread ${title} has ${what}.`,
    solution: (who) => `Chosen as the solution, by ${who}:`,
    replied: (who) => `${who} replied:`,
    readAll: (url) => `Read the whole thread: ${url}`,
    why: (email) => `You get this mail because ${email} follows this thread on the ${company.name} forum.`,
    stop: 'Stop these mails with one click:',
    signInSubject: `Your link to the ${company.name} forum`,
    signInOpen: (name) =>
      `Open this link on the device where you want to post${name ? ` as ${name}` : ''} on the ${company.name} forum. It works once, within 30 minutes:`,
    signInNotYou: 'If you did not ask for it, ignore this mail: nothing changes.',
  },
  fr: {
    quoted: (title) => `«\u00a0${shortTitle(title)}\u00a0»`,
    hello: 'Bonjour,',
    signature: `L’équipe ${company.name}`,
    confirmSubject: (title) => `Confirmez le suivi de la discussion ${title}`,
    confirmAsk: (title, email) =>
      `Quelqu’un, vous-même nous l’espérons, a demandé à suivre la discussion ${title} du forum avec l’adresse ${email}. Confirmez avec ce lien (valable 7\u00a0jours), et nous vous écrirons dès que quelqu’un répondra ou qu’une solution sera choisie\u00a0:`,
    notYou: (email) => `Si ce n’était pas vous, ignorez ce message\u00a0: sans confirmation, nous n’écrirons plus à ${email} à ce sujet.`,
    news: (replies, solved) =>
      [replies > 0 ? (replies === 1 ? 'une nouvelle réponse' : `${replies}\u00a0nouvelles réponses`) : '', solved ? 'une solution' : ''].filter(Boolean).join(' et '),
    newsSubject: (what, title) => `${capitalised(what)}\u00a0: ${title}`,
    newsOpening: (title, what) => `Du nouveau dans la discussion ${title} du forum\u00a0: ${what}.`,
    solution: (who) => `Réponse choisie comme solution, écrite par ${who}\u00a0:`,
    replied: (who) => `${who} a répondu\u00a0:`,
    readAll: (url) => `Lire toute la discussion\u00a0: ${url}`,
    why: (email) => `Vous recevez ce message parce que l’adresse ${email} suit cette discussion sur le forum d’${company.name}.`,
    stop: 'Pour ne plus suivre cette discussion, un clic suffit\u00a0:',
    signInSubject: `Votre lien d’accès au forum d’${company.name}`,
    signInOpen: (name) =>
      `Ouvrez ce lien sur l’appareil depuis lequel vous souhaitez publier${name ? ` en tant que ${name}` : ''} sur le forum d’${company.name}. Il ne sert qu’une fois, dans les 30\u00a0minutes\u00a0:`,
    signInNotYou: 'Si vous n’avez pas demandé ce lien, ignorez ce message\u00a0: rien ne change.',
  },
};

/** The first mail of a follow, in the language of the page it was asked from: the link that confirms it. */
export function followConfirmationMail(config: Urls, email: string, threadTitle: string, token: string, language: SiteLanguage = 'en'): NewMail {
  const words = mailWords[language];
  const title = words.quoted(threadTitle);
  return {
    kind: 'forum-follow-confirm',
    to: email,
    subject: words.confirmSubject(title),
    text: [
      words.hello,
      '',
      words.confirmAsk(title, email),
      '',
      link(config, endpoints.confirmFollowPage.path, token),
      '',
      words.notYou(email),
      '',
      words.signature,
    ].join('\n'),
  };
}

const whoWrote = (reply: ForumReplyRow) => (reply.authorKind === 'visitor' && reply.authorName ? reply.authorName : authorOf(reply.authorKind).name);

/**
 * One mail for a follower's batch, in the follow's language: each new reply or solution, oldest first, with the link
 * of the thread's page in that language and the unsubscribe.
 */
export function followNewsMail(config: Urls, { follow, thread, items }: FollowBatch): NewMail {
  const words = mailWords[follow.language];
  const replies = items.filter((i) => i.kind === 'reply').length;
  const solved = items.some((i) => i.kind === 'solution');
  const what = words.news(replies, solved);
  const title = words.quoted(thread.title);
  const url = threadUrl(config, thread.id, follow.language);
  const stop = unfollowUrl(config, follow.unsubscribeToken);
  return {
    kind: 'forum-follow-news',
    to: follow.email,
    subject: words.newsSubject(what, title),
    text: [
      words.newsOpening(title, what),
      '',
      ...items.flatMap(({ kind, reply }) => [
        kind === 'solution' ? words.solution(whoWrote(reply)) : words.replied(whoWrote(reply)),
        '',
        // The reply as the page shows it, read as plain text (its Markdown's marks gone), set apart by indenting.
        forumPostMailBody(reply.content, 600),
        '',
        `${url}#reply-${reply.id}`,
        '',
      ]),
      words.readAll(url),
      '',
      '--',
      words.why(follow.email),
      words.stop,
      stop,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * The one-time link that carries a visitor to another device, in the language of the page it was asked from (the
 * link keeps it: its pages and the forum it leads to are in it too).
 */
export function forumSignInMail(config: Urls, email: string, token: string, name: string | null, language: SiteLanguage = 'en'): NewMail {
  const words = mailWords[language];
  return {
    kind: 'forum-sign-in-link',
    to: email,
    subject: words.signInSubject,
    text: [
      words.hello,
      '',
      words.signInOpen(name),
      '',
      link(config, endpoints.forumSignInPage.path, token),
      '',
      words.signInNotYou,
      '',
      words.signature,
    ].join('\n'),
  };
}
