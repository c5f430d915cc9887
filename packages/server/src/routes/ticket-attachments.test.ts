import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clientTicketListSchema, errorResponseSchema, ticketAttachmentMaxBytes, ticketDetailSchema, ticketResultSchema } from '@orisun/api';
import { ticketAttachments, tickets } from '../db/schema.ts';
import { authAppFixture } from '../../test-support/auth.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orisun-attachments-'));
const desk = authAppFixture({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
// The database is emptied before each test (the fixture); the files too.
beforeEach(() => rm(path.join(dataDir, 'uploads'), { recursive: true, force: true }));

// ---- files ------------------------------------------------------------------------------------------

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A real 1x1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

type File = [bytes: Buffer, filename: string, type?: string];

/** A multipart/form-data body as a browser's FormData makes it. */
async function multipart(fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [bytes, filename, type] of files) form.append('attachments', new Blob([new Uint8Array(bytes)], { type: type ?? '' }), filename);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

let ip = 0;
const nextIp = () => `10.7.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;

async function post(url: string, fields: Record<string, string>, files: File[], cookie?: string) {
  const body = await multipart(fields, files);
  return desk.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) }, remoteAddress: nextIp() });
}

const get = (url: string, cookie?: string) => desk.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, remoteAddress: nextIp() });

const form = { name: 'Chiamaka Eze', email: 'chiamaka@example.com', subject: 'Invoice page broken', message: 'See the screenshot and the invoice.', urgency: 'high' };

/** Every file under DATA_DIR/uploads (partial or kept), relative to it. */
async function uploaded(): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

const count = async (table: typeof tickets | typeof ticketAttachments) => Number((await desk.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const set = res.cookies.find((c) => c.name.endsWith('orisun_session') && c.value !== '');
  if (!set) throw new Error('No session cookie');
  return `${set.name}=${set.value}`;
};

/** A ticket from the support form with a PDF and a PNG: its reference, row, and the limited session the form started. */
async function ticketWithFiles(email = form.email) {
  const res = await post('/support-form', { ...form, email }, [
    [pdf, 'invoice (March).pdf', 'application/pdf'],
    [png, 'screen.png', 'image/png'],
  ]);
  expect(res.statusCode, res.body).toBe(200);
  const reference = (res.json() as { ticket: string }).ticket;
  const [row] = await desk.database.db.select().from(tickets).where(eq(tickets.reference, reference));
  return { reference, row: row!, limited: cookieOf(res) };
}

async function staffTicket(id: string, cookie: string) {
  const res = await get(`/api/tickets/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return ticketDetailSchema.parse(res.json()).ticket;
}

describe('attachments from the support form', () => {
  it('keeps images and PDFs by content, under server-made names, and mails them to the support mailbox', async () => {
    const { reference, row } = await ticketWithFiles();
    const stored = await desk.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, row.id));
    expect(stored.map((a) => [a.position, a.kind, a.originalName, a.bytes, a.messageId])).toEqual([
      [1, 'pdf', 'invoice (March).pdf', pdf.length, null],
      [2, 'png', 'screen.png', png.length, null],
    ]);
    for (const a of stored) expect(a.path).toMatch(/^uploads\/tickets\/[0-9a-f-]{36}\.(pdf|png)$/);
    expect(await uploaded()).toHaveLength(2); // no partial file left

    await desk.app.mailOutbox.drain();
    const toSupport = desk.sent.find((m) => m.subject.includes('New ticket'))!;
    expect(toSupport.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`ticket-${reference}-1.pdf`, 'application/pdf'],
      [`ticket-${reference}-2.png`, 'image/png'],
    ]);
    expect(await readFile((toSupport.attachments[0] as { path: string }).path)).toEqual(pdf);
    expect(toSupport.text).toContain(`ticket-${reference}-2.png`);
    // The customer's receipt does not carry them back (paid data).
    expect(desk.sent.find((m) => m.to.includes(form.email))!.attachments).toEqual([]);

    const { cookie } = await desk.signedIn('staff');
    const ticket = await staffTicket(row.id, cookie);
    expect(ticket.attachments?.map((a) => [a.name, a.kind, a.bytes, a.downloadName])).toEqual([
      ['invoice (March).pdf', 'pdf', pdf.length, `ticket-${reference}-1.pdf`],
      ['screen.png', 'png', png.length, `ticket-${reference}-2.png`],
    ]);
    const download = await get(ticket.attachments![0]!.url, cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`attachment; filename="ticket-${reference}-1.pdf"`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload).toEqual(pdf);
  });

  it('refuses a file that is not an image or PDF by its content (400 on attachments), and stores nothing', async () => {
    for (const bad of [
      [html, 'screen.png', 'image/png'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [Buffer.from('MZ this program cannot be run in DOS mode'), 'invoice.pdf.exe'],
    ] as File[]) {
      const res = await post('/support-form', form, [[pdf, 'fine.pdf'], bad]);
      expect(res.statusCode, res.body).toBe(400);
      const body = errorResponseSchema.parse(res.json());
      expect(body.issues?.map((i) => i.path)).toEqual(['attachments']);
      expect(body.issues?.[0]?.message).toContain(bad[1]);
    }
    expect(await count(tickets)).toBe(0);
    expect(await count(ticketAttachments)).toBe(0);
    expect(await uploaded()).toEqual([]);
    await desk.app.mailOutbox.drain();
    expect(desk.sent).toEqual([]);
  });

  it('answers 413 on attachments for a file over 5 MB or a fourth file, and keeps nothing', async () => {
    const big = Buffer.alloc(ticketAttachmentMaxBytes + 1);
    pdf.copy(big);
    const tooBig = await post('/support-form', form, [[big, 'big.pdf']]);
    expect(tooBig.statusCode).toBe(413);
    expect(errorResponseSchema.parse(tooBig.json()).issues?.[0]?.path).toBe('attachments');
    const exactly = Buffer.alloc(ticketAttachmentMaxBytes);
    pdf.copy(exactly);
    expect((await post('/support-form', form, [[exactly, 'five.pdf']])).statusCode).toBe(200);

    const four = await post('/support-form', form, [[pdf, 'a.pdf'], [pdf, 'b.pdf'], [pdf, 'c.pdf'], [pdf, 'd.pdf']]);
    expect(four.statusCode).toBe(413);
    expect(await count(tickets)).toBe(1);
    expect(await uploaded()).toHaveLength(1);
  });

  it('checks the fields of a multipart body with the same schema as JSON (400 naming the field, nothing kept)', async () => {
    const res = await post('/support-form', { ...form, email: 'not-an-address' }, [[pdf, 'a.pdf']]);
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).issues?.map((i) => i.path)).toEqual(['email']);
    const other = await desk.app.inject({ method: 'POST', url: '/support-form', remoteAddress: nextIp(), ...(await (async () => {
      const f = new FormData();
      for (const [k, v] of Object.entries(form)) f.append(k, v);
      f.append('photo', new Blob([new Uint8Array(png)]), 'p.png');
      const r = new Response(f);
      return { payload: Buffer.from(await r.arrayBuffer()), headers: { 'content-type': r.headers.get('content-type')! } };
    })()) });
    expect(other.statusCode).toBe(400);
    expect(errorResponseSchema.parse(other.json()).issues?.map((i) => i.path)).toEqual(['photo']);
    expect(await count(tickets)).toBe(0);
    expect(await uploaded()).toEqual([]);
  });

  it('leaves the JSON form as it was, and the JSON-only routes refuse multipart bodies (415)', async () => {
    const json = await desk.app.inject({ method: 'POST', url: '/support-form', payload: form, remoteAddress: nextIp() });
    expect(json.statusCode).toBe(200);
    const { cookie } = await desk.signedIn('staff');
    const [row] = await desk.database.db.select().from(tickets);
    const note = await post('/api/tickets/note', { id: row!.id, message: 'x' }, [], cookie);
    expect(note.statusCode).toBe(415);
  });
});

