import fc from 'fast-check';
import { pino } from 'pino';
import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  clientTicketListSchema,
  endpoints,
  errorResponseSchema,
  normalizeTicketReference,
  ticketDetailSchema,
  ticketAssigneesSchema,
  ticketCountsSchema,
  ticketListSchema,
  ticketMessages,
  ticketReferencePattern,
  ticketResultSchema,
  type EndpointDefinition,
} from '@orisun/api';
import { company } from '@orisun/api/company';
import { ticketSignInLimits } from '../auth/throttle.ts';
import { mailOutbox, sessions, staffAccounts, ticketEntries, ticketEvents, ticketReplying, tickets, ticketSignInLinks } from '../db/schema.ts';
import { newTicketReference, signInLinkLifetimeMs } from '../db/tickets.ts';
import { foreignOriginMessage } from '../http/guards.ts';
import { authAppFixture } from '../../test-support/auth.ts';
import { testConfig } from '../../test-support/config.ts';
import { supportFormTicket, supportTicketFields } from '../../test-support/tickets.ts';

const desk = authAppFixture();

const valid = supportTicketFields;

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.9.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, options: { cookie?: string | undefined; payload?: unknown; ip?: string; headers?: Record<string, string> } = {}) =>
  desk.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextIp(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });

const submit = (payload: Record<string, unknown> = valid, ip?: string) => call('POST', '/support-form', { payload, ...(ip ? { ip } : {}) });
const rows = async (table: typeof tickets | typeof ticketEntries | typeof ticketEvents | typeof mailOutbox | typeof ticketReplying) =>
  Number((await desk.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);

const newTicket = (overrides: Record<string, unknown> = {}) => supportFormTicket(desk, overrides);

/** The secret of the last sign-in link mailed to `email`. */
function linkSecretOf(email: string): string {
  const mail = desk.sent.filter((m) => String(m.to).toLowerCase() === email.toLowerCase() && /dashboard\?link=/.test(m.text)).at(-1);
  if (!mail) throw new Error(`No sign-in link mailed to ${email}`);
  return decodeURIComponent(/dashboard\?link=([^\s]+)/.exec(mail.text)![1]!);
}

const cookieOf = (res: Awaited<ReturnType<typeof call>>) => {
  const set = res.cookies.find((c) => c.name.endsWith('orisun_session') && c.value !== '');
  if (!set) throw new Error(`No session cookie (${res.statusCode} ${res.body})`);
  return `${set.name}=${set.value}`;
};

async function customerSignedIn(email: string, reference: string) {
  const res = await call('POST', '/api/ticket-auth', { payload: { email, ticketId: reference } });
  expect(res.statusCode, res.body).toBe(200);
  return cookieOf(res);
}

describe('ticket references', () => {
  it('are ORI- and four groups of four Crockford base-32 characters: 80 random bits', () => {
    for (let i = 0; i < 200; i += 1) expect(newTicketReference()).toMatch(ticketReferencePattern);
    // 16 characters of a 32-character alphabet.
    expect(Math.log2(32) * 16).toBeGreaterThanOrEqual(64);
  });

  it('use every character of the alphabet in every position (no fixed or biased characters)', () => {
    const seen = Array.from({ length: 16 }, () => new Set<string>());
    for (let i = 0; i < 3000; i += 1) [...newTicketReference().replace(/^ORI-/, '').replaceAll('-', '')].forEach((c, p) => seen[p]!.add(c));
    for (const position of seen) expect(position.size).toBe(32);
  });

  it('do not repeat', () => {
    const made = new Set(Array.from({ length: 20_000 }, newTicketReference));
    expect(made.size).toBe(20_000);
  });

  it('are read in any case, with spaces, without hyphens or prefix, O as 0 and I or L as 1', () => {
    const reference = 'ORI-7K3M-9QXD-2HFA-8W01';
    for (const typed of ['ori-7k3m-9qxd-2hfa-8w01', ' ORI 7K3M 9QXD 2HFA 8W01 ', '7K3M9QXD2HFA8W01', 'ori-7k3m-9qxd-2hfa-8wol', '7k3m-9qxd-2hfa-8wOI']) {
      expect(normalizeTicketReference(typed), typed).toBe(reference);
    }
    for (const typed of ['', 'ORI-7K3M-9QXD-2HFA', 'ORI-7K3M-9QXD-2HFA-8W0U', 'ORI-7K3M-9QXD-2HFA-8W01-0', 'x'.repeat(100)]) {
      expect(normalizeTicketReference(typed), typed).toBeUndefined();
    }
  });

  it('are unique in the database: a taken reference is drawn again', async () => {
    const { insertTicket } = await import('../db/tickets.ts');
    const drawn = ['ORI-0000-0000-0000-0001', 'ORI-0000-0000-0000-0001', 'ORI-0000-0000-0000-0002'];
    const draw = () => drawn.shift()!;
    const ticket = { name: 'A', email: 'a@example.com', subject: 'S', message: 'M', urgency: 'low' as const };
    const actor = { kind: 'customer' as const, name: 'A' };
    const first = await insertTicket(desk.database.db, ticket, desk.clock.now, actor, draw);
    const second = await insertTicket(desk.database.db, ticket, desk.clock.now, actor, draw);
    expect([first.reference, second.reference]).toEqual(['ORI-0000-0000-0000-0001', 'ORI-0000-0000-0000-0002']);
  });
});

describe('POST /support-form', () => {
  it('opens a ticket, answers its reference, and mails the customer (reference, text, one-time link) and support (Reply-To the customer)', async () => {
    const res = await submit();
    expect(res.statusCode).toBe(200);
    const { ticket: reference } = res.json() as { ticket: string };
    expect(reference).toMatch(ticketReferencePattern);
    const [row] = await desk.database.db.select().from(tickets);
    expect(row).toMatchObject({ reference, customerName: valid.name, email: valid.email, emailLower: 'chiamaka@example.com', urgency: 'high', status: 'open', assignedTo: null });
    expect(await desk.database.db.select().from(ticketEvents)).toMatchObject([{ action: 'created', actor: 'customer', toValue: 'open' }]);

    await desk.app.mailOutbox.drain();
    expect(desk.sent).toHaveLength(2);
    const toCustomer = desk.sent.find((m) => m.to === valid.email)!;
    expect(toCustomer.subject).toContain(reference);
    expect(toCustomer.text).toContain(reference);
    expect(toCustomer.text).toContain(valid.message);
    expect(toCustomer.text).toMatch(/http:\/\/[^/\s]+\/dashboard\?link=[A-Za-z0-9_-]{43}/);
    const toSupport = desk.sent.find((m) => m.to === company.mailboxes.support)!;
    expect(toSupport.replyTo).toBe(valid.email);
    expect(toSupport.subject).toContain(reference);
    expect(toSupport.text).toContain(valid.message);
    // Only the hash of the link's secret is stored.
    const [link] = await desk.database.db.select().from(ticketSignInLinks);
    expect(link?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link?.secretHash).not.toContain(linkSecretOf(valid.email));
    expect(link?.expiresAt.getTime()).toBe(desk.clock.now.getTime() + signInLinkLifetimeMs);
  });

  it('defaults the urgency to medium', async () => {
    const { urgency: _, ...withoutUrgency } = valid;
    expect((await submit(withoutUrgency)).statusCode).toBe(200);
    expect((await desk.database.db.select().from(tickets))[0]?.urgency).toBe('medium');
  });

  it.each([
    ['name', ''],
    ['name', 'Line\r\nBcc: x@example.com'],
    ['email', 'not-an-address'],
    ['email', undefined],
    ['subject', '   '],
    ['subject', 'a'.repeat(201)],
    ['message', ''],
    ['message', 'bell\u0007'],
    ['urgency', 'urgent'],
    ['ticket', 'x'.repeat(65)],
  ])('refuses a bad %s (%j) with 400 naming it, writing nothing', async (field, value) => {
    const res = await submit({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    const body = errorResponseSchema.parse(res.json());
    expect(body.issues?.map((i) => i.path)).toContain(field);
    expect(await rows(tickets)).toBe(0);
    expect(await rows(mailOutbox)).toBe(0);
  });

  it('drops a submission that filled the honeypot, answering the same shape and writing nothing', async () => {
    const res = await submit({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { ticket: string }).ticket).toMatch(ticketReferencePattern);
    expect(await rows(tickets)).toBe(0);
    expect(await rows(mailOutbox)).toBe(0);
  });

  it('adds a follow-up with the reference and the same e-mail to that ticket, reopening it if resolved', async () => {
    const { reference, row } = await newTicket();
    const staff = await desk.signedIn('staff');
    await call('POST', '/api/tickets/status', { cookie: staff.cookie, payload: { id: row.id, status: 'resolved' } });
    await desk.app.mailOutbox.drain();
    desk.sent.length = 0;

    const res = await submit({ ...valid, email: 'CHIAMAKA@example.com', ticket: reference.toLowerCase().replaceAll('-', ' '), message: 'It happened again.' });
    expect(res.json()).toEqual({ ticket: reference });
    expect(await rows(tickets)).toBe(1);
    const [after] = await desk.database.db.select().from(tickets);
    expect(after?.status).toBe('open');
    expect(after?.resolvedAt).toBeNull();
    expect(await desk.database.db.select().from(ticketEntries)).toMatchObject([{ kind: 'reply', body: 'It happened again.' }]);
    const actions = (await desk.database.db.select().from(ticketEvents).orderBy(ticketEvents.id)).map((e) => [e.action, e.actor === 'customer']);
    expect(actions).toEqual([['created', true], ['status', false], ['reply', true], ['status', true]]);
    await desk.app.mailOutbox.drain();
    // The customer is mailed at the ticket's address.
    expect(desk.sent.map((m) => m.to).sort()).toEqual([valid.email, company.mailboxes.support].sort());
  });

  it('opens a new ticket when the reference belongs to another e-mail or to no ticket (the same answer shape)', async () => {
    const { reference } = await newTicket();
    for (const ticket of [reference, 'ORI-0000-0000-0000-0000', 'nonsense']) {
      const res = await submit({ ...valid, email: 'mallory@example.com', ticket });
      expect(res.statusCode).toBe(200);
      const other = (res.json() as { ticket: string }).ticket;
      expect(other).toMatch(ticketReferencePattern);
      expect(other).not.toBe(reference);
    }
    expect(await rows(tickets)).toBe(4);
    expect(await rows(ticketEntries)).toBe(0);
  });
});

describe('customer sign-in', () => {
  it('signs in with e-mail and reference (any case and spacing): a customer session for the lower-cased e-mail', async () => {
    const { reference } = await newTicket();
    const res = await call('POST', '/api/ticket-auth', { payload: { email: ' chiamaka@EXAMPLE.com', ticketId: reference.toLowerCase() } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ticketMessages.authenticated, email: 'chiamaka@example.com' });
    const cookie = res.cookies.find((c) => c.name === 'orisun_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const [session] = await desk.database.db.select().from(sessions).where(isNull(sessions.ticketId));
    expect(session).toMatchObject({ kind: 'customer', subjectId: null, subjectEmail: 'chiamaka@example.com' });
  });

  it("answers 401 'Invalid email or ticket ID' for another e-mail, an unknown or malformed reference", async () => {
    const { reference } = await newTicket();
    for (const payload of [
      { email: 'mallory@example.com', ticketId: reference },
      { email: valid.email, ticketId: 'ORI-0000-0000-0000-0000' },
      { email: valid.email, ticketId: 'hello' },
    ]) {
      const res = await call('POST', '/api/ticket-auth', { payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: ticketMessages.invalidCredentials });
      expect(res.cookies.filter((c) => c.value !== '')).toEqual([]);
    }
    // None but the limited session the support form started for its ticket.
    expect(await desk.database.db.select().from(sessions).where(isNull(sessions.ticketId))).toEqual([]);
  });

  it('answers 400 naming the field for a missing e-mail or ticket ID', async () => {
    for (const [field, payload] of [['email', { ticketId: 'x' }], ['ticketId', { email: valid.email, ticketId: '  ' }]] as const) {
      const res = await call('POST', '/api/ticket-auth', { payload });
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.parse(res.json()).issues?.map((i) => i.path)).toContain(field);
    }
  });

  it('throttles one IP address: 429 with Retry-After after a handful of attempts a minute', async () => {
    await newTicket();
    const ip = '10.20.30.40';
    for (let i = 0; i < ticketSignInLimits.perIpPerMinute; i += 1) {
      const res = await call('POST', '/api/ticket-auth', { ip, payload: { email: `guess${i}@example.com`, ticketId: newTicketReference() } });
      expect(res.statusCode).toBe(401);
    }
    const res = await call('POST', '/api/ticket-auth', { ip, payload: { email: 'guess@example.com', ticketId: newTicketReference() } });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks one e-mail address after a handful of failures from any IP, even with the right reference', async () => {
    const { reference } = await newTicket();
    for (let i = 0; i < ticketSignInLimits.accountFailures; i += 1) {
      expect((await call('POST', '/api/ticket-auth', { payload: { email: valid.email, ticketId: newTicketReference() } })).statusCode).toBe(401);
    }
    const locked = await call('POST', '/api/ticket-auth', { payload: { email: valid.email, ticketId: reference } });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    desk.advance(ticketSignInLimits.lockoutMs + 1000);
    expect((await call('POST', '/api/ticket-auth', { payload: { email: valid.email, ticketId: reference } })).statusCode).toBe(200);
  });

  it('does not share counters with the staff sign-in', async () => {
    const ip = '10.20.30.41';
    for (let i = 0; i < ticketSignInLimits.perIpPerMinute; i += 1) {
      await call('POST', '/api/ticket-auth', { ip, payload: { email: 'x@example.com', ticketId: newTicketReference() } });
    }
    const staff = await desk.account();
    expect((await desk.signIn(staff.email, undefined, { ip })).statusCode).toBe(200);
  });

  it('signs in once with the mailed link; a second use and an expired link get 401', async () => {
    await newTicket();
    const secret = linkSecretOf(valid.email);
    const first = await call('POST', '/api/ticket-auth/link', { payload: { link: secret } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: ticketMessages.authenticated, email: 'chiamaka@example.com' });
    const list = await call('POST', '/api/client-tickets', { cookie: cookieOf(first), payload: {} });
    expect(list.statusCode).toBe(200);

    const again = await call('POST', '/api/ticket-auth/link', { payload: { link: secret } });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: ticketMessages.invalidLink });

    desk.sent.length = 0;
    await newTicket({ subject: 'Another one' });
    const later = linkSecretOf(valid.email);
    desk.advance(signInLinkLifetimeMs);
    expect((await call('POST', '/api/ticket-auth/link', { payload: { link: later } })).statusCode).toBe(401);
    expect((await call('POST', '/api/ticket-auth/link', { payload: { link: 'not-a-link' } })).statusCode).toBe(401);
  });

  it('signs out: the session ends at once', async () => {
    const { reference } = await newTicket();
    const cookie = await customerSignedIn(valid.email, reference);
    expect((await call('POST', '/api/ticket-auth/sign-out', { cookie })).statusCode).toBe(200);
    const after = await call('POST', '/api/client-tickets', { cookie, payload: {} });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ email: null, tickets: [], limited: false });
    expect((await call('POST', '/api/ticket-auth/sign-out')).statusCode).toBe(200);
  });

  it('answers the session check (POST /api/client-tickets) with 200 and email null without a customer session, clearing a dead cookie', async () => {
    const signedOut = { email: null, tickets: [], limited: false };
    for (const cookie of [undefined, 'orisun_session=made-up', 'orisun_session=']) {
      const res = await call('POST', '/api/client-tickets', { cookie, payload: {} });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.json()).toEqual(signedOut);
    }
    expect(String((await call('POST', '/api/client-tickets', { cookie: 'orisun_session=made-up', payload: {} })).headers['set-cookie'])).toMatch(/^orisun_session=;/);
    // A staff session is no customer session, and is left alone.
    const staff = await desk.signedIn('staff');
    const asStaff = await call('POST', '/api/client-tickets', { cookie: staff.cookie, payload: {} });
    expect(asStaff.json()).toEqual(signedOut);
    expect(asStaff.headers['set-cookie']).toBeUndefined();
    // The reply still needs a session.
    expect((await call('POST', '/api/client-reply', { payload: { id: '00000000-0000-4000-8000-000000000000', reply: 'Hello there' } })).statusCode).toBe(401);
  });

  it('keeps the link secret out of the request log', async () => {
    const { buildApp, loggableUrl } = await import('../app.ts');
    expect(loggableUrl('/dashboard?link=abc_DEF-123&x=1')).toBe('/dashboard?link=[hidden]&x=1');
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = await buildApp({ config: testConfig(), database: desk.database, logger, mailTransport: desk.transport, mailWorker: false });
    try {
      await app.inject({ method: 'GET', url: '/dashboard?link=SECRETabc123' });
      await app.inject({ method: 'POST', url: '/api/ticket-auth/link', payload: { link: 'SECRETabc123' } });
    } finally {
      await app.close();
    }
    expect(lines.some((line) => line.includes('/dashboard?link=[hidden]'))).toBe(true);
    expect(lines.join('\n')).not.toContain('SECRETabc123');
  });
});

