import { company } from '@orisun/api/company';
import type { SiteLanguage } from '@orisun/api/languages';

import { officeTime } from './officeTime.ts';

const { withinHours, highUrgencyAverageHours } = company.supportResponse;

/**
 * The words of the desk's mails to a customer, in the language the ticket was opened in (`tickets.language`): the
 * ticket received, a staff response, the ticket resolved. English is the text these mails always had. French as
 * written in Cotonou: vous, and a no-break space before : ; ! ?.
 */
export interface TicketCustomerWords {
  hello: (name: string) => string;
  /** A mail's subject: what happened, then the ticket's subject. */
  about: (what: string, subject: string) => string;
  receivedSubject: string;
  followUpSubject: string;
  received: (reference: string) => string;
  followUp: (reference: string) => string;
  subjectLine: (subject: string) => string;
  youWrote: string;
  signInOnce: string;
  signInLater: (dashboardUrl: string, reference: string) => string;
  attached: (count: number) => string;
  responseSubject: string;
  answered: (author: string, reference: string, at: Date) => string;
  answerByMail: (dashboardUrl: string, reference: string) => string;
  answerOnPage: (dashboardUrl: string, reference: string) => string;
  resolvedSubject: string;
  resolved: (reference: string) => string;
  signature: string;
}

export const ticketCustomerWords: Record<SiteLanguage, TicketCustomerWords> = {
  en: {
    hello: (name) => `Hello ${name},`,
    about: (what, subject) => `${what}: ${subject}`,
    receivedSubject: 'We received your support request',
    followUpSubject: 'We added your message to your ticket',
    received: (reference) =>
      `Thank you for contacting ${company.name}. Your ticket ID is ${reference}. We reply within ${withinHours} hours (about ${highUrgencyAverageHours} hours for high urgency).`,
    followUp: (reference) => `We added your message to your ticket ${reference}.`,
    subjectLine: (subject) => `Subject: ${subject}`,
    youWrote: 'You wrote:',
    signInOnce: 'Follow your ticket, read our answers and reply on the ticket page. This link signs you in once, within 7 days:',
    signInLater: (dashboardUrl, reference) => `Later, sign in at ${dashboardUrl} with this e-mail address and your ticket ID ${reference}.`,
    attached: (count) => `Attached (${count}):`,
    responseSubject: 'New response',
    answered: (author, reference, at) => `${author} answered your ticket ${reference} on ${officeTime(at)}:`,
    answerByMail: (dashboardUrl, reference) => `Answer this mail to reply, or read the whole conversation at ${dashboardUrl} (e-mail address and ticket ID ${reference}).`,
    answerOnPage: (dashboardUrl, reference) => `Read the whole conversation and reply at ${dashboardUrl} (e-mail address and ticket ID ${reference}).`,
    resolvedSubject: 'Resolved',
    resolved: (reference) => `We marked your ticket ${reference} as resolved. If something is still wrong, reply on the ticket page and it opens again:`,
    signature: `${company.name} Support`,
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    about: (what, subject) => `${what}\u00a0: ${subject}`,
    receivedSubject: 'Nous avons bien reçu votre demande d’assistance',
    followUpSubject: 'Nous avons ajouté votre message à votre ticket',
    received: (reference) =>
      `Merci d’avoir contacté ${company.name}. Le numéro de votre ticket est ${reference}. Nous répondons sous ${withinHours}\u00a0heures (environ ${highUrgencyAverageHours}\u00a0heures en cas d’urgence élevée).`,
    followUp: (reference) => `Nous avons ajouté votre message à votre ticket ${reference}.`,
    subjectLine: (subject) => `Objet\u00a0: ${subject}`,
    youWrote: 'Votre message\u00a0:',
    signInOnce: 'Suivez votre ticket, lisez nos réponses et répondez sur la page du ticket. Ce lien vous connecte une seule fois, pendant 7\u00a0jours\u00a0:',
    signInLater: (dashboardUrl, reference) => `Par la suite, connectez-vous sur ${dashboardUrl} avec cette adresse e-mail et le numéro de ticket ${reference}.`,
    attached: (count) => `Pièces jointes (${count})\u00a0:`,
    responseSubject: 'Nouvelle réponse',
    answered: (author, reference, at) => `${author} a répondu à votre ticket ${reference} le ${officeTime(at, 'medium', 'fr')}\u00a0:`,
    answerByMail: (dashboardUrl, reference) =>
      `Répondez à ce message pour nous écrire, ou lisez toute la conversation sur ${dashboardUrl} (adresse e-mail et numéro de ticket ${reference}).`,
    answerOnPage: (dashboardUrl, reference) => `Lisez toute la conversation et répondez sur ${dashboardUrl} (adresse e-mail et numéro de ticket ${reference}).`,
    resolvedSubject: 'Résolu',
    resolved: (reference) =>
      `Nous avons marqué votre ticket ${reference} comme résolu. Si quelque chose ne va toujours pas, répondez sur la page du ticket et il sera rouvert\u00a0:`,
    signature: `Assistance ${company.name}`,
  },
};

