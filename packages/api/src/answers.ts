import { liveTable } from './messages/index.ts';

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
};

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
};

/**
 * The sentences the server answers an accepted submission with (the 200's `message`), in the request's language
 * (docs/adr/0033), written once: the server's routes send them and the MSW mocks answer with them, so a story shows
 * what the server says. The event and subscription forms show them as they are. Not in the pages' bundles (`liveTable`).
 * (The Expert Network's is `consultantApplicationMessages.accepted`, with the rest of its rules.)
 */
export const acceptedAnswers = liveTable({ en: en.accepted, fr: fr.accepted });

/** `POST /subscribe`'s answers in the request's language (`subscriptionMessages` in schemas/subscriptions.ts). */
export const subscriptionAnswers = liveTable({ en: en.subscription, fr: fr.subscription });
