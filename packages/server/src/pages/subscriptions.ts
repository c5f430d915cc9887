import { company } from '@orisun/api/company';
import { pathIn, type SiteLanguage } from '@orisun/api/languages';
import { listInfo, type ListInfo } from '../mail/subscriptions.ts';
import { renderPage, type PageLink } from './template.ts';

/**
 * The pages a subscriber opens from a mail: unsubscribe and confirm (double opt-in). Each is in the language of the
 * subscription (the mails' own); a link the server does not know, in the language the browser asks for.
 */

interface SubscriptionPageWords {
  home: string;
  unsubscribed: { title: string; gone: (email: string, info: ListInfo) => string; mistake: string; joinAgain: (info: ListInfo) => string };
  unknownUnsubscribe: { title: string; lines: readonly string[]; mailSubject: string; mailLabel: string };
  confirm: { title: string; ask: (email: string, info: ListInfo) => string; button: (info: ListInfo) => string };
  confirmed: { title: string; done: (email: string, info: ListInfo) => string; back: (info: ListInfo) => string };
  unknownConfirm: { title: string; lines: readonly string[] };
}

const words: Record<SiteLanguage, SubscriptionPageWords> = {
  en: {
    home: `Go to the ${company.name} website`,
    unsubscribed: {
      title: "You're unsubscribed",
      gone: (email, info) => `${email} is no longer on ${info.name}, and we won't send it more mail about it.`,
      mistake: 'Unsubscribed by mistake? You can join again at any time.',
      joinAgain: (info) => `Join ${info.name} again`,
    },
    unknownUnsubscribe: {
      title: 'This unsubscribe link is not valid',
      lines: [
        'It may have been cut short: copy the whole link from the mail into the address bar, or use the unsubscribe button of your mail app.',
        `If our mail keeps coming, write to ${company.email} and we will take your address off the list.`,
      ],
      mailSubject: 'Please unsubscribe me',
      mailLabel: `E-mail ${company.email}`,
    },
    confirm: {
      title: 'Confirm your subscription',
      ask: (email, info) => `Add ${email} to ${info.name}? We will only write to it once you confirm.`,
      button: (info) => `Yes, add me to ${info.name}`,
    },
    confirmed: {
      title: "You're subscribed",
      done: (email, info) => `${email} is on ${info.name}. We've sent a welcome mail; each of our mails has a link to unsubscribe.`,
      back: (info) => `Back to ${info.name}`,
    },
    unknownConfirm: {
      title: 'This confirmation link is not valid',
      lines: [
        'It may have expired (a link is valid for 7 days), been cut short, or its address has unsubscribed since.',
        'Subscribe again on our website and we will send a new link.',
      ],
    },
  },
  fr: {
    home: `Aller sur le site d’${company.name}`,
    unsubscribed: {
      title: 'Désabonnement confirmé',
      gone: (email, info) => `L’adresse ${email} n’est plus inscrite ${info.on}, et nous ne lui écrirons plus à ce sujet.`,
      mistake: 'Une erreur\u00a0? Vous pouvez vous réinscrire à tout moment.',
      joinAgain: (info) => `Se réinscrire ${info.on}`,
    },
    unknownUnsubscribe: {
      title: 'Ce lien de désabonnement n’est pas valide',
      lines: [
        'Il a peut-être été coupé\u00a0: copiez le lien complet du message dans la barre d’adresse, ou utilisez le bouton de désabonnement de votre messagerie.',
        `Si nos messages continuent d’arriver, écrivez à ${company.email} et nous retirerons votre adresse de la liste.`,
      ],
      mailSubject: 'Merci de me désabonner',
      mailLabel: `Écrire à ${company.email}`,
    },
    confirm: {
      title: 'Confirmez votre inscription',
      ask: (email, info) => `Inscrire l’adresse ${email} ${info.on}\u00a0? Nous ne lui écrirons qu’une fois votre inscription confirmée.`,
      button: (info) => `Oui, m’inscrire ${info.on}`,
    },
    confirmed: {
      title: 'Inscription confirmée',
      done: (email, info) =>
        `L’adresse ${email} est bien inscrite ${info.on}. Nous vous avons envoyé un message de bienvenue\u00a0; chacun de nos messages contient un lien de désabonnement.`,
      back: (info) => `Retour à ${info.name}`,
    },
    unknownConfirm: {
      title: 'Ce lien de confirmation n’est pas valide',
      lines: [
        'Il a peut-être expiré (un lien reste valable 7\u00a0jours), été coupé, ou l’adresse a été désinscrite entre-temps.',
        'Inscrivez-vous à nouveau sur notre site web et nous vous enverrons un nouveau lien.',
      ],
    },
  },
};

const homeLink = (language: SiteLanguage): PageLink => ({ href: pathIn(language, '/'), label: words[language].home });

export function unsubscribedPage(list: string, email: string, language: SiteLanguage = 'en'): string {
  const info = listInfo(list, language);
  const w = words[language].unsubscribed;
  return renderPage({
    language,
    title: w.title,
    lines: [w.gone(email, info), w.mistake],
    links: [{ href: info.page, label: w.joinAgain(info) }, homeLink(language)],
  });
}

/** An unsubscribe link the server does not know: in the language the browser asks for (no subscription says one). */
export function unknownUnsubscribeTokenPage(language: SiteLanguage = 'en'): string {
  const w = words[language].unknownUnsubscribe;
  return renderPage({
    language,
    title: w.title,
    lines: w.lines,
    links: [{ href: `mailto:${company.email}?subject=${encodeURIComponent(w.mailSubject)}`, label: w.mailLabel }, homeLink(language)],
  });
}

/** The page of the confirmation link (GET): it only asks; its button (a POST to `action`) confirms. */
export function confirmPage(list: string, email: string, action: string, language: SiteLanguage = 'en'): string {
  const info = listInfo(list, language);
  const w = words[language].confirm;
  return renderPage({
    language,
    title: w.title,
    lines: [w.ask(email, info)],
    form: { action, label: w.button(info) },
    links: [homeLink(language)],
  });
}

export function confirmedPage(list: string, email: string, language: SiteLanguage = 'en'): string {
  const info = listInfo(list, language);
  const w = words[language].confirmed;
  return renderPage({
    language,
    title: w.title,
    lines: [w.done(email, info)],
    links: [{ href: info.page, label: w.back(info) }, homeLink(language)],
  });
}

/** A confirmation link the server does not know (or no longer honours): in the language the browser asks for. */
export function unknownConfirmTokenPage(language: SiteLanguage = 'en'): string {
  const w = words[language].unknownConfirm;
  return renderPage({ language, title: w.title, lines: w.lines, links: [homeLink(language)] });
}