describe('who may download an attachment', () => {
  it('staff and the ticket’s own customer (full or limited to that ticket); anyone else gets 404', async () => {
    const { reference, row, limited } = await ticketWithFiles();
    const other = await ticketWithFiles('someone.else@example.com');
    const sameAddressOther = await ticketWithFiles();
    const [attachment] = await desk.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, row.id)).orderBy(ticketAttachments.position);
    const url = `/api/ticket-attachments/${attachment!.id}`;

    const full = cookieOf(await desk.app.inject({ method: 'POST', url: '/api/ticket-auth', payload: { email: form.email, ticketId: reference }, remoteAddress: nextIp() }));
    const staff = (await desk.signedIn('staff')).cookie;
    const admin = (await desk.signedIn('admin')).cookie;
    for (const [who, cookie, status] of [
      ['nobody', undefined, 404],
      ['a broken cookie', 'orisun_session=nonsense', 404],
      ['another customer', other.limited, 404],
      ['the same address, limited to another ticket', sameAddressOther.limited, 404],
      ['the customer, limited to this ticket', limited, 200],
      ['the customer, signed in', full, 200],
      ['staff', staff, 200],
      ['an admin', admin, 200],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, who).toBe(status);
      if (status === 200) expect(res.headers['content-disposition'], who).toContain(`ticket-${reference}-1.pdf`);
      else expect(res.headers['content-disposition'], who).toBeUndefined();
    }
    expect((await get('/api/ticket-attachments/00000000-0000-4000-8000-000000000000', staff)).statusCode).toBe(404);
    expect((await get('/api/ticket-attachments/not-an-id', staff)).statusCode).toBe(400);

    // The customer's list shows them under the first message; the other customer's list does not.
    const mine = clientTicketListSchema.parse((await desk.app.inject({ method: 'POST', url: '/api/client-tickets', payload: {}, headers: { cookie: limited } })).json());
    expect(mine.tickets[0]!.attachments?.map((a) => a.url)).toEqual([url, expect.any(String)]);
  });
});

