/**
 * What an independent probe of the public endpoints found, each as a check that can fail:
 * control characters a database cannot store, URLs changed by parsing, foreign origins, bodies
 * declared compressed, bodies that stall, and error logs that quoted what people sent.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@orisun/api';
import { buildApp, type App } from '../app.ts';
import { consultantApplications, contactMessages, mailOutbox, projectBriefs, reservations, subscriptions, teamApplications } from '../db/schema.ts';
import type { MailTransport } from '../mail/transport.ts';
import { partialUploadsDir } from '../storage/uploads.ts';
import { testConfig } from '../../test-support/config.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/db.ts';
import { contentEncodingMessage, foreignOriginMessage } from './guards.ts';

const transport: MailTransport = { description: 'recording', send: async () => undefined, close: () => undefined };

/** Log lines the app wrote (JSON), for the checks on what logs keep. */
const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
);

let database: TestDatabase;
let app: App;
let dataDir: string;

/** A fixed "now" before the events catalogue's featured events, so reservations are open. */
const now = new Date('2026-08-01T09:00:00Z');

/** Every public JSON write with a payload it accepts, and the table it stores into. */
const jsonWrites = [
  {
    url: '/submit-form',
    valid: { name: 'Adaeze Okonkwo', email: 'adaeze@example.ng', projectType: 'Custom Software Development', details: 'An inventory app for our three shops.' },
    table: projectBriefs,
  },
  { url: '/contact', valid: { name: 'Sèna Dossou', email: 'sena@example.bj', message: 'Hello Cotonou office.', office: 3 }, table: contactMessages },
  {
    url: '/reservation',
    valid: { email: 'fiyin@example.ng', title: 'Taking Mobile Money Payments in Your App', date: '2027-02-11', time: '15:00' },
    table: reservations,
  },
  { url: '/subscribe', valid: { email: 'kemi@example.ng', list: 'newsletter' }, table: subscriptions },
  {
    url: '/api/consultant-applications',
    valid: {
      name: 'Kemi Adebayo',
      email: 'kemi@example.ng',
      portfolioUrl: 'https://kemi.example.ng/work',
      rate: 75,
      availability: 'part-time',
      expertise: ['Mobile apps', 'Payments & fintech'],
      bio: 'I build payment apps.',
      location: 'Ibadan, Nigeria',
      isCompanyMember: false,
    },
    table: consultantApplications,
  },
] as const;

const rows = async (table: (typeof jsonWrites)[number]['table'] | typeof teamApplications | typeof mailOutbox) =>
  Number((await database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-guards-'));
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ FORM_RATE_LIMIT_PER_HOUR: '100000', PUBLIC_URL: 'https://orisun.example', DATA_DIR: dataDir }),
    database,
    logger,
    mailTransport: transport,
    mailWorker: false,
    now: () => now,
    timeouts: { idleMs: 600 },
  });
  // A route that fails in the database with a submitted value in its query, as a bug would.
  app.post('/test-only/failing-query', async (request) => {
    const { name } = request.body as { name: string };
    await database.db.execute(sql`select ${name}::integer`);
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.reset();
  logLines.length = 0;
});

describe('text fields refuse characters they cannot store', () => {
  const cases = jsonWrites.flatMap((write) =>
    Object.entries(write.valid)
      .filter(([, value]) => typeof value === 'string' || Array.isArray(value))
      .map(([field, value]) => ({ url: write.url, field, value, write })),
  );

  it.each(cases)('$url: a NUL byte in $field is a 400 naming $field, and nothing is stored', async ({ write, field, value }) => {
    expect((await app.inject({ method: 'POST', url: write.url, payload: write.valid })).statusCode, 'the valid payload is accepted').toBe(200);
    await database.reset();
    const poisoned = Array.isArray(value) ? [`${String(value[0])}\u0000`, ...value.slice(1)] : `${String(value).slice(0, 3)}\u0000${String(value).slice(3)}`;
    const res = await app.inject({ method: 'POST', url: write.url, payload: { ...write.valid, [field]: poisoned } });
    expect(res.statusCode).toBe(400);
    const body = errorResponseSchema.parse(res.json());
    expect(body.issues?.map((issue) => issue.path.split('.')[0])).toContain(field);
    expect(await rows(write.table)).toBe(0);
    expect(await rows(mailOutbox)).toBe(0);
  });

  it.each(cases.filter((c) => typeof c.value === 'string' && !['email', 'portfolioUrl', 'date', 'time', 'projectType', 'title', 'list', 'availability'].includes(c.field)))(
    '$url: a lone UTF-16 surrogate after an accented letter in $field is stored as U+FFFD, the whole text kept',
    async ({ write, field, value }) => {
      // `\udc00` alone is valid JSON but no character: PGlite cut the text after it (or answered 500), PostgreSQL kept it.
      const sent = `${String(value).slice(0, 4)} é\udc00 ${String(value).slice(4)}`;
      const res = await app.inject({ method: 'POST', url: write.url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...write.valid, [field]: sent }) });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = (await database.db.select().from(write.table)) as Record<string, unknown>[];
      const stored = Object.values(row ?? {}).find((v) => typeof v === 'string' && v.includes(' é'));
      expect(stored).toBe(sent.replace('\udc00', '\ufffd'));
    },
  );

  it.each([
    ['a line break', 'https://kemi.example.ng/wo\r\nrk'],
    ['a tab', 'https://kemi.example.ng/\twork'],
    ['a space', 'https://kemi.example.ng/my work'],
  ])('a portfolio URL with %s inside is refused as it was sent, not joined up by the URL parser', async (_what, portfolioUrl) => {
    const [, consultants] = [jsonWrites[3], jsonWrites[4]];
    const res = await app.inject({ method: 'POST', url: consultants.url, payload: { ...consultants.valid, portfolioUrl } });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).issues?.map((issue) => issue.path)).toContain('portfolioUrl');
    expect(await rows(consultantApplications)).toBe(0);
  });

  it('a team application field with a NUL byte is a 400 naming it, and no upload is kept', async () => {
    const form = new FormData();
    form.append('name', 'Tunde\u0000 Adeyemi');
    form.append('email', 'tunde@example.ng');
    form.append('role', 'Backend developer');
    form.append('message', 'I build payment systems.');
    form.append('resume', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a])], { type: 'application/pdf' }), 'cv.pdf');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: '/submit_team-form',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).issues?.map((issue) => issue.path)).toContain('name');
    expect(await rows(teamApplications)).toBe(0);
    expect(await readdir(partialUploadsDir(dataDir)).catch(() => [])).toEqual([]);
  });
});

