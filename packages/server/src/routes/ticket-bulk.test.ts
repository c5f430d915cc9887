import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema, ticketBulkMax, ticketBulkResultSchema, ticketMessages, ticketResultSchema } from '@orisun/api';
import { foreignOriginMessage } from '../http/guards.ts';
import { mailOutbox, ticketEvents, tickets } from '../db/schema.ts';
import { authAppFixture } from '../../test-support/auth.ts';

const desk = authAppFixture();

const post = (url: string, cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  desk.app.inject({ method: 'POST', url, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload: payload as Record<string, unknown> });

const bulk = (cookie: string | undefined, payload: unknown, headers?: Record<string, string>) => post('/api/tickets/bulk', cookie, payload, headers);

/** `count` tickets opened by `cookie`'s staff member for different customers; the mails they sent are cleared. */
async function ticketsBy(cookie: string, count: number) {
  const made: { id: string; reference: string; email: string }[] = [];
  for (let n = 0; n < count; n += 1) {
    const email = `customer${n}@example.com`;
    const res = await post('/api/tickets', cookie, { name: `Customer ${n}`, email, subject: `Question ${n}`, message: 'Our invoices show USD.' });
    expect(res.statusCode, res.body).toBe(201);
    const { ticket } = ticketResultSchema.parse(res.json());
    made.push({ id: ticket.id, reference: ticket.reference, email });
  }
  await desk.app.mailOutbox.drain();
  desk.sent.length = 0;
  return made;
}

const count = async (table: typeof ticketEvents | typeof mailOutbox) => Number((await desk.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);
const rowsOf = (ids: string[]) => desk.database.db.select().from(tickets).where(inArray(tickets.id, ids));

describe('POST /api/tickets/bulk: one change to the tickets selected in the list, all or nothing', () => {
  it('sets the status of every ticket, with a history row each and the resolved mail each customer gets from a single change', async () => {
    const staff = await desk.signedIn('staff');
    const made = await ticketsBy(staff.cookie, 3);
    const ids = made.map((t) => t.id);

    const res = await bulk(staff.cookie, { ids, status: 'resolved' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ticketBulkResultSchema.parse(res.json());
    expect(answer.tickets.map((t) => [t.id, t.status])).toEqual(ids.map((id) => [id, 'resolved']));

    expect((await rowsOf(ids)).every((row) => row.status === 'resolved' && row.resolvedAt !== null)).toBe(true);
    const events = await desk.database.db.select().from(ticketEvents).where(eq(ticketEvents.action, 'status'));
    expect(events.map((e) => [e.ticketId, e.fromValue, e.toValue, e.actorName]).sort()).toEqual(ids.map((id) => [id, 'open', 'resolved', staff.account.name]).sort());

    await desk.app.mailOutbox.drain();
    expect(desk.sent.map((m) => m.to).sort()).toEqual(made.map((t) => t.email).sort());
    for (const ticket of made) expect(desk.sent.find((m) => m.to === ticket.email)?.subject).toContain(ticket.reference);

    // The same change again changes nothing, so writes no history and mails no one.
    const eventsBefore = await count(ticketEvents);
    desk.sent.length = 0;
    expect((await bulk(staff.cookie, { ids, status: 'resolved' })).statusCode).toBe(200);
    await desk.app.mailOutbox.drain();
    expect(await count(ticketEvents)).toBe(eventsBefore);
    expect(desk.sent).toEqual([]);
  });

  it('assigns a person to every ticket, mailing them as one assignment by a colleague does; nobody unassigns', async () => {
    const tunde = await desk.signedIn('staff', 'tunde@orisun.test');
    const ada = await desk.signedIn('staff', 'ada@orisun.test');
    const made = await ticketsBy(tunde.cookie, 2);
    const ids = made.map((t) => t.id);

    const res = await bulk(tunde.cookie, { ids, assigneeId: ada.account.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(ticketBulkResultSchema.parse(res.json()).tickets.map((t) => t.assignee)).toEqual([
      { id: ada.account.id, name: ada.account.name },
      { id: ada.account.id, name: ada.account.name },
    ]);
    await desk.app.mailOutbox.drain();
    expect(desk.sent.filter((m) => m.to === 'ada@orisun.test').map((m) => m.subject).sort()).toEqual(
      made.map((t) => `[${t.reference}] Assigned to you: ${`Question ${made.indexOf(t)}`}`).sort(),
    );
    const events = await desk.database.db.select().from(ticketEvents).where(eq(ticketEvents.action, 'assignee'));
    expect(events.map((e) => [e.fromValue, e.toValue])).toEqual([
      [null, ada.account.name],
      [null, ada.account.name],
    ]);

    desk.sent.length = 0;
    // To oneself ("assign to me" for several): no mail.
    expect((await bulk(ada.cookie, { ids, assigneeId: ada.account.id })).statusCode).toBe(200);
    expect((await bulk(ada.cookie, { ids: [ids[0]], assigneeId: null })).statusCode).toBe(200);
    expect((await bulk(ada.cookie, { ids: [ids[1]], assigneeId: ada.account.id })).statusCode).toBe(200);
    await desk.app.mailOutbox.drain();
    expect(desk.sent).toEqual([]);
    expect((await rowsOf(ids)).map((r) => [r.id, r.assignedStaffId]).sort()).toEqual([
      [ids[0], null],
      [ids[1], ada.account.id],
    ].sort());
  });

  it('changes nothing when one ticket is unknown (404) or the person is not an active account (400 naming assigneeId)', async () => {
    const staff = await desk.signedIn('staff');
    const disabled = await desk.account({ email: 'gone@orisun.test', disabled: true });
    const made = await ticketsBy(staff.cookie, 2);
    const ids = made.map((t) => t.id);
    const events = await count(ticketEvents);
    const mails = await count(mailOutbox);

    const unknown = await bulk(staff.cookie, { ids: [...ids, crypto.randomUUID()], status: 'resolved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: ticketMessages.notFound });

    const refused = await bulk(staff.cookie, { ids, assigneeId: disabled.id });
    expect(refused.statusCode).toBe(400);
    expect(errorResponseSchema.parse(refused.json()).issues?.map((i) => i.path)).toEqual(['assigneeId']);

    expect((await rowsOf(ids)).every((r) => r.status === 'open' && r.assignedStaffId === null)).toBe(true);
    expect(await count(ticketEvents)).toBe(events);
    expect(await count(mailOutbox)).toBe(mails);
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const staff = await desk.signedIn('staff');
    const [ticket] = await ticketsBy(staff.cookie, 1);
    const id = ticket!.id;
    const cases: [unknown, string[]][] = [
      [{ ids: [], status: 'resolved' }, ['ids']],
      [{ ids: Array.from({ length: ticketBulkMax + 1 }, () => crypto.randomUUID()), status: 'resolved' }, ['ids']],
      [{ ids: ['not-an-id'], status: 'resolved' }, ['ids.0']],
      [{ ids: 'x', status: 'resolved' }, ['ids']],
      [{ ids: [id] }, ['status']],
      [{ ids: [id], status: 'done' }, ['status']],
      [{ ids: [id], assigneeId: 'someone' }, ['assigneeId']],
      [{ ids: [id], status: 'resolved', assigneeId: null }, ['assigneeId']],
    ];
    const events = await count(ticketEvents);
    for (const [payload, paths] of cases) {
      const res = await bulk(staff.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorResponseSchema.parse(res.json()).issues?.map((i) => i.path), JSON.stringify(payload).slice(0, 80)).toEqual(paths);
    }
    expect(await count(ticketEvents)).toBe(events);
    expect((await rowsOf([id]))[0]?.status).toBe('open');

    // 100 ids is the most, and allowed (here the same ticket, named again and again: changed once).
    const most = await bulk(staff.cookie, { ids: Array.from({ length: ticketBulkMax }, () => id), status: 'in-progress' });
    expect(most.statusCode, most.body).toBe(200);
    expect(await count(ticketEvents)).toBe(events + 1);
  });

  it('is for staff only and refuses a foreign Origin like every staff write', async () => {
    const staff = await desk.signedIn('staff');
    const [ticket] = await ticketsBy(staff.cookie, 1);
    const payload = { ids: [ticket!.id], status: 'resolved' };
    expect((await bulk(undefined, payload)).statusCode).toBe(401);
    const foreign = await bulk(staff.cookie, payload, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: foreignOriginMessage });
    expect((await rowsOf([ticket!.id]))[0]?.status).toBe('open');
  });
});