describe('the customer ticket page calls', () => {
  it('lists only the session e-mail tickets, newest activity first, with responses and replies in time order and never a note', async () => {
    const older = await newTicket({ subject: 'Older' });
    desk.advance(60_000);
    const newer = await newTicket({ subject: 'Newer' });
    await newTicket({ email: 'someone.else@example.com', subject: 'Not mine' });
    const staff = await desk.signedIn('staff');
    desk.advance(60_000);
    await call('POST', '/api/tickets/note', { cookie: staff.cookie, payload: { id: older.row.id, message: 'Internal: VIP customer' } });
    await call('POST', '/api/tickets/response', { cookie: staff.cookie, payload: { id: older.row.id, message: 'First answer' } });
    const cookie = await customerSignedIn(valid.email, newer.reference);
    desk.advance(60_000);
    expect((await call('POST', '/api/client-reply', { cookie, payload: { id: older.row.id, reply: 'Thanks!' } })).statusCode).toBe(200);

    const res = await call('POST', '/api/client-tickets', { cookie, payload: { email: 'someone.else@example.com' } });
    expect(res.statusCode).toBe(200);
    const { email, tickets: list } = clientTicketListSchema.parse(res.json());
    // The session's address (what the page shows as signed in), not the body's.
    expect(email).toBe(valid.email.toLowerCase());
    expect(list.map((t) => t.subject)).toEqual(['Older', 'Newer']);
    expect(list[0]).toMatchObject({ status: 'in-progress', responses: [{ author: staff.account.name, message: 'First answer' }], clientReplies: [{ author: valid.name, message: 'Thanks!' }] });
    expect(res.body).not.toContain('Internal');
    expect(res.body).not.toContain('Not mine');
    expect(Object.keys(list[0]!).sort()).toEqual(['clientReplies', 'createdAt', 'id', 'message', 'reference', 'responses', 'status', 'subject', 'urgency']);
  });

  it('a reply reopens a waiting-for-response or resolved ticket and mails support; a blank reply is refused', async () => {
    const { reference, row } = await newTicket();
    const staff = await desk.signedIn('staff');
    const cookie = await customerSignedIn(valid.email, reference);
    for (const status of ['waiting-for-response', 'resolved'] as const) {
      await call('POST', '/api/tickets/status', { cookie: staff.cookie, payload: { id: row.id, status } });
      await desk.app.mailOutbox.drain();
      desk.sent.length = 0;
      const res = await call('POST', '/api/client-reply', { cookie, payload: { id: row.id, email: valid.email, reply: `Still broken (${status})` } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ticketMessages.replySent });
      const [after] = await desk.database.db.select().from(tickets);
      expect(after?.status).toBe('open');
      await desk.app.mailOutbox.drain();
      expect(desk.sent).toHaveLength(1);
      expect(desk.sent[0]).toMatchObject({ to: company.mailboxes.support, replyTo: valid.email });
    }
    // An in-progress ticket stays in progress.
    await call('POST', '/api/tickets/status', { cookie: staff.cookie, payload: { id: row.id, status: 'in-progress' } });
    await call('POST', '/api/client-reply', { cookie, payload: { id: row.id, reply: 'More detail' } });
    expect((await desk.database.db.select().from(tickets))[0]?.status).toBe('in-progress');

    const entriesBefore = await rows(ticketEntries);
    const blank = await call('POST', '/api/client-reply', { cookie, payload: { id: row.id, reply: ' \n\t ' } });
    expect(blank.statusCode).toBe(400);
    expect(errorResponseSchema.parse(blank.json()).issues?.map((i) => i.path)).toEqual(['reply']);
    expect(await rows(ticketEntries)).toBe(entriesBefore);
  });

  it("IDOR: customer A cannot read or write B's ticket in any way", async () => {
    const a = await newTicket({ email: 'a@example.com', subject: 'A ticket' });
    const b = await newTicket({ email: 'b@example.com', subject: 'B secret ticket', message: 'B private text' });
    const cookieA = await customerSignedIn('a@example.com', a.reference);

    const list = await call('POST', '/api/client-tickets', { cookie: cookieA, payload: { email: 'b@example.com' } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('B secret');
    expect(list.body).not.toContain(b.reference);

    const before = { entries: await rows(ticketEntries), events: await rows(ticketEvents) };
    for (const payload of [{ id: b.row.id, email: 'b@example.com', reply: 'pwned' }, { id: b.row.id, reply: 'pwned' }]) {
      const res = await call('POST', '/api/client-reply', { cookie: cookieA, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: ticketMessages.notFound });
    }
    // The same answer as for a ticket that does not exist.
    const missing = await call('POST', '/api/client-reply', { cookie: cookieA, payload: { id: '00000000-0000-4000-8000-000000000000', reply: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect({ entries: await rows(ticketEntries), events: await rows(ticketEvents) }).toEqual(before);

    // A's reference with B's e-mail does not sign in as B, nor B's reference with A's e-mail as A.
    expect((await call('POST', '/api/ticket-auth', { payload: { email: 'b@example.com', ticketId: a.reference } })).statusCode).toBe(401);
    expect((await call('POST', '/api/ticket-auth', { payload: { email: 'a@example.com', ticketId: b.reference } })).statusCode).toBe(401);
    // A customer session opens no staff endpoint.
    expect((await call('GET', `/api/tickets/${b.row.id}`, { cookie: cookieA })).statusCode).toBe(401);
    expect((await call('GET', '/api/tickets', { cookie: cookieA })).statusCode).toBe(401);
  });
});

describe("'Track your Ticket': the support form's session limited to the ticket just written", () => {
  const listOf = async (cookie: string | undefined) => {
    const res = await call('POST', '/api/client-tickets', { cookie, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { email: string | null; tickets: { id: string; reference: string; subject: string }[]; limited: boolean };
  };
  const sendForm = (payload: Record<string, unknown>, cookie?: string) => call('POST', '/support-form', { cookie, payload: { ...valid, ...payload } });

  it('sets an httpOnly, SameSite=Lax cookie of the same lifetime as a sign-in, for a session limited to that ticket', async () => {
    const res = await sendForm({ subject: 'Track me' });
    expect(res.statusCode).toBe(200);
    const set = res.cookies.find((c) => c.name === 'orisun_session');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 7 * 24 * 60 * 60 });
    expect(set?.secure).toBeFalsy();
    expect(set?.domain).toBeUndefined();
    const [row] = await desk.database.db.select().from(sessions).where(eq(sessions.kind, 'customer'));
    const [ticket] = await desk.database.db.select().from(tickets).where(eq(tickets.subject, 'Track me'));
    // Only the secret's hash is stored; the row names the address and the one ticket.
    expect(row).toMatchObject({ subjectEmail: valid.email.toLowerCase(), ticketId: ticket!.id, subjectId: null });
    expect(row!.secretHash).not.toBe(set!.value);
  });

  it('lists only that ticket and answers only on it (IDOR: an earlier ticket of the same address is neither shown nor writable)', async () => {
    const earlier = await newTicket({ subject: 'Earlier private ticket', message: 'Earlier private text' });
    const other = await newTicket({ email: 'other@example.com', subject: 'Someone else' });
    const res = await sendForm({ subject: 'Just written' });
    const cookie = cookieOf(res);
    const reference = (res.json() as { ticket: string }).ticket;

    const list = await listOf(cookie);
    expect(list).toMatchObject({ email: valid.email.toLowerCase(), limited: true });
    expect(list.tickets.map((t) => t.reference)).toEqual([reference]);
    const raw = await call('POST', '/api/client-tickets', { cookie, payload: { email: valid.email } });
    expect(raw.body).not.toContain('Earlier private');
    expect(raw.body).not.toContain(earlier.reference);

    const before = { entries: await rows(ticketEntries), events: await rows(ticketEvents) };
    for (const id of [earlier.row.id, other.row.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call('POST', '/api/client-reply', { cookie, payload: { id, email: valid.email, reply: 'Not this one' } });
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json()).toEqual({ error: ticketMessages.notFound });
    }
    expect({ entries: await rows(ticketEntries), events: await rows(ticketEvents) }).toEqual(before);

    const mine = list.tickets[0]!.id;
    expect((await call('POST', '/api/client-reply', { cookie, payload: { id: mine, reply: 'One more detail' } })).statusCode).toBe(200);
    expect((await listOf(cookie)).tickets).toHaveLength(1);
    // A limited session opens no staff endpoint either.
    expect((await call('GET', `/api/tickets/${mine}`, { cookie })).statusCode).toBe(401);
  });

  it('a full sign-in (e-mail and reference, or the mailed link) replaces it with a full session, under a new secret', async () => {
    const earlier = await newTicket({ subject: 'Earlier' });
    const res = await sendForm({ subject: 'Newest' });
    const limited = cookieOf(res);
    const signIn = await call('POST', '/api/ticket-auth', { cookie: limited, payload: { email: valid.email, ticketId: earlier.reference } });
    expect(signIn.statusCode).toBe(200);
    const full = cookieOf(signIn);
    expect(full).not.toBe(limited);
    const list = await listOf(full);
    expect(list.limited).toBe(false);
    expect(list.tickets.map((t) => t.subject).sort()).toEqual(['Earlier', 'Newest']);
    expect(await listOf(limited)).toEqual({ email: null, tickets: [], limited: false });
    expect((await call('POST', '/api/client-reply', { cookie: full, payload: { id: earlier.row.id, reply: 'Now I can' } })).statusCode).toBe(200);

    await desk.app.mailOutbox.drain();
    const again = cookieOf(await sendForm({ subject: 'Third' }, undefined));
    const byLink = await call('POST', '/api/ticket-auth/link', { cookie: again, payload: { link: linkSecretOf(valid.email) } });
    expect(byLink.statusCode).toBe(200);
    expect((await listOf(cookieOf(byLink))).tickets).toHaveLength(3);
    expect((await listOf(again)).email).toBeNull();
  });

  it("keeps a full session of the same address (no downgrade); another address's session or a limited one is replaced", async () => {
    const first = await newTicket({ subject: 'First' });
    const full = await customerSignedIn(valid.email, first.reference);
    const res = await sendForm({ email: valid.email.toUpperCase(), subject: 'Second' }, full);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const list = await listOf(full);
    expect(list.limited).toBe(false);
    expect(list.tickets.map((t) => t.subject)).toEqual(['Second', 'First']);

    // Another address: the visitor now writes as someone else, and sees only what they just wrote.
    const asOther = await sendForm({ email: 'colleague@example.com', subject: 'Colleague' }, full);
    const otherCookie = cookieOf(asOther);
    expect(await listOf(otherCookie)).toMatchObject({ email: 'colleague@example.com', limited: true, tickets: [{ subject: 'Colleague' }] });
    expect((await listOf(full)).email).toBeNull();

    // A limited session, then a second ticket: limited to the newest one.
    const next = cookieOf(await sendForm({ email: 'colleague@example.com', subject: 'Colleague again' }, otherCookie));
    expect((await listOf(next)).tickets.map((t) => t.subject)).toEqual(['Colleague again']);
    expect((await listOf(otherCookie)).email).toBeNull();
  });

  it('a follow-up onto an earlier ticket is limited to that ticket; the honeypot and a staff session get no customer session', async () => {
    const earlier = await newTicket({ subject: 'Follow me' });
    await newTicket({ subject: 'Unrelated' });
    const followUp = await sendForm({ ticket: earlier.reference, message: 'A follow-up' });
    expect((followUp.json() as { ticket: string }).ticket).toBe(earlier.reference);
    const list = await listOf(cookieOf(followUp));
    expect(list).toMatchObject({ limited: true, tickets: [{ reference: earlier.reference }] });
    expect(list.tickets).toHaveLength(1);

    const dropped = await sendForm({ website: 'https://spam.example' });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.headers['set-cookie']).toBeUndefined();

    const staff = await desk.signedIn('staff');
    const asStaff = await sendForm({ subject: 'Written by staff' }, staff.cookie);
    expect(asStaff.headers['set-cookie']).toBeUndefined();
    expect((await call('GET', '/api/tickets', { cookie: staff.cookie })).statusCode).toBe(200);
  });

  it('ends with the idle and absolute lifetimes of every session, and at sign-out', async () => {
    const cookie = cookieOf(await sendForm({ subject: 'Short lived' }));
    desk.advance(8 * 60 * 60_000);
    expect((await listOf(cookie)).email).toBeNull();
    const another = cookieOf(await sendForm({ subject: 'Signed out' }));
    expect((await call('POST', '/api/ticket-auth/sign-out', { cookie: another })).statusCode).toBe(200);
    expect((await listOf(another)).email).toBeNull();
  });
});

describe('authorization matrix', () => {
  it('answers every staff and customer endpoint by who calls: no session, customer, staff, disabled staff, admin', async () => {
    const { reference, row } = await newTicket();
    const customer = await customerSignedIn(valid.email, reference);
    const staff = await desk.signedIn('staff');
    const admin = await desk.signedIn('admin');
    const disabled = await desk.signedIn('staff');
    await call('POST', `/api/admin/users/${disabled.account.id}/disable`, { cookie: admin.cookie });

    let n = 0;
    const requests = (): { kind: 'staff' | 'customer' | 'check'; method: Method; url: string; payload?: Record<string, unknown>; ok: number }[] => {
      n += 1;
      return [
        { kind: 'staff', method: 'GET', url: '/api/tickets', ok: 200 },
        { kind: 'staff', method: 'GET', url: `/api/tickets/${row.id}`, ok: 200 },
        { kind: 'staff', method: 'POST', url: '/api/tickets', payload: { name: 'New', email: `new${n}@example.com`, subject: 'S', message: 'M' }, ok: 201 },
        { kind: 'staff', method: 'POST', url: '/api/tickets/status', payload: { id: row.id, status: n % 2 ? 'in-progress' : 'open' }, ok: 200 },
        { kind: 'staff', method: 'POST', url: '/api/tickets/assign', payload: { id: row.id, assignedTo: 'Support Team' }, ok: 200 },
        { kind: 'staff', method: 'GET', url: '/api/tickets/counts', ok: 200 },
        { kind: 'staff', method: 'GET', url: '/api/tickets/assignees', ok: 200 },
        { kind: 'staff', method: 'POST', url: '/api/tickets/assignee', payload: { id: row.id, assigneeId: n % 2 ? staff.account.id : null }, ok: 200 },
        { kind: 'staff', method: 'POST', url: '/api/tickets/response', payload: { id: row.id, message: `Answer ${n}` }, ok: 200 },
        { kind: 'staff', method: 'POST', url: '/api/tickets/note', payload: { id: row.id, message: `Note ${n}` }, ok: 200 },
        // The page's session check: 200 for anyone, the tickets only for the customer (see `expected`).
        { kind: 'check', method: 'POST', url: '/api/client-tickets', payload: { email: valid.email }, ok: 200 },
        { kind: 'customer', method: 'POST', url: '/api/client-reply', payload: { id: row.id, email: valid.email, reply: `Reply ${n}` }, ok: 200 },
      ];
    };
    const leaks = (body: string) => body.includes(valid.message) || body.includes(valid.subject) || body.includes(reference);

    const callers: [string, string | undefined, (kind: 'staff' | 'customer', ok: number) => number][] = [
      ['no session', undefined, () => 401],
      ['a customer', customer, (kind, ok) => (kind === 'customer' ? ok : 401)],
      ['staff', staff.cookie, (kind, ok) => (kind === 'staff' ? ok : 401)],
      ['a disabled staff member', disabled.cookie, () => 401],
      ['an admin', admin.cookie, (kind, ok) => (kind === 'staff' ? ok : 401)],
    ];
    for (const [who, cookie, expected] of callers) {
      for (const r of requests()) {
        const res = await call(r.method, r.url, { cookie, ...(r.payload ? { payload: r.payload } : {}) });
        if (r.kind === 'check') {
          expect(res.statusCode, `${r.method} ${r.url} as ${who}`).toBe(200);
          if (cookie !== customer) expect(res.json(), `${r.method} ${r.url} as ${who}`).toEqual({ email: null, tickets: [], limited: false });
          continue;
        }
        const status = expected(r.kind, r.ok);
        expect(res.statusCode, `${r.method} ${r.url} as ${who}`).toBe(status);
        if (status === 401) {
          expect(errorResponseSchema.parse(res.json()).issues).toBeUndefined();
          expect(leaks(res.body), `${r.method} ${r.url} as ${who} leaks`).toBe(false);
        }
      }
    }
  });
});

describe('staff flows', () => {
  it('lists with search, filters, pagination and counters, newest activity first', async () => {
    const staff = await desk.signedIn('staff');
    const made = [];
    for (const [i, urgency] of (['low', 'medium', 'high', 'high'] as const).entries()) {
      desk.advance(60_000);
      made.push(await newTicket({ name: `Customer ${i}`, email: `c${i}@example.com`, subject: `Problem ${i} 50%_off`, urgency }));
    }
    desk.advance(60_000);
    await call('POST', '/api/tickets/status', { cookie: staff.cookie, payload: { id: made[0]!.row.id, status: 'resolved' } });
    const list = async (query: string) => {
      const res = await call('GET', `/api/tickets${query}`, { cookie: staff.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return ticketListSchema.parse(res.json());
    };
    const all = await list('');
    expect(all.tickets.map((t) => t.customer)).toEqual(['Customer 0', 'Customer 3', 'Customer 2', 'Customer 1']);
    expect(all.counts).toEqual({ total: 4, open: 3, inProgress: 0, waitingForResponse: 0, resolved: 1 });
    expect((await list('?urgency=high')).tickets.map((t) => t.customer)).toEqual(['Customer 3', 'Customer 2']);
    expect((await list('?status=resolved')).total).toBe(1);
    expect((await list('?q=customer%202')).tickets.map((t) => t.customer)).toEqual(['Customer 2']);
    expect((await list('?q=C3%40EXAMPLE')).total).toBe(1);
    expect((await list(`?q=${made[1]!.reference.slice(4, 13).toLowerCase()}`)).tickets.map((t) => t.reference)).toEqual([made[1]!.reference]);
    expect((await list('?q=50%25_')).total).toBe(4);
    expect((await list('?q=5_%25')).total).toBe(0);
    const page = await list('?page=2&pageSize=3');
    expect(page.tickets).toHaveLength(1);
    expect(page.total).toBe(4);
    for (const bad of ['?pageSize=101', '?page=0', '?status=closed', '?urgency=x', '?q=%00', '?q=a%0Ab']) {
      const res = await call('GET', `/api/tickets${bad}`, { cookie: staff.cookie });
      expect(res.statusCode, bad).toBe(400);
    }
    // PostgreSQL refuses a NUL in text: the search says so instead of failing with a 500.
    expect((await call('GET', '/api/tickets?q=%00', { cookie: staff.cookie })).json().issues[0].path).toBe('q');
  });

  it('assigns a team (anything else: 400), responds (in-progress, first response time, mail), resolves (mail), notes (never to the customer), all audited', async () => {
    const { reference, row } = await newTicket();
    const staff = await desk.signedIn('staff');
    desk.sent.length = 0;
    const post = (url: string, payload: Record<string, unknown>) => call('POST', url, { cookie: staff.cookie, payload });

    for (const assignedTo of [undefined, '', 'Sales Team']) {
      const res = await post('/api/tickets/assign', { id: row.id, assignedTo });
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.parse(res.json()).issues).toEqual([{ path: 'assignedTo', message: ticketMessages.selectTeam }]);
    }
    const assigned = await post('/api/tickets/assign', { id: row.id, assignedTo: 'Billing Team' });
    expect(ticketResultSchema.parse(assigned.json()).ticket.assignedTo).toBe('Billing Team');

    const blank = await post('/api/tickets/response', { id: row.id, agent: 'x', message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorResponseSchema.parse(blank.json()).issues).toEqual([{ path: 'message', message: ticketMessages.emptyResponse }]);

    desk.advance(30 * 60_000);
    const responded = await post('/api/tickets/response', { id: row.id, agent: 'Someone Else', message: 'We are on it.' });
    expect(responded.statusCode).toBe(200);
    const afterResponse = ticketResultSchema.parse(responded.json()).ticket;
    expect(afterResponse.status).toBe('in-progress');
    expect(afterResponse.firstResponseAt).toBe(desk.clock.now.toISOString());
    expect(afterResponse.responses).toMatchObject([{ author: staff.account.name, message: 'We are on it.' }]);
    await desk.app.mailOutbox.drain();
    expect(desk.sent).toHaveLength(1);
    expect(desk.sent[0]).toMatchObject({ to: valid.email });
    expect(desk.sent[0]!.subject).toContain(reference);
    expect(desk.sent[0]!.text).toContain('We are on it.');
    expect(desk.sent[0]!.text).not.toContain('Someone Else');

    desk.sent.length = 0;
    const noted = await post('/api/tickets/note', { id: row.id, message: 'Customer is on the old plan.' });
    expect(noted.statusCode).toBe(200);
    expect(noted.body).not.toContain('old plan');
    await desk.app.mailOutbox.drain();
    expect(desk.sent).toHaveLength(0);

    desk.advance(60 * 60_000);
    const resolved = await post('/api/tickets/status', { id: row.id, status: 'resolved' });
    expect(ticketResultSchema.parse(resolved.json()).ticket).toMatchObject({ status: 'resolved', resolvedAt: desk.clock.now.toISOString() });
    await desk.app.mailOutbox.drain();
    expect(desk.sent).toHaveLength(1);
    expect(desk.sent[0]!.subject).toContain(reference);
    expect(desk.sent[0]!.subject).toMatch(/Resolved/);

    const detail = await call('GET', `/api/tickets/${row.id}`, { cookie: staff.cookie });
    const { ticket } = ticketDetailSchema.parse(detail.json());
    expect(ticket.notes).toMatchObject([{ author: staff.account.name, message: 'Customer is on the old plan.' }]);
    expect(ticket.events.map((e) => [e.actor, e.action, e.from, e.to])).toEqual([
      ['customer', 'created', null, 'open'],
      [staff.account.name, 'assigned', null, 'Billing Team'],
      [staff.account.name, 'response', 'open', 'in-progress'],
      [staff.account.name, 'note', null, null],
      [staff.account.name, 'status', 'in-progress', 'resolved'],
    ]);
    const stored = await desk.database.db.select().from(ticketEvents).where(eq(ticketEvents.action, 'assigned'));
    expect(stored[0]?.actor).toBe(staff.account.id);

    const customer = await customerSignedIn(valid.email, reference);
    const mine = await call('POST', '/api/client-tickets', { cookie: customer, payload: {} });
    expect(mine.body).not.toContain('old plan');
    expect(mine.body).not.toContain('Billing Team');
  });

  it('keeps the language a ticket was opened in: staff see it, and its mails to the customer are in it', async () => {
    const french = { ...valid, name: 'Afiavi Hounkpè', email: 'afiavi@example.bj', subject: 'Les factures affichent des dollars' };
    desk.sent.length = 0;
    // The French support page asks for French (the site's requester sends the page's language).
    const opened = await call('POST', '/support-form', { payload: french, headers: { 'accept-language': 'fr' } });
    expect(opened.statusCode, opened.body).toBe(200);
    const reference = (opened.json() as { ticket: string }).ticket;
    await desk.app.mailOutbox.drain();
    const received = desk.sent.find((m) => m.to === french.email)!;
    expect(received.subject).toBe(`[${reference}] Nous avons bien reçu votre demande d’assistance\u00a0: ${french.subject}`);
    expect(received.text).toMatch(/^Bonjour Afiavi Hounkpè,$/m);
    expect(received.text).toContain(`Le numéro de votre ticket est ${reference}.`);
    expect(received.text).toContain('Ce lien vous connecte une seule fois, pendant 7\u00a0jours\u00a0:');
    // Its links open the French ticket page.
    expect(received.text).toMatch(/^http:\/\/[^/\s]+\/fr\/dashboard\?link=[A-Za-z0-9_-]{43}$/m);
    expect(received.text).toMatch(/connectez-vous sur http:\/\/[^/\s]+\/fr\/dashboard avec cette adresse/);
    expect(received.text).not.toMatch(/[^r]\/dashboard/);
    // Support's own mail stays English.
    expect(desk.sent.find((m) => m.to === company.mailboxes.support)!.subject).toMatch(/New ticket \(high\)/);

    const staff = await desk.signedIn('staff');
    const [row] = await desk.database.db.select().from(tickets).where(eq(tickets.reference, reference));
    expect(row!.language).toBe('fr');
    const detail = ticketDetailSchema.parse((await call('GET', `/api/tickets/${row!.id}`, { cookie: staff.cookie })).json());
    expect(detail.ticket.language).toBe('fr');

    desk.sent.length = 0;
    // Staff work in English; the customer hears in French.
    const post = (url: string, payload: Record<string, unknown>) => call('POST', url, { cookie: staff.cookie, payload });
    expect((await post('/api/tickets/response', { id: row!.id, message: 'Nous corrigeons la devise aujourd’hui.' })).statusCode).toBe(200);
    expect((await post('/api/tickets/status', { id: row!.id, status: 'resolved' })).statusCode).toBe(200);
    await desk.app.mailOutbox.drain();
    const [response, resolved] = desk.sent;
    expect(response!.subject).toBe(`[${reference}] Nouvelle réponse\u00a0: ${french.subject}`);
    expect(response!.text).toMatch(new RegExp(`^${staff.account.name} a répondu à votre ticket ${reference} le \\d{1,2}(?:er)? [a-zéû]+\\.? \\d{4}, \\d{2}:\\d{2} WAT\u00a0:$`, 'm'));
    expect(resolved!.subject).toBe(`[${reference}] Résolu\u00a0: ${french.subject}`);
    expect(resolved!.text).toContain(`Nous avons marqué votre ticket ${reference} comme résolu.`);
    for (const mail of [response!, resolved!]) expect(mail.text).toMatch(/http:\/\/[^/\s]+\/fr\/dashboard\b/);

    // A ticket opened without a language (another client, or English) is English.
    const { row: english } = await newTicket();
    expect(english.language).toBe('en');
  });

  it('opens a ticket for a customer, who is mailed the reference; unknown ids get 404', async () => {
    const staff = await desk.signedIn('staff');
    const res = await call('POST', '/api/tickets', { cookie: staff.cookie, payload: { name: 'Ibrahim Musa', email: 'ibrahim@example.com', subject: 'Phone call', message: 'Called about access.', urgency: 'low' } });
    expect(res.statusCode).toBe(201);
    const { ticket } = ticketResultSchema.parse(res.json());
    expect(ticket).toMatchObject({ customer: 'Ibrahim Musa', status: 'open', urgency: 'low' });
    await desk.app.mailOutbox.drain();
    expect(desk.sent).toHaveLength(1);
    expect(desk.sent[0]).toMatchObject({ to: 'ibrahim@example.com' });
    expect(desk.sent[0]!.text).toContain(ticket.reference);
    const [event] = await desk.database.db.select().from(ticketEvents);
    expect(event).toMatchObject({ action: 'created', actor: staff.account.id });

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/tickets/${unknown}`, { cookie: staff.cookie })).statusCode).toBe(404);
    expect((await call('POST', '/api/tickets/status', { cookie: staff.cookie, payload: { id: unknown, status: 'open' } })).statusCode).toBe(404);
    expect((await call('GET', '/api/tickets/not-a-uuid', { cookie: staff.cookie })).statusCode).toBe(400);
  });
});

describe('people and views', () => {
  const post = (cookie: string, url: string, payload: Record<string, unknown>) => call('POST', url, { cookie, payload });

  it('assigns a person (an active account, oneself for "assign to me") or nobody, audited; unknown or disabled accounts get 400 naming assigneeId', async () => {
    const { row } = await newTicket();
    const me = await desk.signedIn('staff');
    const colleague = await desk.account();
    const gone = await desk.account({ disabled: true });

    for (const assigneeId of [gone.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', undefined, '']) {
      const res = await post(me.cookie, '/api/tickets/assignee', { id: row.id, assigneeId });
      expect(res.statusCode, String(assigneeId)).toBe(400);
      expect(errorResponseSchema.parse(res.json()).issues).toEqual([{ path: 'assigneeId', message: ticketMessages.selectPerson }]);
    }
    expect(await rows(ticketEvents)).toBe(1);

    const mine = await post(me.cookie, '/api/tickets/assignee', { id: row.id, assigneeId: me.account.id });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(ticketResultSchema.parse(mine.json()).ticket.assignee).toEqual({ id: me.account.id, name: me.account.name });
    // The same person again changes nothing (no event).
    await post(me.cookie, '/api/tickets/assignee', { id: row.id, assigneeId: me.account.id });
    desk.advance(60_000);
    const passed = await post(me.cookie, '/api/tickets/assignee', { id: row.id, assigneeId: colleague.id });
    expect(ticketResultSchema.parse(passed.json()).ticket.assignee).toEqual({ id: colleague.id, name: colleague.name });
    // The team stays as it was: a person and a team are separate.
    const team = await post(me.cookie, '/api/tickets/assign', { id: row.id, assignedTo: 'Technical Team' });
    expect(ticketResultSchema.parse(team.json()).ticket).toMatchObject({ assignedTo: 'Technical Team', assignee: { id: colleague.id } });
    const nobody = await post(me.cookie, '/api/tickets/assignee', { id: row.id, assigneeId: null });
    expect(ticketResultSchema.parse(nobody.json()).ticket).toMatchObject({ assignedTo: 'Technical Team', assignee: null });

    const { ticket } = ticketDetailSchema.parse((await call('GET', `/api/tickets/${row.id}`, { cookie: me.cookie })).json());
    expect(ticket.events.map((e) => [e.actor, e.action, e.from, e.to])).toEqual([
      ['customer', 'created', null, 'open'],
      [me.account.name, 'assignee', null, me.account.name],
      [me.account.name, 'assignee', me.account.name, colleague.name],
      [me.account.name, 'assigned', null, 'Technical Team'],
      [me.account.name, 'assignee', colleague.name, null],
    ]);

    // Deleting an account leaves its tickets unassigned (ON DELETE SET NULL).
    await post(me.cookie, '/api/tickets/assignee', { id: row.id, assigneeId: colleague.id });
    await desk.database.db.delete(staffAccounts).where(eq(staffAccounts.id, colleague.id));
    const [after] = await desk.database.db.select().from(tickets).where(eq(tickets.id, row.id));
    expect(after?.assignedStaffId).toBeNull();
  });

  it('lists the people a ticket can be assigned to: active accounts by name, to any staff member', async () => {
    const me = await desk.signedIn('staff');
    const admin = await desk.account({ role: 'admin' });
    await desk.account({ disabled: true });
    const res = await call('GET', '/api/tickets/assignees', { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    const { people } = ticketAssigneesSchema.parse(res.json());
    expect(people).toEqual(
      [me.account, admin].map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(res.body).not.toContain('@');
  });

  it('filters the list by view and counts every view and status in one answer that adds up', async () => {
    const me = await desk.signedIn('staff');
    const other = await desk.signedIn('staff');
    const made = [];
    for (let i = 0; i < 6; i += 1) {
      desk.advance(60_000);
      made.push((await newTicket({ name: `Customer ${i}`, email: `v${i}@example.com` })).row);
    }
    const [a, b, c, d, e] = made.map((t) => t.id);
    await post(me.cookie, '/api/tickets/status', { id: b, status: 'waiting-for-response' });
    await post(me.cookie, '/api/tickets/status', { id: c, status: 'resolved' });
    await post(me.cookie, '/api/tickets/status', { id: d, status: 'in-progress' });
    for (const id of [a, b, c]) await post(me.cookie, '/api/tickets/assignee', { id, assigneeId: me.account.id });
    await post(me.cookie, '/api/tickets/assignee', { id: e, assigneeId: other.account.id });

    const counts = async (cookie: string) => {
      const res = await call('GET', '/api/tickets/counts', { cookie });
      expect(res.statusCode, res.body).toBe(200);
      return ticketCountsSchema.parse(res.json());
    };
    const mine = await counts(me.cookie);
    expect(mine).toEqual({
      total: 6,
      views: { mine: 2, unassigned: 2, overdue: 0, open: 5, waiting: 1, resolved: 1 },
      statuses: { open: 3, 'in-progress': 1, 'waiting-for-response': 1, resolved: 1 },
    });
    // Every status is in exactly one count; All open and Resolved make the total.
    expect(Object.values(mine.statuses).reduce((sum, n) => sum + n, 0)).toBe(mine.total);
    expect(mine.views.open + mine.views.resolved).toBe(mine.total);
    expect((await counts(other.cookie)).views.mine).toBe(1);

    const list = async (query: string, cookie = me.cookie) => {
      const res = await call('GET', `/api/tickets${query}`, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      return ticketListSchema.parse(res.json());
    };
    const ids = async (query: string, cookie?: string) => (await list(query, cookie)).tickets.map((t) => t.id).sort();
    expect(await ids('?view=mine')).toEqual([a, b].sort());
    expect(await ids('?view=mine', other.cookie)).toEqual([e]);
    expect(await ids('?view=unassigned')).toEqual([d, made[5]!.id].sort());
    expect(await ids('?view=open')).toEqual([a, b, d, e, made[5]!.id].sort());
    expect(await ids('?view=waiting')).toEqual([b]);
    expect(await ids('?view=resolved')).toEqual([c]);
    // With search, filters and pages as before.
    expect(await ids('?view=open&q=customer%203')).toEqual([d]);
    expect(await ids('?view=open&status=in-progress')).toEqual([d]);
    const page = await list('?view=open&page=2&pageSize=2');
    expect(page.total).toBe(5);
    expect(page.tickets).toHaveLength(2);
    expect(page.counts).toEqual({ total: 6, open: 3, inProgress: 1, waitingForResponse: 1, resolved: 1 });

    const bad = await call('GET', '/api/tickets?view=closed', { cookie: me.cookie });
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).issues).toEqual([{ path: 'view', message: ticketMessages.chooseView }]);
  });
});

describe('foreign Origin', () => {
  it('refuses every new POST with a foreign Origin, writing nothing', async () => {
    const { reference, row } = await newTicket();
    const staff = await desk.signedIn('staff');
    const customer = await customerSignedIn(valid.email, reference);
    const before = { tickets: await rows(tickets), entries: await rows(ticketEntries), events: await rows(ticketEvents), mail: await rows(mailOutbox), replying: await rows(ticketReplying) };
    const posts: [string, string, Record<string, unknown>][] = [
      ['/support-form', '', valid],
      ['/api/ticket-auth', '', { email: valid.email, ticketId: reference }],
      ['/api/ticket-auth/link', '', { link: 'x' }],
      ['/api/ticket-auth/sign-out', customer, {}],
      ['/api/client-tickets', customer, {}],
      ['/api/client-reply', customer, { id: row.id, reply: 'x' }],
      ['/api/tickets', staff.cookie, { name: 'N', email: 'n@example.com', subject: 'S', message: 'M' }],
      ['/api/tickets/status', staff.cookie, { id: row.id, status: 'resolved' }],
      ['/api/tickets/assign', staff.cookie, { id: row.id, assignedTo: 'Support Team' }],
      ['/api/tickets/assignee', staff.cookie, { id: row.id, assigneeId: staff.account.id }],
      ['/api/tickets/response', staff.cookie, { id: row.id, message: 'x' }],
      ['/api/tickets/note', staff.cookie, { id: row.id, message: 'x' }],
      ['/api/tickets/replying', staff.cookie, { id: row.id, writing: true }],
      ['/api/tickets/bulk', staff.cookie, { ids: [row.id], status: 'resolved' }],
    ];
    const declared = Object.values(endpoints as Record<string, EndpointDefinition>)
      .filter((e) => e.method === 'POST' && (e.path === '/support-form' || e.path.startsWith('/api/ticket') || e.path.startsWith('/api/client')))
      .map((e) => e.path)
      .sort();
    expect(posts.map(([url]) => url).sort()).toEqual(declared);
    for (const [url, cookie, payload] of posts) {
      const res = await call('POST', url, { cookie: cookie || undefined, payload, headers: { origin: 'https://evil.example' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: foreignOriginMessage });
    }
    expect({ tickets: await rows(tickets), entries: await rows(ticketEntries), events: await rows(ticketEvents), mail: await rows(mailOutbox), replying: await rows(ticketReplying) }).toEqual(before);
    expect((await call('POST', '/api/client-tickets', { cookie: customer, payload: {} })).statusCode).toBe(200);
  });
});

describe('random payloads to the signed-in endpoints', () => {
  const hostile = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', ' ', '\u0000', 'a'.repeat(11_000), 'resolved', 'Support Team', '00000000-0000-4000-8000-000000000000', "'; drop table tickets; --"),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
  );
  const bodyOf = (endpoint: EndpointDefinition) => {
    const shape = (endpoint.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    return fc.oneof(fc.dictionary(fc.constantFrom(...Object.keys(shape), 'extra'), hostile, { maxKeys: 5 }), hostile);
  };

  it('never answer 5xx, as staff or as a customer', async () => {
    const { reference } = await newTicket();
    const staff = await desk.signedIn('staff');
    const customer = await customerSignedIn(valid.email, reference);
    const targets: [EndpointDefinition, string][] = [
      [endpoints.createTicket, staff.cookie],
      [endpoints.setTicketStatus, staff.cookie],
      [endpoints.assignTicket, staff.cookie],
      [endpoints.assignTicketToPerson, staff.cookie],
      [endpoints.respondToTicket, staff.cookie],
      [endpoints.addTicketNote, staff.cookie],
      [endpoints.clientTickets, customer],
      [endpoints.clientReply, customer],
      [endpoints.ticketAuthLink, ''],
    ];
    for (const [endpoint, cookie] of targets) {
      await fc.assert(
        fc.asyncProperty(bodyOf(endpoint), async (payload) => {
          const res = await desk.app.inject({
            method: 'POST',
            url: endpoint.path,
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          });
          expect(res.statusCode, `${endpoint.path} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    }
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('page', 'pageSize', 'q', 'status', 'urgency', 'view', 'x'), fc.string({ maxLength: 20 }), { maxKeys: 4 }), async (query) => {
        const res = await call('GET', `/api/tickets?${new URLSearchParams(query).toString()}`, { cookie: staff.cookie });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('POST /support-form rate limit', () => {
  const limited = authAppFixture({ FORM_RATE_LIMIT_PER_HOUR: '2' });
  it('answers 429 with Retry-After after FORM_RATE_LIMIT_PER_HOUR submissions from one IP address', async () => {
    const send = () => limited.app.inject({ method: 'POST', url: '/support-form', payload: valid, remoteAddress: '10.77.0.1' });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
