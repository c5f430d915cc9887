import { formatDateTime } from './dates.ts';
import { liveTable } from './messages/index.ts';
import { forumAuthors, forumLimits } from './schemas/forumFacts.ts';

/** A time as the forum's ban names it in English: 2026-12-04 18:40 (UTC). */
const utcMinute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');
/** How long to wait, in English: seconds under 90, then minutes under 90, then hours. */
function duration(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

const en = {
  /** What the server answers an accepted submission with (the 200's `message`). */
  accepted: {
    /** `POST /submit-form`. */
    projectBrief: "Thank you for your submission! We'll get back to you within 24 hours.",
    /** `POST /contact`, naming the city of the office the visitor chose (docs/product.md §2.7). */
    contactMessage: (city: string) => `Message Sent! Our ${city} team will respond within 24 hours.`,
    /** `POST /apply`. */
    teamApplication: "Thank you for your submission! We'll get back to you once your application is analyzed.",
    /** `POST /reservation`, naming the event and the address the confirmation went to. */
    reservation: (eventTitle: string, email: string) => `Your seat at ${eventTitle} is reserved. We've e-mailed the details and a calendar invite to ${email}.`,
  },
  /**
   * `POST /subscribe`'s answers (`subscriptionMessages`, by list): a new address (or one not yet confirmed) is asked to
   * confirm by the mail's link; a confirmed address already on the list is told so (a 201, shown error-style).
   */
  subscription: {
    subscribed: {
      newsletter: "You're subscribed! Check your inbox for a confirmation.",
      'developer-portal': "Almost on the list! Check your inbox to confirm, and we'll e-mail you when the Developer Portal opens.",
    },
    alreadySubscribed: "You're already subscribed with this e-mail.",
  },
  /** `POST /reservation`'s refusals (`reservationAnswers`): the events page shows them as they come. */
  reservation: {
    notFound: 'We could not find this event. Please reload the events page and try again.',
    past: 'This event has already taken place, so it no longer takes reservations.',
    elsewhere: 'Seats for this event are not reserved here: please use its registration link.',
    duplicate: 'You have already reserved a seat at this event with this e-mail address.',
    full: 'Sorry, this event is full: every seat has been reserved.',
  },
  /** The forum's refusals and answers that only the server says (`forumAnswers`); the page shows them as they come. */
  forum: {
    notYours: 'Only the person who started this thread or a moderator can choose its solution.',
    alreadySolved: 'This thread already has a solution.',
    alreadyReported: 'You have reported this already.',
    threadLocked: 'This thread is closed to new replies.',
    banned: (until: Date) => `A moderator has stopped posts, likes and reports from you until ${utcMinute(until)} UTC.`,
    tooManyLikes: 'Many likes came from your network in the last hour. Please try again later.',
    visitorCookieNeeded: "Reload the forum page and try again: your browser needs to keep the forum's cookie to like, report or post.",
    reported: 'Thank you. A moderator will look at it.',
    adminOnly: 'Only a forum admin can do this.',
    notYourPost: 'Only the person who wrote this post can change it.',
    editWindowOver: `Posts can be changed for ${forumLimits.authorEditHours} hours after posting; ask a moderator instead.`,
    postDeleted: 'This post was deleted; it cannot be changed.',
    ownEdited: 'Your changes are saved.',
    ownDeleted: 'Your post was deleted.',
  },
  /**
   * The server's sentences for a visitor's posting limits and an admin's moderation (`forumLimitAnswers`,
   * packages/server/src/routes/forum/rules.ts): the page shows them under the field or in the toast.
   */
  forumLimits: {
    duplicate: 'You posted the same text a moment ago. Write something new, or wait a few minutes.',
    wait: (seconds: number) => `You are posting too fast. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    threadsPerDay: (max: number, seconds: number) => `You have started ${max} threads in the last 24 hours, the most a day. Try again in ${duration(seconds)}.`,
    repliesPerDay: (max: number, seconds: number) => `You have written ${max} replies in the last 24 hours, the most a day. Try again in ${duration(seconds)}.`,
    threadUpdated: 'The thread was updated.',
    threadDeleted: 'The thread was deleted.',
    replyDeleted: 'The reply was deleted.',
    kept: 'The post stays on the forum and its reports are closed.',
    removed: 'The post was removed.',
  },
  /**
   * The server's answers to following a thread by e-mail and to a visitor's own name (`forumFollowAnswers`,
   * `forumFollowMessages` in schemas/forumFollow.ts); the follow and name forms show them as they come.
   */
  forumFollow: {
    /** New, pending or back after unsubscribing: the same sentence, so the answer tells nothing about who follows what. */
    confirm: 'Check your inbox: follow the link we sent to confirm, and we will mail you about new replies.',
    already: 'This address already follows this thread.',
    signInLinkSent: 'If that address follows a thread here, we have sent it a link. It works once, within 30 minutes.',
    nameSaved: (name: string) => `You post as ${name} now.`,
    /** Back to the visitor's default author name ("Anonymous", stored text: the same in every language). */
    nameCleared: `You post as ${forumAuthors.visitor.name} now.`,
    nameTaken: 'Someone else has this name. Choose another.',
  },
};

/** A ban's end in UTC as French writes it (the English says UTC too): "1er décembre 2026 à 18:05". */
const frenchUtcMinute = (at: Date) => formatDateTime(at, 'fr', { date: 'long', time: true, timeZone: 'UTC' });
/** A count of a unit, the unit in the plural from 2 on as French has it: "1\u00a0seconde", "90\u00a0secondes". */
const units = (n: number, unit: string) => `${n}\u00a0${unit}${n >= 2 ? 's' : ''}`;
/** How long to wait, in French: seconds under 90, then minutes under 90, then hours. */
function frenchDuration(seconds: number): string {
  if (seconds < 90) return units(seconds, 'seconde');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return units(minutes, 'minute');
  return units(Math.ceil(minutes / 60), 'heure');
}

/** French as written in Cotonou (vous, a no-break space before : ; ! ?), same keys. */
const fr: typeof en = {
  accepted: {
    projectBrief: 'Merci pour votre demande\u00a0! Nous vous répondons sous 24\u00a0heures.',
    contactMessage: (city) => `Message envoyé\u00a0! Notre équipe de ${city} vous répond sous 24\u00a0heures.`,
    teamApplication: 'Merci pour votre candidature\u00a0! Nous vous répondrons dès que nous l’aurons étudiée.',
    reservation: (eventTitle, email) => `Votre place à ${eventTitle} est réservée. Nous avons envoyé les détails et une invitation d’agenda à ${email}.`,
  },
  subscription: {
    subscribed: {
      newsletter: 'Inscription enregistrée\u00a0! Confirmez-la depuis l’e-mail que nous venons de vous envoyer.',
      'developer-portal': 'Plus qu’une étape\u00a0! Confirmez votre inscription depuis l’e-mail que nous venons de vous envoyer, et nous vous écrirons dès l’ouverture du portail développeurs.',
    },
    alreadySubscribed: 'Cette adresse e-mail est déjà inscrite.',
  },
  reservation: {
    notFound: 'Nous ne trouvons pas cet événement. Rechargez la page des événements, puis réessayez.',
    past: 'Cet événement a déjà eu lieu\u00a0: il ne prend plus de réservations.',
    elsewhere: 'Les places de cet événement ne se réservent pas ici\u00a0: utilisez son lien d’inscription.',
    duplicate: 'Vous avez déjà réservé une place à cet événement avec cette adresse e-mail.',
    full: 'Désolés, cet événement est complet\u00a0: toutes les places ont été réservées.',
  },
  forum: {
    notYours: 'Seule la personne qui a ouvert cette discussion, ou un modérateur, peut en choisir la solution.',
    alreadySolved: 'Cette discussion a déjà une solution.',
    alreadyReported: 'Vous avez déjà signalé ce message.',
    threadLocked: 'Cette discussion est fermée aux nouvelles réponses.',
    banned: (until) => `Un modérateur a suspendu vos messages, vos J’aime et vos signalements jusqu’au ${frenchUtcMinute(until)} UTC.`,
    tooManyLikes: 'Votre réseau a envoyé beaucoup de J’aime au cours de la dernière heure. Réessayez plus tard.',
    visitorCookieNeeded: 'Rechargez la page du forum, puis réessayez\u00a0: votre navigateur doit garder le cookie du forum pour mettre un J’aime, signaler ou publier.',
    reported: 'Merci. Un modérateur va l’examiner.',
    adminOnly: 'Seul un administrateur du forum peut faire cela.',
    notYourPost: 'Seule la personne qui a écrit ce message peut le modifier.',
    editWindowOver: `Un message peut être modifié pendant ${forumLimits.authorEditHours}\u00a0heures après sa publication\u00a0; au-delà, demandez à un modérateur.`,
    postDeleted: 'Ce message a été supprimé\u00a0; il ne peut plus être modifié.',
    ownEdited: 'Vos modifications sont enregistrées.',
    ownDeleted: 'Votre message a été supprimé.',
  },
  forumLimits: {
    duplicate: 'Vous venez de publier ce même texte. Écrivez autre chose, ou patientez quelques minutes.',
    wait: (seconds) => `Vous publiez trop vite. Patientez ${units(seconds, 'seconde')}, puis réessayez.`,
    threadsPerDay: (max, seconds) => `Vous avez ouvert ${units(max, 'discussion')} ces dernières 24\u00a0heures, le maximum par jour. Réessayez dans ${frenchDuration(seconds)}.`,
    repliesPerDay: (max, seconds) => `Vous avez écrit ${units(max, 'réponse')} ces dernières 24\u00a0heures, le maximum par jour. Réessayez dans ${frenchDuration(seconds)}.`,
    threadUpdated: 'La discussion a été mise à jour.',
    threadDeleted: 'La discussion a été supprimée.',
    replyDeleted: 'La réponse a été supprimée.',
    kept: 'Le message reste sur le forum et ses signalements sont classés.',
    removed: 'Le message a été retiré.',
  },
  forumFollow: {
    confirm: 'Consultez votre boîte de réception\u00a0: confirmez avec le lien que nous venons de vous envoyer, et nous vous écrirons à chaque nouvelle réponse.',
    already: 'Cette adresse suit déjà cette discussion.',
    signInLinkSent: 'Si cette adresse suit une discussion ici, nous lui avons envoyé un lien. Il ne sert qu’une fois, dans les 30\u00a0minutes.',
    nameSaved: (name) => `Vous publiez désormais en tant que ${name}.`,
    nameCleared: `Vous publiez désormais en tant que ${forumAuthors.visitor.name}.`,
    nameTaken: 'Quelqu’un d’autre porte déjà ce nom. Choisissez-en un autre.',
  },
};

/**
 * The sentences the server answers an accepted submission with (the 200's `message`), in the request's language
 * (docs/adr/0033), written once: the server's routes send them and the MSW mocks answer with them, so a story shows
 * what the server says. The event and subscription forms show them as they are. Not in the pages' bundles (`liveTable`).
 * (The Expert Network's is `consultantApplicationMessages.accepted`, with the rest of its rules.)
 */
export const acceptedAnswers = liveTable({ en: en.accepted, fr: fr.accepted });

/** `POST /reservation`'s refusals (an unknown or past event, one reserved elsewhere, a second seat, a full event), in the request's language. */
export const reservationAnswers = liveTable({ en: en.reservation, fr: fr.reservation });

/** `POST /subscribe`'s answers in the request's language (`subscriptionMessages` in schemas/subscriptions.ts). */
export const subscriptionAnswers = liveTable({ en: en.subscription, fr: fr.subscription });

/**
 * The forum's refusals and answers that only the server says (a 403, 409 or 429's sentence, a report's thanks, an
 * author's edit saved), in the request's language; the forum's pages show them as they come. What a page says from its
 * own code is `forumMessages` (schemas/forumFacts.ts).
 */
export const forumAnswers = liveTable({ en: en.forum, fr: fr.forum });

/** The server's sentences for the forum's posting limits and an admin's moderation, in the request's language. */
export const forumLimitAnswers = liveTable({ en: en.forumLimits, fr: fr.forumLimits });

/**
 * The server's answers to following a thread and to a visitor's name change, in the request's language
 * (`forumFollowMessages`, schemas/forumFollow.ts, adds the name form's own `nameReserved`).
 */
export const forumFollowAnswers = liveTable({ en: en.forumFollow, fr: fr.forumFollow });

/** The tables themselves, by language, for the test that every sentence has its French (answers.test.ts). */
export const answerTables = { en, fr };
