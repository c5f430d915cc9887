import type { ContactMessage } from '@orisun/api';
import type { Office } from '@orisun/api/company';
import type { Config } from '../config.ts';
import type { NewMail } from '../db/outbox.ts';
import { submissionMail, type StoredSubmission } from './submission.ts';

/** The message, to the mailbox of the office the visitor chose (`MAIL_TO_<CITY>`). */
export function contactMail(config: Pick<Config, 'mailTo'>, office: Office, contact: ContactMessage, row: StoredSubmission): NewMail {
  return submissionMail({
    kind: 'contact-message',
    to: config.mailTo.offices[office.id],
    sender: contact,
    subject: `Contact form (${office.city}): message from ${contact.name}`,
    intro: `A visitor wrote to the ${office.city} office through the contact page.`,
    fields: [
      ['Office', `${office.city}, ${office.country}`],
    ],
    row,
    body: { label: 'Message:', text: contact.message },
    closing: `Reply to this mail to answer ${contact.name} directly. The page promised a reply within 24 hours.`,
  });
}
