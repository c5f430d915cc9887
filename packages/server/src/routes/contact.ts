import { acceptedAnswers, endpoints, type ContactMessage } from '@orisun/api';
import { company } from '@orisun/api/company';
import { insertContactMessage } from '../db/contact.ts';
import { publicFormRoutes } from '../http/forms.ts';
import { currentLanguage } from '../http/language.ts';
import { contactMail } from '../mail/contact.ts';
import { enqueueMail } from '../db/outbox.ts';

const officeOf = (contact: ContactMessage) => company.offices.find((o) => o.id === contact.office) ?? company.offices[0];

/**
 * `POST /contact` (`GET /contact` is the page): the message is stored and mailed, in one
 * transaction, to the mailbox of the office the visitor chose (`MAIL_TO_<CITY>`). It keeps the request's language
 * (the page's), which staff see.
 */
export const contactRoutes = publicFormRoutes(endpoints.sendContactMessage, {
  form: 'contact',
  store: async (tx, contact, { config }) =>
    enqueueMail(tx, contactMail(config, officeOf(contact), contact, await insertContactMessage(tx, officeOf(contact).id, contact, currentLanguage()))),
  accepted: (contact) => acceptedAnswers.contactMessage(officeOf(contact).city),
});
