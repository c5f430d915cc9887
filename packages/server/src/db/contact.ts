import type { ContactMessage } from '@orisun/api';
import type { Transaction } from './index.ts';
import { contactMessages } from './schema.ts';

/** Stores a message to the office `officeId`; returns its id and arrival time. */
export async function insertContactMessage(tx: Transaction, officeId: number, contact: ContactMessage) {
  const [row] = await tx
    .insert(contactMessages)
    .values({ officeId, name: contact.name, email: contact.email, message: contact.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('The contact message was not stored');
  return row;
}
