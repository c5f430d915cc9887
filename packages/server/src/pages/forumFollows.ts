import { pathIn, type SiteLanguage } from '@orisun/api/languages';
import { forumThreadHref } from '@orisun/api/routing';
import { renderPage, type PageLink } from './template.ts';

/**
 * The pages of the forum's mailed links (confirm a follow, unsubscribe, sign in on this device): no script needed. A
 * follow's pages are in its language (its mails' own), with links to the forum in it; a link the server does not
 * know, in the language the browser asks for. A sign-in link's pages are in the language of the page it was asked from
 * (its mail's), and lead to the forum in it.
 */

interface FollowPageWords {
  forum: string;
  thread: string;
  confirm: { title: string; ask: (email: string, title: string) => string; button: string };
  confirmed: { title: string; done: (email: string, title: string) => string };
  unknownConfirm: { title: string; lines: readonly string[] };
  unfollow: { title: string; ask: (email: string, title: string) => string; button: string };
  unfollowed: { title: string; lines: (email: string, title: string) => string[] };
  unknownUnfollow: { title: string; lines: readonly string[] };
  signIn: { title: string; ask: (name: string | null) => string; button: string };
  unknownSignIn: { title: string; lines: readonly string[] };
}

const words: Record<SiteLanguage, FollowPageWords> = {
  en: {
    forum: 'Go to the forum',
    thread: 'Read the thread',
    confirm: {
      title: 'Confirm: follow this thread',
      ask: (email, title) => `Mail ${email} when someone replies to “${title}” or chooses its solution? Each mail has a link to stop them.`,
      button: 'Yes, follow this thread',
    },
    confirmed: {
      title: "You're following this thread",
      done: (email, title) => `We will mail ${email} about new replies to “${title}” and its solution, several at once when they come close together.`,
    },
    unknownConfirm: {
      title: 'This confirmation link is not valid',
      lines: ['It may have expired (a link is valid for 7 days), been cut short, or its address has unsubscribed since.', 'Follow the thread again on the forum and we will send a new link.'],
    },
    unfollow: { title: 'Stop mail about this thread?', ask: (email, title) => `Stop mailing ${email} about “${title}”?`, button: 'Stop these mails' },
    unfollowed: { title: "You're unsubscribed", lines: (email, title) => [`We won't mail ${email} about “${title}” again.`, 'Changed your mind? Follow the thread again from its page.'] },
    unknownUnfollow: {
      title: 'This unsubscribe link is not valid',
      lines: ['It may have been cut short: copy the whole link from the mail into the address bar, or use the unsubscribe button of your mail app.'],
    },
    signIn: {
      title: 'Use this device on the forum',
      ask: (name) => `Post${name ? ` as ${name}` : ''} from this browser? The link works once.`,
      button: 'Yes, use this device',
    },
    unknownSignIn: {
      title: 'This link is not valid',
      lines: ['It may have been used already, expired (a link works for 30 minutes), or been cut short.', 'Ask for a new one from “Your name” on the forum.'],
    },
  },
  fr: {
    forum: 'Aller sur le forum',
    thread: 'Lire la discussion',
    confirm: {
      title: 'Confirmez le suivi de cette discussion',
      ask: (email, title) =>
        `Écrire à ${email} dès que quelqu’un répond à la discussion «\u00a0${title}\u00a0» ou y choisit une solution\u00a0? Chaque message contient un lien pour ne plus la suivre.`,
      button: 'Oui, suivre cette discussion',
    },
    confirmed: {
      title: 'Vous suivez cette discussion',
      done: (email, title) =>
        `Nous écrirons à ${email} à chaque nouvelle réponse à la discussion «\u00a0${title}\u00a0» et quand une solution sera choisie, en regroupant dans un même message les réponses qui arrivent à peu d’intervalle.`,
    },
    unknownConfirm: {
      title: 'Ce lien de confirmation n’est pas valide',
      lines: [
        'Il a peut-être expiré (un lien reste valable 7\u00a0jours), été coupé, ou l’adresse a cessé de suivre la discussion entre-temps.',
        'Suivez à nouveau la discussion depuis le forum et nous vous enverrons un nouveau lien.',
      ],
    },
    unfollow: {
      title: 'Ne plus suivre cette discussion\u00a0?',
      ask: (email, title) => `Ne plus écrire à ${email} au sujet de la discussion «\u00a0${title}\u00a0»\u00a0?`,
      button: 'Ne plus suivre cette discussion',
    },
    unfollowed: {
      title: 'Vous ne suivez plus cette discussion',
      lines: (email, title) => [
        `Nous n’écrirons plus à ${email} au sujet de la discussion «\u00a0${title}\u00a0».`,
        'Vous avez changé d’avis\u00a0? Suivez à nouveau la discussion depuis sa page.',
      ],
    },
    unknownUnfollow: {
      title: 'Ce lien de désabonnement n’est pas valide',
      lines: [
        'Il a peut-être été coupé\u00a0: copiez le lien complet du message dans la barre d’adresse, ou utilisez le bouton de désabonnement de votre messagerie.',
      ],
    },
    signIn: {
      title: 'Utiliser cet appareil sur le forum',
      ask: (name) => `Publier${name ? ` en tant que ${name}` : ''} depuis ce navigateur\u00a0? Le lien ne sert qu’une fois.`,
      button: 'Oui, utiliser cet appareil',
    },
    unknownSignIn: {
      title: 'Ce lien n’est pas valide',
      lines: [
        'Il a peut-être déjà servi, expiré (un lien reste valable 30\u00a0minutes) ou été coupé.',
        'Demandez-en un nouveau depuis «\u00a0Votre nom\u00a0» sur le forum.',
      ],
    },
  },
};

