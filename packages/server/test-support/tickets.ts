import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tickets } from '../src/db/schema.ts';
import type { FormFixture } from './forms.ts';

/** A support-form ticket that is valid as it is: spread fields over it to change some. */
export const supportTicketFields = {
  name: 'Chiamaka Eze',
  email: 'Chiamaka@Example.com',
  subject: 'Invoices show the wrong currency',
  message: 'Since Monday our invoices page shows USD.\nCan you check?',
  urgency: 'high',
};

let addressCounter = 0;

/**
 * A ticket opened as a customer opens one, through `POST /support-form`, its mails sent (`fixture.sent` holds them):
 * its reference and its row. Each call comes from another address, so the form's rate limit never refuses one.
 */
export async function supportFormTicket(fixture: Pick<FormFixture, 'app' | 'database'>, fields: Record<string, unknown> = {}) {
  addressCounter += 1;
  const res = await fixture.app.inject({
    method: 'POST',
    url: '/support-form',
    remoteAddress: `10.250.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`,
    payload: { ...supportTicketFields, ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  const reference = (res.json() as { ticket: string }).ticket;
  await fixture.app.mailOutbox.drain();
  const [row] = await fixture.database.db.select().from(tickets).where(eq(tickets.reference, reference));
  if (!row) throw new Error(`the support form answered ${reference} but stored no ticket`);
  return { reference, row };
}