describe('state-changing requests from another website are refused', () => {
  const contact = jsonWrites[1];
  const post = (headers: Record<string, string>) => app.inject({ method: 'POST', url: contact.url, payload: contact.valid, headers });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['a look-alike of the public address', { origin: 'https://orisun.example.evil.example' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another subdomain) without Origin', { 'sec-fetch-site': 'same-site' }],
  ])('%s: 403, and nothing is stored', async (_what, headers) => {
    const res = await post(headers);
    expect(res.statusCode).toBe(403);
    expect(errorResponseSchema.parse(res.json()).error).toBe(foreignOriginMessage);
    expect(await rows(contactMessages)).toBe(0);
  });

  it.each([
    ['the public address', { origin: 'https://orisun.example', 'sec-fetch-site': 'same-origin' }],
    ['the address the request was sent to', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }],
    ['no browser page at all (no Origin, no Sec-Fetch-Site)', {}],
    ['a navigation the person started (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
  ])('from %s: accepted', async (_what, headers) => {
    expect((await post(headers)).statusCode).toBe(200);
    expect(await rows(contactMessages)).toBe(1);
  });

  it('a cross-site multipart team application (a form on evil.example needs no preflight) is refused before it is read', async () => {
    const form = new FormData();
    form.append('name', 'Mallory');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: '/submit_team-form',
      headers: { origin: 'https://evil.example', 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(403);
    expect(await rows(teamApplications)).toBe(0);
  });

  it('GET requests are not checked: pages and links work from anywhere', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('request bodies declared compressed', () => {
  const brief = jsonWrites[0];

  it.each(['gzip', 'br', 'deflate', 'gzip, identity'])('Content-Encoding: %s is a 415 (the server does not decompress bodies), and nothing is stored', async (encoding) => {
    const res = await app.inject({ method: 'POST', url: brief.url, payload: brief.valid, headers: { 'content-encoding': encoding } });
    expect(res.statusCode).toBe(415);
    expect(errorResponseSchema.parse(res.json()).error).toBe(contentEncodingMessage);
    expect(await rows(projectBriefs)).toBe(0);
  });

  it('Content-Encoding: identity is a plain body', async () => {
    expect((await app.inject({ method: 'POST', url: brief.url, payload: brief.valid, headers: { 'content-encoding': 'identity' } })).statusCode).toBe(200);
  });
});

describe('error logs', () => {
  it('a failing query is logged with its SQL and SQLSTATE, never with the values people sent', async () => {
    const res = await app.inject({ method: 'POST', url: '/test-only/failing-query', payload: { name: 'Adaeze Okonkwo <adaeze@example.ng>' } });
    expect(res.statusCode).toBe(500);
    const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('22P02'); // invalid_text_representation
    expect(errors[0]).toContain('select $1::integer');
    expect(logLines.join('\n')).not.toMatch(/Adaeze|adaeze@example/);
  });
});

/** Opens a raw connection to the app and sends `head` (and `bodyStart`), then nothing more. */
async function stalledRequest(head: string, bodyStart: Buffer | string) {
  const address = app.server.address() as net.AddressInfo;
  const socket = net.connect(address.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  socket.on('error', () => undefined);
  const started = Date.now();
  socket.write(head);
  socket.write(bodyStart);
  return { closedAfterMs: async () => (await closed) - started, response: () => Buffer.concat(received).toString('utf8') };
}

describe('a request whose body stalls', () => {
  it('is cut off once nothing arrives for the idle timeout, and nothing is stored', async () => {
    const body = JSON.stringify(jsonWrites[0].valid);
    const stalled = await stalledRequest(
      `POST /submit-form HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body.slice(0, 20),
    );
    const ms = await stalled.closedAfterMs();
    expect(ms).toBeGreaterThanOrEqual(500);
    expect(ms).toBeLessThan(5_000);
    expect(await rows(projectBriefs)).toBe(0);
  });

  it('mid-upload: the connection is closed, the half-written resume is deleted, the abort is logged as info', async () => {
    const boundary = '----orisunStalledUpload';
    const start = [
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nTunde Adeyemi\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ].join('');
    const stalled = await stalledRequest(
      `POST /submit_team-form HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 200000\r\n\r\n`,
      Buffer.concat([Buffer.from(start), Buffer.from('%PDF-1.7\n'), Buffer.alloc(64 * 1024, 0x20)]),
    );
    const ms = await stalled.closedAfterMs();
    expect(ms).toBeLessThan(5_000);
    // The request's handler finishes after the socket closes: give it a moment to clean up.
    await expect.poll(async () => readdir(partialUploadsDir(dataDir)).catch(() => []), { timeout: 5_000 }).toEqual([]);
    expect(await rows(teamApplications)).toBe(0);
    const levels = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(levels.filter((l) => l.level >= 50)).toEqual([]);
  });
});
