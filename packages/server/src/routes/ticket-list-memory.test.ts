import { describe, expect, it } from 'vitest';
import { ticketCountsSchema, ticketListSchema, ticketResultSchema } from '@orisun/api';
import { insertTicket } from '../db/tickets.ts';
import { authAppFixture } from '../../test-support/auth.ts';

// The desk's memory on, as in production (the other tests read afresh: test-support/config.ts).
const desk = authAppFixture({ DESK_LIST_CACHE_SECONDS: '5' });

const get = (url: string, cookie: string) => desk.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: Record<string, unknown>) =>
  desk.app.inject({ method, url, headers: { cookie }, payload });

const list = async (cookie: string, query = '') => {
  const res = await get(`/api/tickets${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return ticketListSchema.parse(res.json());
};
const counts = async (cookie: string) => ticketCountsSchema.parse((await get('/api/tickets/counts', cookie)).json());
const subjects = async (cookie: string, query = '') => (await list(cookie, query)).tickets.map((t) => t.subject);

async function openTicket(cookie: string, subject: string) {
  const res = await send('POST', '/api/tickets', cookie, { name: 'Chiamaka Eze', email: 'chiamaka@example.com', subject, message: 'Our invoices show USD.' });
  expect(res.statusCode, res.body).toBe(201);
  return ticketResultSchema.parse(res.json()).ticket;
}

/** A ticket written by another server on the same database: this process hears nothing of it. */
const writtenElsewhere = (subject: string) =>
  insertTicket(desk.database.db, { name: 'Kojo Mensah', email: 'kojo@example.com', subject, message: 'Hello.', urgency: 'low' }, desk.clock.now, {
    kind: 'customer',
    name: 'Kojo Mensah',
  });

describe('the desk remembers its list pages and counters for DESK_LIST_CACHE_SECONDS', () => {
  it("shows this server's writes at once, and another server's within the time", async () => {
    const staff = await desk.signedIn('staff');
    await openTicket(staff.cookie, 'Invoices in USD');
    expect(await subjects(staff.cookie)).toEqual(['Invoices in USD']);
    expect((await counts(staff.cookie)).total).toBe(1);

    // Another server's ticket, a second later: the remembered page and counters are answered until the time is up.
    desk.advance(1_000);
    await writtenElsewhere('Payroll export');
    desk.advance(3_000);
    expect(await subjects(staff.cookie)).toEqual(['Invoices in USD']);
    expect((await counts(staff.cookie)).total).toBe(1);
    desk.advance(1_001);
    expect(await subjects(staff.cookie)).toEqual(['Payroll export', 'Invoices in USD']);
    expect((await counts(staff.cookie)).total).toBe(2);

    // A write this server answers is seen by the next read, on every page and in the counters.
    desk.advance(1_000);
    const third = await openTicket(staff.cookie, 'Receipts in CFA');
    expect(await subjects(staff.cookie)).toEqual(['Receipts in CFA', 'Payroll export', 'Invoices in USD']);
    expect((await counts(staff.cookie)).views.open).toBe(3);
    expect((await send('POST', '/api/tickets/status', staff.cookie, { id: third.id, status: 'resolved' })).statusCode).toBe(200);
    expect(await subjects(staff.cookie, '?view=resolved')).toEqual(['Receipts in CFA']);
    expect((await counts(staff.cookie)).views).toMatchObject({ open: 2, resolved: 1 });
  });

  it("keeps each person's own My tickets and counters, and shows a new name at once", async () => {
    const ada = await desk.signedIn('staff', 'ada@orisun.example');
    const kunle = await desk.signedIn('staff', 'kunle@orisun.example');
    const ticket = await openTicket(ada.cookie, 'Invoices in USD');
    expect((await send('POST', '/api/tickets/assignee', ada.cookie, { id: ticket.id, assigneeId: ada.account.id })).statusCode).toBe(200);

    expect(await subjects(ada.cookie, '?view=mine')).toEqual(['Invoices in USD']);
    expect(await subjects(kunle.cookie, '?view=mine')).toEqual([]);
    expect((await counts(ada.cookie)).views.mine).toBe(1);
    expect((await counts(kunle.cookie)).views.mine).toBe(0);

    // The list names the assignee: a changed name shows on the next read.
    expect((await list(kunle.cookie)).tickets[0]?.assignee?.name).toBe(ada.account.name);
    const renamed = await send('PUT', '/api/staff/profile', ada.cookie, { name: 'Ada Okafor-Bello', signature: '', notifyOnAssignment: true, notifyOnCustomerReply: true });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list(kunle.cookie)).tickets[0]?.assignee?.name).toBe('Ada Okafor-Bello');
  });

  it('answers a remembered list only to signed-in staff', async () => {
    const staff = await desk.signedIn('staff');
    await openTicket(staff.cookie, 'Invoices in USD');
    expect(await subjects(staff.cookie)).toEqual(['Invoices in USD']);
    expect((await desk.app.inject({ method: 'GET', url: '/api/tickets' })).statusCode).toBe(401);
    expect((await desk.app.inject({ method: 'GET', url: '/api/tickets/counts' })).statusCode).toBe(401);
  });
});
