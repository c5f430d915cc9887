import type { ContactMessage } from '@orisun/api';
import type { SiteLanguage } from '@orisun/api/languages';
import type { Transaction } from './index.ts';
import { contactMessages } from './schema.ts';

/** Stores a message to the office `officeId`, written in `language` (its page's); returns its id, arrival time and language. */
export async function insertContactMessage(tx: Transaction, officeId: number, contact: ContactMessage, language: SiteLanguage) {
  const [row] = await tx
    .insert(contactMessages)
    .values({ officeId, name: contact.name, email: contact.email, message: contact.message, language })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt, language: contactMessages.language });
  if (!row) throw new Error('The contact message was not stored');
  return row;
}
