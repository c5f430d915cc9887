import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages, errorResponseSchema, signedInSchema, staffProfileResultSchema } from '@orisun/api';
import { staffAccounts } from '../db/schema.ts';
import { authAppFixture } from '../../test-support/auth.ts';
import { supportFormTicket } from '../../test-support/tickets.ts';

const desk = authAppFixture();

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: Record<string, unknown>) =>
  desk.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

const change = { name: 'Ada Okafor', signature: 'Ada Okafor\nSupport lead, Lagos office', notifyOnAssignment: false, notifyOnCustomerReply: true };

describe('GET and PUT /api/staff/profile: each person keeps their own name, signature and mail settings', () => {
  it('answers 401 without a session and changes nothing', async () => {
    expect((await call('GET', '/api/staff/profile')).statusCode).toBe(401);
    const res = await call('PUT', '/api/staff/profile', undefined, change);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: authMessages.signInRequired });
  });

  it('lets a staff member change their own name and signature, which the session and the desk then show', async () => {
    const staff = await desk.signedIn('staff', 'ada@orisun.test');
    const other = await desk.account({ email: 'other@orisun.test' });

    const before = staffProfileResultSchema.parse((await call('GET', '/api/staff/profile', staff.cookie)).json()).profile;
    expect(before).toMatchObject({ email: 'ada@orisun.test', signature: '', notifyOnAssignment: true, notifyOnCustomerReply: true });

    const res = await call('PUT', '/api/staff/profile', staff.cookie, { ...change, name: '  Ada Okafor  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(staffProfileResultSchema.parse(res.json()).profile).toMatchObject({ ...change, id: staff.account.id, role: 'staff' });

    expect(signedInSchema.parse((await call('GET', '/api/auth/session', staff.cookie)).json()).user.name).toBe('Ada Okafor');
    // Only the owner's row changed.
    const [otherRow] = await desk.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, other.id));
    expect(otherRow).toMatchObject({ name: other.name, signature: '', notifyOnAssignment: true });
  });

  it('refuses a blank or multi-line name and a too long signature with a 400 naming the field', async () => {
    const staff = await desk.signedIn('staff');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...change, name: '   ' }, 'name'],
      [{ ...change, name: 'Ada\r\nBcc: x@evil.test' }, 'name'],
      [{ ...change, signature: 'x'.repeat(501) }, 'signature'],
      [{ ...change, notifyOnAssignment: 'yes' }, 'notifyOnAssignment'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('PUT', '/api/staff/profile', staff.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorResponseSchema.parse(res.json()).issues?.map((i) => i.path)).toEqual([field]);
    }
    const [row] = await desk.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.account.id));
    expect(row).toMatchObject({ name: staff.account.name, signature: '' });
  });

  it("puts the author's name and signature on the answer the customer is mailed", async () => {
    const staff = await desk.signedIn('staff');
    await call('PUT', '/api/staff/profile', staff.cookie, change);
    const { row: ticket } = await supportFormTicket(desk, { email: 'chiamaka@example.com', subject: 'Invoices', message: 'Wrong currency.', urgency: 'medium' });
    desk.sent.length = 0;

    const res = await call('POST', '/api/tickets/response', staff.cookie, { id: ticket!.id, message: 'Fixed: the currency is NGN again.' });
    expect(res.statusCode, res.body).toBe(200);
    await desk.app.mailOutbox.drain();
    const mail = desk.sent.find((m) => m.to === 'chiamaka@example.com');
    expect(mail?.text).toContain(`Ada Okafor answered your ticket ${ticket!.reference}`);
    expect(mail?.text).toContain('Fixed: the currency is NGN again.\n\nAda Okafor\nSupport lead, Lagos office');
  });
});

describe("the desk's mails to staff, each of which its owner can turn off", () => {
  async function ticketWithCustomer() {
    const { reference, row: ticket } = await supportFormTicket(desk, { email: 'chiamaka@example.com', subject: 'Invoices', message: 'Wrong currency.' });
    const auth = await desk.app.inject({ method: 'POST', url: '/api/ticket-auth', remoteAddress: '10.78.0.2', payload: { email: 'chiamaka@example.com', ticketId: reference } });
    const set = auth.cookies.find((c) => c.name.endsWith('orisun_session') && c.value !== '')!;
    await desk.app.mailOutbox.drain();
    desk.sent.length = 0;
    return { id: ticket.id, reference, customer: `${set.name}=${set.value}` };
  }
  const mailsTo = (email: string) => desk.sent.filter((m) => m.to === email);

  it('mails the person a colleague assigns, and them again when their customer replies; never for "Assign to me"', async () => {
    const ada = await desk.signedIn('staff', 'ada@orisun.test');
    const tunde = await desk.signedIn('staff', 'tunde@orisun.test');
    const { id, reference, customer } = await ticketWithCustomer();

    expect((await call('POST', '/api/tickets/assignee', tunde.cookie, { id, assigneeId: ada.account.id })).statusCode).toBe(200);
    await desk.app.mailOutbox.drain();
    const [assigned] = mailsTo('ada@orisun.test');
    expect(assigned?.subject).toBe(`[${reference}] Assigned to you: Invoices`);
    expect(assigned?.text).toContain(`${tunde.account.name} assigned you the ticket ${reference} (high urgency) from Chiamaka Eze`);
    expect(assigned?.text).toContain(`/admin/dashboard?view=mine&ticket=${reference}`);

    const reply = await desk.app.inject({ method: 'POST', url: '/api/client-reply', headers: { cookie: customer }, payload: { id, reply: 'Still USD here.' } });
    expect(reply.statusCode, reply.body).toBe(200);
    await desk.app.mailOutbox.drain();
    expect(mailsTo('ada@orisun.test').map((m) => m.subject)).toEqual([`[${reference}] Assigned to you: Invoices`, `[${reference}] Chiamaka Eze replied: Invoices`]);
    expect(mailsTo('ada@orisun.test')[1]?.text).toContain('Still USD here.');

    desk.sent.length = 0;
    await call('POST', '/api/tickets/assignee', tunde.cookie, { id, assigneeId: tunde.account.id });
    await desk.app.mailOutbox.drain();
    expect(mailsTo('tunde@orisun.test')).toEqual([]);
  });

  it('sends neither mail to someone who turned them off', async () => {
    const ada = await desk.signedIn('staff', 'ada@orisun.test');
    const tunde = await desk.signedIn('staff', 'tunde@orisun.test');
    await call('PUT', '/api/staff/profile', ada.cookie, { name: 'Ada Okafor', signature: '', notifyOnAssignment: false, notifyOnCustomerReply: false });
    const { id, customer } = await ticketWithCustomer();
    await call('POST', '/api/tickets/assignee', tunde.cookie, { id, assigneeId: ada.account.id });
    await desk.app.inject({ method: 'POST', url: '/api/client-reply', headers: { cookie: customer }, payload: { id, reply: 'Still USD here.' } });
    await desk.app.mailOutbox.drain();
    expect(mailsTo('ada@orisun.test')).toEqual([]);
    // The support mailbox still hears of the reply.
    expect(desk.sent.some((m) => /Customer reply/.test(String(m.subject)))).toBe(true);
  });
});