describe('attachments on replies and responses', () => {
  it('a customer’s reply keeps them under the reply and mails them to the support mailbox', async () => {
    const { reference, row, limited } = await ticketWithFiles();
    await desk.app.mailOutbox.drain();
    desk.sent.length = 0;
    const res = await post('/api/client-reply', { id: row.id, reply: 'Here is the receipt.' }, [[png, 'receipt.png']], limited);
    expect(res.statusCode, res.body).toBe(200);
    const list = clientTicketListSchema.parse((await desk.app.inject({ method: 'POST', url: '/api/client-tickets', payload: {}, headers: { cookie: limited } })).json());
    const reply = list.tickets[0]!.clientReplies[0]!;
    expect(reply.attachments?.map((a) => [a.name, a.downloadName])).toEqual([['receipt.png', `ticket-${reference}-3.png`]]);
    await desk.app.mailOutbox.drain();
    expect(desk.sent.find((m) => m.subject.includes('Customer reply'))!.attachments.map((a) => a.filename)).toEqual([`ticket-${reference}-3.png`]);

    // Without a session nothing is read (401), and a bad file is a 400 with nothing stored.
    expect((await post('/api/client-reply', { id: row.id, reply: 'x' }, [[png, 'a.png']])).statusCode).toBe(401);
    const bad = await post('/api/client-reply', { id: row.id, reply: 'x' }, [[html, 'a.png']], limited);
    expect(bad.statusCode).toBe(400);
    expect(await count(ticketAttachments)).toBe(3);
    expect(await uploaded()).toHaveLength(3);
  });

  it('a staff response keeps them under the response and mails them to the customer as attachments', async () => {
    const { reference, row } = await ticketWithFiles();
    await desk.app.mailOutbox.drain();
    desk.sent.length = 0;
    const { cookie } = await desk.signedIn('staff');
    const res = await post('/api/tickets/response', { id: row.id, message: 'Fixed: see the screenshot.' }, [[png, 'fixed.png', 'image/png']], cookie);
    expect(res.statusCode, res.body).toBe(200);
    const ticket = ticketResultSchema.parse(res.json()).ticket;
    expect(ticket.responses[0]!.attachments?.map((a) => a.downloadName)).toEqual([`ticket-${reference}-3.png`]);
    expect(ticket.attachments).toHaveLength(2);
    await desk.app.mailOutbox.drain();
    const mail = desk.sent.find((m) => m.subject.includes('New response'))!;
    expect(mail.to).toContain(form.email);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`ticket-${reference}-3.png`, 'image/png']]);
    expect(await readFile((mail.attachments[0] as { path: string }).path)).toEqual(png);

    // No staff session: 401 before any file is read.
    expect((await post('/api/tickets/response', { id: row.id, message: 'x' }, [[png, 'a.png']])).statusCode).toBe(401);
    expect(await uploaded()).toHaveLength(3);
  });
});
