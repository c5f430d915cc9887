import { endpoints, type ContactMessage } from '@orisun/api';
import { company } from '@orisun/api/company';
import { insertContactMessage } from '../db/contact.ts';
import { publicFormRoutes } from '../http/forms.ts';
import { contactMail } from '../mail/contact.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** "Message Sent! Our Lagos team will respond within 24 hours." (spec section 2, contact screen). */
export function contactAcceptedMessage(city: string): string {
  return `Message Sent! Our ${city} team will respond within 24 hours.`;
}

const officeOf = (contact: ContactMessage) => company.offices.find((o) => o.id === contact.office) ?? company.offices[0];

/**
 * `POST /contact` (`GET /contact` is the page): the message is stored and mailed, in one
 * transaction, to the mailbox of the office the visitor chose (`MAIL_TO_<CITY>`).
 */
export const contactRoutes = publicFormRoutes(endpoints.sendContactMessage, {
  form: 'contact',
  store: async (tx, contact, { config }) =>
    enqueueMail(tx, contactMail(config, officeOf(contact), contact, await insertContactMessage(tx, officeOf(contact).id, contact))),
  accepted: (contact) => contactAcceptedMessage(officeOf(contact).city),
});