const forumLink = (language: SiteLanguage = 'en'): PageLink => ({ href: pathIn(language, '/forum'), label: words[language].forum });
const threadLink = (id: string, language: SiteLanguage): PageLink => ({ href: pathIn(language, forumThreadHref(id)), label: words[language].thread });

/** The page of the confirmation link (GET): it only asks; its button (a POST to `action`) confirms. */
export function confirmFollowPage(email: string, title: string, action: string, language: SiteLanguage = 'en'): string {
  const w = words[language].confirm;
  return renderPage({ language, title: w.title, lines: [w.ask(email, title)], form: { action, label: w.button }, links: [forumLink(language)] });
}

export function followConfirmedPage(email: string, title: string, threadId: string, language: SiteLanguage = 'en'): string {
  const w = words[language].confirmed;
  return renderPage({ language, title: w.title, lines: [w.done(email, title)], links: [threadLink(threadId, language), forumLink(language)] });
}

/** A confirmation link the server does not know (or no longer honours): in its follow's language, else the browser's. */
export function unknownFollowConfirmPage(language: SiteLanguage = 'en'): string {
  const w = words[language].unknownConfirm;
  return renderPage({ language, title: w.title, lines: w.lines, links: [forumLink(language)] });
}

/** The page of the unsubscribe link (GET): it only asks; its button (a POST to `action`) stops the mail. */
export function unfollowPage(email: string, title: string, action: string, language: SiteLanguage = 'en'): string {
  const w = words[language].unfollow;
  return renderPage({ language, title: w.title, lines: [w.ask(email, title)], form: { action, label: w.button }, links: [forumLink(language)] });
}

export function unfollowedPage(email: string, title: string, threadId: string, language: SiteLanguage = 'en'): string {
  const w = words[language].unfollowed;
  return renderPage({ language, title: w.title, lines: w.lines(email, title), links: [threadLink(threadId, language), forumLink(language)] });
}

/** An unsubscribe link the server does not know: in the language the browser asks for (no follow says one). */
export function unknownUnfollowPage(language: SiteLanguage = 'en'): string {
  const w = words[language].unknownUnfollow;
  return renderPage({ language, title: w.title, lines: w.lines, links: [forumLink(language)] });
}

/** The page of a sign-in link (GET), in the link's language: it only asks; its button (a POST to `action`) uses it. */
export function signInPage(action: string, name: string | null, language: SiteLanguage = 'en'): string {
  const w = words[language].signIn;
  return renderPage({ language, title: w.title, lines: [w.ask(name)], form: { action, label: w.button }, links: [forumLink(language)] });
}

/** A sign-in link the server does not honour (used, expired, cut short): in its link's language, else the browser's. */
export function unknownSignInPage(language: SiteLanguage = 'en'): string {
  const w = words[language].unknownSignIn;
  return renderPage({ language, title: w.title, lines: w.lines, links: [forumLink(language)] });
}
