import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketMessages, ticketReplyingResultSchema, ticketResultSchema } from '@orisun/api';
import { mailOutbox, ticketEntries } from '../db/schema.ts';
import { authAppFixture } from '../../test-support/auth.ts';
import { supportFormTicket } from '../../test-support/tickets.ts';

const desk = authAppFixture();

const post = (url: string, cookie: string, payload: Record<string, unknown>) => desk.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** A ticket from the support form, its mails sent; its id. */
const newTicket = async () => (await supportFormTicket(desk, { urgency: 'medium' })).row.id;

const writing = async (cookie: string, id: string, value = true) => ticketReplyingResultSchema.parse((await post('/api/tickets/replying', cookie, { id, writing: value })).json()).others;
const count = async (table: typeof ticketEntries | typeof mailOutbox) => Number((await desk.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n);

describe('two agents on one ticket', () => {
  it('each sees who else is writing a response, until they stop, send or go quiet for 30 seconds', async () => {
    const id = await newTicket();
    const ada = await desk.signedIn('staff', 'ada@orisun.test');
    const tunde = await desk.signedIn('staff', 'tunde@orisun.test');

    expect(await writing(ada.cookie, id)).toEqual([]);
    desk.advance(5_000);
    expect(await writing(tunde.cookie, id)).toEqual([{ name: ada.account.name, since: '2026-11-25T09:00:00.000Z' }]);
    expect(await writing(ada.cookie, id)).toEqual([{ name: tunde.account.name, since: '2026-11-25T09:00:05.000Z' }]);

    // Ada stops writing (emptied the box): Tunde no longer sees her.
    await writing(ada.cookie, id, false);
    expect(await writing(tunde.cookie, id)).toEqual([]);

    // Ada writes again, then her tab goes quiet: after 30 seconds she is no longer shown.
    await writing(ada.cookie, id);
    desk.advance(29_000);
    expect((await writing(tunde.cookie, id)).map((o) => o.name)).toEqual([ada.account.name]);
    desk.advance(2_000);
    expect(await writing(tunde.cookie, id)).toEqual([]);

    // Sending the response ends Tunde's "writing".
    await post('/api/tickets/response', tunde.cookie, { id, message: 'We are on it.' });
    expect(await writing(ada.cookie, id)).toEqual([]);

    expect((await post('/api/tickets/replying', ada.cookie, { id: '00000000-0000-4000-8000-000000000000', writing: true })).statusCode).toBe(404);
    expect((await desk.app.inject({ method: 'POST', url: '/api/tickets/replying', payload: { id, writing: true } })).statusCode).toBe(401);
  });

  it("a response sent after a colleague's newer answer is refused (409 naming them), stores and mails nothing, and goes through once read", async () => {
    const id = await newTicket();
    const ada = await desk.signedIn('staff', 'ada@orisun.test');
    const tunde = await desk.signedIn('staff', 'tunde@orisun.test');

    // Both open the ticket with no response on it; Tunde answers first.
    const opened = '2026-11-25T09:00:00.000Z';
    desk.advance(60_000);
    const first = await post('/api/tickets/response', tunde.cookie, { id, message: 'Fixed, please check.', lastSeenResponseAt: opened });
    expect(first.statusCode, first.body).toBe(200);
    const answeredAt = ticketResultSchema.parse(first.json()).ticket.responses[0]!.date;
    await desk.app.mailOutbox.drain();
    const [entries, mails] = [await count(ticketEntries), await count(mailOutbox)];

    desk.advance(30_000);
    const late = await post('/api/tickets/response', ada.cookie, { id, message: 'We are looking into it.', lastSeenResponseAt: opened });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: ticketMessages.answeredMeanwhile(tunde.account.name) });
    expect([await count(ticketEntries), await count(mailOutbox)]).toEqual([entries, mails]);

    // Having read Tunde's answer, Ada may still send hers; and her own earlier answers never block her.
    const read = await post('/api/tickets/response', ada.cookie, { id, message: 'Also: the fix is live in Cotonou.', lastSeenResponseAt: answeredAt });
    expect(read.statusCode, read.body).toBe(200);
    desk.advance(1_000);
    const again = await post('/api/tickets/response', ada.cookie, { id, message: 'One more thing.', lastSeenResponseAt: answeredAt });
    expect(again.statusCode, again.body).toBe(200);
    // Without the field (an API client that does not say what it read), nothing is checked.
    expect((await post('/api/tickets/response', tunde.cookie, { id, message: 'Closing soon.' })).statusCode).toBe(200);
  });
});
