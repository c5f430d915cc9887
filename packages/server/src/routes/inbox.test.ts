import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consultantApplicationMessages,
  endpoints,
  errorResponseSchema,
  inboxHandledResultSchema,
  inboxKinds,
  inboxPageSchema,
  inboxReopenedSchema,
  type EndpointDefinition,
  type InboxKind,
  type InboxPageOf,
} from '@orisun/api';
import { inboxBatches } from '../db/inbox.ts';
import {
  consultantApplications,
  contactMessages,
  projectBriefs,
  reservations,
  subscriptions,
  teamApplications,
  type StaffAccountRow,
} from '../db/schema.ts';
import { csvFormulaStarts, neutralizeCsvCell } from '../http/csv.ts';
import { foreignOriginMessage } from '../http/guards.ts';
import { authAppFixture } from '../../test-support/auth.ts';

// One app and one seeded database for the whole file: tests read the seed; a test that writes uses rows of its
// own and removes them, so the seed is what every test sees.
const root = path.join(os.tmpdir(), `orisun-inbox-test-${process.pid}-${randomBytes(4).toString('hex')}`);
const dataDir = path.join(root, 'data');
const siteDir = path.join(root, 'site');
mkdirSync(siteDir, { recursive: true });
writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Orisun</title><p>Home</p>');
writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>Not found</title><p>Not found</p>');

const desk = authAppFixture({ DATA_DIR: dataDir, SITE_DIR: siteDir }, { resetBeforeEach: false });
const db = () => desk.database.db;

afterAll(() => rmSync(root, { recursive: true, force: true }));

const hour = 3_600_000;
/** The seed's timeline: `at(n)` is n hours after 1 November 2026. */
const at = (hours: number) => new Date(Date.UTC(2026, 10, 1) + hours * hour);

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.8.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

type Method = 'GET' | 'POST' | 'HEAD';
const call = (method: Method, url: string, options: { cookie?: string | undefined; payload?: unknown; headers?: Record<string, string> } = {}) =>
  desk.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });

// ---- the seed ----------------------------------------------------------------------------------------

let seeder: StaffAccountRow;
let staff: { account: StaffAccountRow; cookie: string };
let admin: { account: StaffAccountRow; cookie: string };
let pdfBytes: Uint8Array;

const seed = {
  briefs: [
    { id: randomUUID(), name: 'Adaeze Okafor', email: 'adaeze@example.com', projectType: 'Mobile App Development', details: 'A delivery app for Lagos.', createdAt: at(1) },
    {
      id: randomUUID(),
      name: '-Minus Name',
      email: 'formula@example.com',
      projectType: '@SUM(1+1)',
      details: '=HYPERLINK("http://evil.example","click")',
      createdAt: at(2),
    },
    { id: randomUUID(), name: 'Kwame Mensah', email: 'kwame@example.com', projectType: 'IT Consulting and Strategy', details: 'Save 50%_off our cloud bill', createdAt: at(3) },
    {
      id: randomUUID(),
      name: 'Amina Bello',
      email: 'AMINA@Example.com',
      projectType: 'Custom Software Development',
      details: 'Clinic records,\nwith "quotes" and a second line',
      createdAt: at(4),
    },
    { id: randomUUID(), name: '\tTab Start', email: 'tab@example.com', projectType: '+Plus type', details: '\rCR start', createdAt: at(5) },
  ],
  applications: [
    { id: randomUUID(), name: 'Tunde Bakare', email: 'tunde@example.com', role: 'Backend developer', message: 'Payments in Go for four years.', filename: 'Tunde Bakare CV.pdf', createdAt: at(1) },
    { id: randomUUID(), name: 'Ẹfúà Owusu', email: 'efua@example.com', role: 'Product designer', message: 'I design for low-end phones.', filename: 'Ẹfúà résumé "final".pdf', createdAt: at(2) },
  ],
  contact: [
    { id: randomUUID(), officeId: 1, name: 'Bola Ahmed', email: 'bola@example.com', message: 'Visiting Lagos next week.', createdAt: at(1) },
    { id: randomUUID(), officeId: 2, name: 'Yemi Alade', email: 'yemi@example.com', message: 'A question for Ogbomosho.', createdAt: at(2) },
    { id: randomUUID(), officeId: 3, name: 'Sèna Houngbo', email: 'sena@example.bj', message: 'Bonjour Cotonou.', createdAt: at(3) },
    { id: randomUUID(), officeId: 1, name: 'Second Lagos', email: 'lagos2@example.com', message: 'Another one for Lagos.', createdAt: at(4) },
  ],
  reservations: [
    { id: randomUUID(), eventId: 'mobile-money-payments-2027', email: 'ifeoma@example.com', createdAt: at(1) },
    { id: randomUUID(), eventId: 'lagos-build-your-first-app-2027', email: 'segun@example.com', createdAt: at(2) },
    { id: randomUUID(), eventId: 'mobile-money-payments-2027', email: 'yaw@example.com', createdAt: at(3) },
  ],
  subscribers: [
    { id: randomUUID(), list: 'newsletter', email: 'confirmed@example.com', confirmedAt: at(1.5), unsubscribedAt: null, createdAt: at(1) },
    { id: randomUUID(), list: 'newsletter', email: 'gone@example.com', confirmedAt: at(2.5), unsubscribedAt: at(20), createdAt: at(2) },
    { id: randomUUID(), list: 'developer-portal', email: 'pending@example.com', confirmedAt: null, unsubscribedAt: null, createdAt: at(3) },
    { id: randomUUID(), list: 'developer-portal', email: 'dev@example.com', confirmedAt: at(4.5), unsubscribedAt: null, createdAt: at(4) },
  ],
  consultants: [
    {
      id: randomUUID(),
      name: 'Olumide Ajayi',
      email: 'olumide@example.com',
      portfolioUrl: 'https://olumide.example.com',
      hourlyRateCents: 12_000,
      availability: 'project-based' as const,
      expertise: ['PostgreSQL', 'Data engineering'],
      bio: 'Warehouses and pipelines for banks.',
      location: null,
      isCompanyMember: false,
      createdAt: at(1),
    },
    {
      id: randomUUID(),
      name: 'Chiamaka Eze',
      email: 'chiamaka@example.com',
      portfolioUrl: 'https://chiamaka.example.com',
      hourlyRateCents: 8_550,
      availability: 'part-time' as const,
      expertise: ['React', 'Accessibility'],
      bio: 'Accessible design systems.',
      location: 'Lagos, Nigeria',
      isCompanyMember: true,
      createdAt: at(2),
    },
  ],
};

/** Ids of a kind's seed, newest first (as every list answers). */
const newestFirst = (kind: InboxKind) => [...seed[kind]].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((row) => row.id);

/** Every name and address of the seed: none may appear in an answer to someone who is not staff. */
const seededSecrets = () => [
  ...Object.values(seed).flatMap((rows) => rows.map((row) => ('email' in row ? row.email : ''))),
  ...seed.briefs.map((b) => b.details),
  ...seed.applications.map((a) => a.message),
];

let customerCookie: string;
let disabledCookie: string;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText('Tunde Bakare - Backend developer', { x: 20, y: 150, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  pdfBytes = await doc.save();

  seeder = await desk.account({ role: 'admin' });
  staff = await desk.signedIn('staff');
  admin = await desk.signedIn('admin');
  const disabled = await desk.signedIn('staff');
  expect((await call('POST', `/api/admin/users/${disabled.account.id}/disable`, { cookie: admin.cookie })).statusCode).toBe(200);
  disabledCookie = disabled.cookie;

  // A customer: signed in to the ticket page with the reference of their ticket.
  const ticket = await call('POST', '/support-form', { payload: { name: 'Customer', email: 'customer@example.com', subject: 'Hello', message: 'A question.' } });
  const reference = (ticket.json() as { ticket: string }).ticket;
  const signIn = await call('POST', '/api/ticket-auth', { payload: { email: 'customer@example.com', ticketId: reference } });
  customerCookie = desk.sessionCookie(signIn);

  await db()
    .insert(projectBriefs)
    .values(seed.briefs.map((b) => ({ ...b, ...(b.name === 'Kwame Mensah' ? { handledAt: at(10), handledBy: seeder.id } : {}) })));
  mkdirSync(path.join(dataDir, 'uploads', 'resumes'), { recursive: true });
  for (const a of seed.applications) writeFileSync(path.join(dataDir, 'uploads', 'resumes', `${a.id}.pdf`), pdfBytes);
  await db()
    .insert(teamApplications)
    .values(
      seed.applications.map(({ filename, ...a }) => ({
        ...a,
        resumePath: `uploads/resumes/${a.id}.pdf`,
        resumeFilename: filename,
        resumeType: 'application/pdf',
        resumeBytes: pdfBytes.length,
      })),
    );
  await db()
    .insert(contactMessages)
    .values(seed.contact.map((c) => ({ ...c, ...(c.officeId === 3 ? { handledAt: at(11), handledBy: seeder.id } : {}) })));
  await db().insert(reservations).values(seed.reservations);
  await db()
    .insert(subscriptions)
    .values(seed.subscribers.map((s) => ({ ...s, unsubscribeToken: randomBytes(24).toString('base64url') })));
  await db().insert(consultantApplications).values(seed.consultants);
});

const list = async <K extends InboxKind>(kind: K, query = '', cookie = staff.cookie): Promise<InboxPageOf<K>> => {
  const res = await call('GET', `/api/inbox/${kind}${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const page = inboxPageSchema.parse(res.json());
  expect(page.kind).toBe(kind);
  return page as InboxPageOf<K>;
};
const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);

/** A minimal RFC 4180 reader (quoted cells, doubled quotes, CRLF rows), to check what a spreadsheet would read. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The handled marks of every submission table, to prove a refused request wrote nothing. */
async function marks() {
  const read = async (table: typeof projectBriefs | typeof teamApplications | typeof contactMessages | typeof reservations | typeof subscriptions) =>
    (await db().select({ id: table.id, at: table.handledAt, by: table.handledBy }).from(table)).sort((a, b) => a.id.localeCompare(b.id));
  const consultants = (
    await db()
      .select({ id: consultantApplications.id, at: consultantApplications.handledAt, by: consultantApplications.handledBy, reopened: consultantApplications.reopenedAt })
      .from(consultantApplications)
  ).sort((a, b) => a.id.localeCompare(b.id));
  return {
    briefs: await read(projectBriefs),
    applications: await read(teamApplications),
    contact: await read(contactMessages),
    reservations: await read(reservations),
    subscribers: await read(subscriptions),
    consultants,
  };
}

/** A brief of the test's own (removed at the end of the test): for requests that change something. */
async function ownBrief(name: string) {
  const [row] = await db()
    .insert(projectBriefs)
    .values({ name, email: `${name.toLowerCase().replace(/\W+/g, '-')}@own.example`, projectType: 'IT Consulting and Strategy', details: 'Own row', createdAt: at(-1000) })
    .returning();
  return row!;
}
const removeBriefs = (...rowIds: string[]) => db().delete(projectBriefs).where(inArray(projectBriefs.id, rowIds));

// ---- authorization -------------------------------------------------------------------------------------

describe('authorization matrix', () => {
  it('answers every inbox endpoint by who calls: no session, customer, staff, disabled staff, admin; nothing leaks', async () => {
    const brief = await ownBrief('Matrix Brief');
    const [consultant] = await db()
      .insert(consultantApplications)
      .values({ ...seed.consultants[0]!, id: randomUUID(), email: 'matrix@own.example', createdAt: at(-1000) })
      .returning();
    try {
      const requests: { method: Method; url: string; template: string; payload?: Record<string, unknown>; ok: number }[] = [
        ...inboxKinds.map((kind) => ({ method: 'GET' as const, url: `/api/inbox/${kind}`, template: endpoints.listInbox.path, ok: 200 })),
        ...inboxKinds.map((kind) => ({ method: 'GET' as const, url: `/api/inbox/${kind}/export.csv`, template: endpoints.exportInbox.path, ok: 200 })),
        { method: 'POST', url: `/api/inbox/briefs/${brief.id}/handled`, template: endpoints.setInboxHandled.path, payload: { handled: true }, ok: 200 },
        { method: 'GET', url: `/api/inbox/applications/${seed.applications[0]!.id}/resume`, template: endpoints.downloadResume.path, ok: 200 },
        { method: 'POST', url: `/api/inbox/consultants/${consultant!.id}/reopen`, template: endpoints.reopenConsultantApplication.path, ok: 200 },
      ];
      // Every inbox endpoint of the contract is in the matrix.
      const declared = Object.values(endpoints as Record<string, EndpointDefinition>)
        .filter((e) => e.path.startsWith('/api/inbox'))
        .map((e) => `${e.method} ${e.path}`)
        .sort();
      expect([...new Set(requests.map((r) => `${r.method} ${r.template}`))].sort()).toEqual(declared);

      const callers: [string, string | undefined, boolean][] = [
        ['no session', undefined, false],
        ['a customer', customerCookie, false],
        ['a disabled staff member', disabledCookie, false],
        ['staff', staff.cookie, true],
        ['an admin', admin.cookie, true],
      ];
      for (const [who, cookie, allowed] of callers) {
        for (const r of requests) {
          const res = await call(r.method, r.url, { cookie, ...(r.payload ? { payload: r.payload } : {}) });
          expect(res.statusCode, `${r.method} ${r.url} as ${who}`).toBe(allowed ? r.ok : 401);
          if (!allowed) {
            expect(errorResponseSchema.parse(res.json()).issues).toBeUndefined();
            expect(res.headers['content-disposition'], `${r.url} as ${who}`).toBeUndefined();
            expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
            for (const secret of seededSecrets()) expect(res.body.includes(secret), `${r.method} ${r.url} as ${who} leaks ${secret}`).toBe(false);
          }
        }
      }
      // The refused callers changed nothing; staff and admin did (the first mark stays).
      const [after] = await db().select().from(projectBriefs).where(eq(projectBriefs.id, brief.id));
      expect(after?.handledBy).toBe(staff.account.id);
    } finally {
      await removeBriefs(brief.id);
      await db().delete(consultantApplications).where(eq(consultantApplications.id, consultant!.id));
    }
  });

  it('asks for a session before reading anything: a stranger gets 401 even for bad parameters and bodies', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/inbox/nope?page=0&pageSize=1000', undefined],
      ['GET', '/api/inbox/briefs/export.csv?office=9', undefined],
      ['POST', '/api/inbox/briefs/not-an-id/handled', { handled: 'maybe' }],
      ['GET', '/api/inbox/applications/not-an-id/resume', undefined],
      ['POST', '/api/inbox/consultants/not-an-id/reopen', undefined],
    ] as const) {
      for (const cookie of [undefined, customerCookie]) {
        const res = await call(method, url, { cookie, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(errorResponseSchema.parse(res.json()).issues).toBeUndefined();
      }
    }
  });

  it('refuses changes from a foreign Origin (403, nothing written) and never changes anything on a GET or HEAD', async () => {
    const before = await marks();
    const consultant = seed.consultants[0]!.id;
    for (const [url, payload] of [
      [`/api/inbox/briefs/${seed.briefs[0]!.id}/handled`, { handled: true }],
      [`/api/inbox/consultants/${consultant}/reopen`, undefined],
    ] as const) {
      const res = await call('POST', url, { cookie: staff.cookie, headers: { origin: 'https://evil.example' }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: foreignOriginMessage });
      for (const method of ['GET', 'HEAD'] as const) {
        const read = await call(method, url, { cookie: staff.cookie });
        expect(read.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    for (const kind of inboxKinds) {
      await call('GET', `/api/inbox/${kind}`, { cookie: staff.cookie });
      await call('HEAD', `/api/inbox/${kind}/export.csv`, { cookie: staff.cookie });
    }
    await call('GET', `/api/inbox/applications/${seed.applications[0]!.id}/resume`, { cookie: staff.cookie });
    expect(await marks()).toEqual(before);
  });
});

// ---- lists ------------------------------------------------------------------------------------------------

describe('GET /api/inbox/:kind', () => {
  it('lists every kind newest first, with the count and the page', async () => {
    for (const kind of inboxKinds) {
      const page = await list(kind);
      expect(ids(page), kind).toEqual(newestFirst(kind));
      expect(page).toMatchObject({ total: seed[kind].length, page: 1, pageSize: 20 });
    }
  });

  it("shows each kind's fields: handled marks by name, subscriber states, rates in dollars, resume details", async () => {
    const briefs = await list('briefs');
    const kwame = briefs.items.find((b) => b.name === 'Kwame Mensah')!;
    expect(kwame).toMatchObject({ handledAt: at(10).toISOString(), handledBy: seeder.name, projectType: 'IT Consulting and Strategy' });
    expect(briefs.items.find((b) => b.name === 'Adaeze Okafor')).toMatchObject({ handledAt: null, handledBy: null, createdAt: at(1).toISOString() });

    const subscribers = await list('subscribers');
    expect(subscribers.items.map((s) => [s.email, s.list, s.status])).toEqual([
      ['dev@example.com', 'developer-portal', 'confirmed'],
      ['pending@example.com', 'developer-portal', 'pending'],
      ['gone@example.com', 'newsletter', 'unsubscribed'],
      ['confirmed@example.com', 'newsletter', 'confirmed'],
    ]);
    expect(subscribers.items.find((s) => s.status === 'unsubscribed')?.unsubscribedAt).toBe(at(20).toISOString());

    const consultants = await list('consultants');
    expect(consultants.items[0]).toMatchObject({ name: 'Chiamaka Eze', rate: 85.5, availability: 'part-time', expertise: ['React', 'Accessibility'], location: 'Lagos, Nigeria', isCompanyMember: true, reopenedAt: null });
    expect(consultants.items[1]).toMatchObject({ rate: 120, location: null });

    const applications = await list('applications');
    expect(applications.items[0]).toMatchObject({ name: 'Ẹfúà Owusu', resume: { filename: 'Ẹfúà résumé "final".pdf', type: 'application/pdf', bytes: pdfBytes.length } });
    expect(applications.items[0]).not.toHaveProperty('resumePath');
    expect(JSON.stringify(applications)).not.toContain('uploads/resumes');

    expect((await list('contact')).items.map((c) => c.officeId)).toEqual([1, 3, 2, 1]);
    expect((await list('reservations')).items.map((r) => r.eventId)).toEqual(['mobile-money-payments-2027', 'lagos-build-your-first-app-2027', 'mobile-money-payments-2027']);
  });

  it('searches the meaningful text fields of each kind, case-insensitively, with % and _ taken literally', async () => {
    const names = async (kind: InboxKind, q: string) => (await list(kind, `?q=${encodeURIComponent(q)}`)).items.map((i) => ('name' in i ? i.name : i.email));
    expect(await names('briefs', 'amina@EXAMPLE')).toEqual(['Amina Bello']);
    expect(await names('briefs', 'mobile app')).toEqual(['Adaeze Okafor']);
    expect(await names('briefs', 'CLINIC records')).toEqual(['Amina Bello']);
    expect(await names('briefs', '50%_')).toEqual(['Kwame Mensah']);
    expect(await names('briefs', '5_%')).toEqual([]);
    expect(await names('briefs', '  kwame  ')).toEqual(['Kwame Mensah']);
    expect(await names('applications', 'product DESIGNER')).toEqual(['Ẹfúà Owusu']);
    expect(await names('applications', 'bakare cv')).toEqual(['Tunde Bakare']);
    expect(await names('contact', 'bonjour')).toEqual(['Sèna Houngbo']);
    expect(await names('reservations', 'SEGUN')).toEqual(['segun@example.com']);
    expect(await names('reservations', 'build-your-first')).toEqual(['segun@example.com']);
    expect(await names('subscribers', 'Gone@')).toEqual(['gone@example.com']);
    expect(await names('consultants', 'accessibility')).toEqual(['Chiamaka Eze']);
    expect(await names('consultants', 'pipelines')).toEqual(['Olumide Ajayi']);
    expect(await names('consultants', 'nobody-here')).toEqual([]);
    const empty = await list('briefs', '?q=nobody-here');
    expect(empty).toMatchObject({ items: [], total: 0 });
  });

  it("filters by the kind's own filter and by handled", async () => {
    const contactIds = (q: string) => list('contact', q).then(ids);
    expect(await contactIds('?office=1')).toEqual([seed.contact[3]!.id, seed.contact[0]!.id]);
    expect(await contactIds('?office=3&handled=true')).toEqual([seed.contact[2]!.id]);
    expect(await contactIds('?office=3&handled=false')).toEqual([]);
    expect((await list('reservations', '?event=mobile-money-payments-2027')).items.map((r) => r.email)).toEqual(['yaw@example.com', 'ifeoma@example.com']);
    expect((await list('subscribers', '?list=newsletter')).items.map((s) => s.email)).toEqual(['gone@example.com', 'confirmed@example.com']);
    expect((await list('subscribers', '?list=developer-portal&q=dev')).items.map((s) => s.email)).toEqual(['dev@example.com']);
    expect((await list('briefs', '?handled=true')).items.map((b) => b.name)).toEqual(['Kwame Mensah']);
    expect((await list('briefs', '?handled=false')).total).toBe(4);
  });

  it('pages newest first without overlap; a page past the end is empty with the same total', async () => {
    const all = newestFirst('briefs');
    const first = await list('briefs', '?pageSize=2');
    const second = await list('briefs', '?pageSize=2&page=2');
    const third = await list('briefs', '?pageSize=2&page=3');
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(all);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(await list('briefs', '?pageSize=2&page=9')).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it.each([
    ['/api/inbox/nope', 'kind'],
    ['/api/inbox/Briefs', 'kind'],
    ['/api/inbox/briefs?page=0', 'page'],
    ['/api/inbox/briefs?page=1.5', 'page'],
    ['/api/inbox/briefs?page=abc', 'page'],
    ['/api/inbox/briefs?pageSize=101', 'pageSize'],
    ['/api/inbox/briefs?pageSize=0', 'pageSize'],
    ['/api/inbox/briefs?handled=yes', 'handled'],
    ['/api/inbox/briefs?handled=', 'handled'],
    ['/api/inbox/briefs?q=' + 'a'.repeat(201), 'q'],
    ['/api/inbox/briefs?q=a&q=b', 'q'],
    ['/api/inbox/contact?office=9', 'office'],
    ['/api/inbox/contact?office=lagos', 'office'],
    ['/api/inbox/reservations?event=no-such-event', 'event'],
    ['/api/inbox/subscribers?list=vip', 'list'],
    ['/api/inbox/briefs?office=1', 'office'],
    ['/api/inbox/contact?event=mobile-money-payments-2027', 'event'],
    ['/api/inbox/reservations?list=newsletter', 'list'],
    ['/api/inbox/consultants?office=1', 'office'],
    ['/api/inbox/briefs/export.csv?handled=maybe', 'handled'],
    ['/api/inbox/applications/export.csv?list=newsletter', 'list'],
    ['/api/inbox/applications/not-an-id/resume', 'id'],
  ])('refuses %s with 400 naming %s', async (url, field) => {
    const res = await call('GET', url, { cookie: staff.cookie });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorResponseSchema.parse(res.json()).issues?.map((i) => i.path)).toContain(field);
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});

// ---- CSV export -----------------------------------------------------------------------------------------

describe('GET /api/inbox/:kind/export.csv', () => {
  it('downloads every row of the filter as CSV: attachment, BOM, header row, newest first, every cell quoted', async () => {
    const res = await call('GET', '/api/inbox/briefs/export.csv', { cookie: staff.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orisun-briefs-2026-11-25.csv"; filename*=UTF-8''orisun-briefs-2026-11-25.csv`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.body.replace(/^\ufeff/, '');
    const rows = readCsv(text);
    expect(rows[0]).toEqual(['Received', 'Name', 'E-mail', 'Project type', 'Details', 'Language', 'Handled at', 'Handled by']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([at(5), at(4), at(3), at(2), at(1)].map((d) => d.toISOString()));
    expect(rows.slice(1).every((r) => r.length === 8)).toBe(true);
    expect(rows.find((r) => r[2] === 'kwame@example.com')?.slice(5)).toEqual(['English', at(10).toISOString(), seeder.name]);
    expect(rows.find((r) => r[2] === 'AMINA@Example.com')?.[4]).toBe('Clinic records,\nwith "quotes" and a second line');
    // RFC 4180 as written: CRLF rows, every cell quoted.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('"Received","Name","E-mail","Project type","Details","Language","Handled at","Handled by"');
  });

  it('neutralises every cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) with a leading quote', async () => {
    const rows = readCsv((await call('GET', '/api/inbox/briefs/export.csv', { cookie: staff.cookie })).body.replace(/^\ufeff/, ''));
    const formula = rows.find((r) => r[2] === 'formula@example.com')!;
    expect(formula[1]).toBe("'-Minus Name");
    expect(formula[3]).toBe("'@SUM(1+1)");
    expect(formula[4]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    const tab = rows.find((r) => r[2] === 'tab@example.com')!;
    expect(tab[1]).toBe("'\tTab Start");
    expect(tab[3]).toBe("'+Plus type");
    expect(tab[4]).toBe("'\rCR start");
    for (const cell of rows.flat()) expect(csvFormulaStarts.some((start) => cell.startsWith(start)), JSON.stringify(cell)).toBe(false);
    // Plain text stays as it was.
    expect(neutralizeCsvCell('Adaeze Okafor')).toBe('Adaeze Okafor');
    expect(neutralizeCsvCell('a=b')).toBe('a=b');
    expect(neutralizeCsvCell('')).toBe('');
  });

  it('exports the current filter only, with the columns of each kind', async () => {
    const csv = async (url: string) => readCsv((await call('GET', url, { cookie: staff.cookie })).body.replace(/^\ufeff/, ''));
    const lagos = await csv('/api/inbox/contact/export.csv?office=1');
    expect(lagos[0]).toEqual(['Received', 'Office', 'Name', 'E-mail', 'Message', 'Language', 'Handled at', 'Handled by']);
    expect(lagos.slice(1).map((r) => [r[1], r[2]])).toEqual([
      ['Lagos', 'Second Lagos'],
      ['Lagos', 'Bola Ahmed'],
    ]);
    const searched = await csv('/api/inbox/briefs/export.csv?q=kwame&handled=true');
    expect(searched.slice(1).map((r) => r[1])).toEqual(['Kwame Mensah']);
    const none = await csv('/api/inbox/briefs/export.csv?q=nobody-here');
    expect(none).toEqual([['Received', 'Name', 'E-mail', 'Project type', 'Details', 'Language', 'Handled at', 'Handled by']]);

    const subscribers = await csv('/api/inbox/subscribers/export.csv?list=newsletter');
    expect(subscribers[0]).toEqual(['Subscribed', 'List', 'E-mail', 'Status', 'Confirmed at', 'Unsubscribed at', 'Language', 'Handled at', 'Handled by']);
    expect(subscribers.slice(1).map((r) => [r[2], r[3], r[5]])).toEqual([
      ['gone@example.com', 'unsubscribed', at(20).toISOString()],
      ['confirmed@example.com', 'confirmed', ''],
    ]);
    const reservationsCsv = await csv('/api/inbox/reservations/export.csv?event=lagos-build-your-first-app-2027');
    expect(reservationsCsv.slice(1)).toEqual([[at(2).toISOString(), 'From Spreadsheet to App: A Hands-on Workshop', '2027-03-06', 'segun@example.com', 'English', '', '']]);
    const consultantsCsv = await csv('/api/inbox/consultants/export.csv');
    expect(consultantsCsv[1]).toEqual([
      at(2).toISOString(),
      'Chiamaka Eze',
      'chiamaka@example.com',
      'https://chiamaka.example.com',
      '85.50',
      'part-time',
      'React; Accessibility',
      'Accessible design systems.',
      'Lagos, Nigeria',
      'yes',
      '',
      'English',
      '',
      '',
    ]);
    const applicationsCsv = await csv('/api/inbox/applications/export.csv');
    expect(applicationsCsv[1]?.slice(1, 8)).toEqual(['Ẹfúà Owusu', 'efua@example.com', 'Product designer', 'I design for low-end phones.', 'Ẹfúà résumé "final".pdf', 'application/pdf', String(pdfBytes.length)]);
    expect(applicationsCsv.flat().join(' ')).not.toContain('uploads/resumes');
  });

  it('reads large exports in batches that continue exactly after the last row, even for times equal to the millisecond', async () => {
    const tied = ['2026-10-01T00:00:00.123456Z', '2026-10-01T00:00:00.123400Z', '2026-10-01T00:00:00.123100Z', '2026-10-01T00:00:00.123100Z', '2026-10-01T00:00:00.123000Z'];
    const rows = await db()
      .insert(projectBriefs)
      .values(tied.map((time, i) => ({ name: `Batch ${i}`, email: `batch${i}@own.example`, projectType: 'P', details: 'batch-test', createdAt: sql`${time}::timestamptz` as unknown as Date })))
      .returning({ id: projectBriefs.id });
    try {
      const expected = ids(await list('briefs', '?q=batch-test&pageSize=100'));
      expect(expected).toHaveLength(5);
      for (const size of [1, 2, 3, 5, 6]) {
        const read: string[] = [];
        for await (const batch of inboxBatches(db(), 'briefs', { q: 'batch-test' }, size)) {
          expect(batch.length).toBeLessThanOrEqual(size);
          read.push(...batch.map((b) => b.id));
        }
        expect(read, `batches of ${size}`).toEqual(expected);
      }
      const all: string[] = [];
      for await (const batch of inboxBatches(db(), 'briefs', {}, 2)) all.push(...batch.map((b) => b.id));
      expect(all).toEqual(ids(await list('briefs', '?pageSize=100')));
    } finally {
      await removeBriefs(...rows.map((r) => r.id));
    }
  });
});

// ---- the language of a submission ---------------------------------------------------------------------------

describe('the language of each submission', () => {
  it('tells staff which submissions were written in French (the French pages), in the list and in the export; English otherwise', async () => {
    // A message from the French contact page, through the form as the site sends it.
    const sent = await call('POST', '/contact', {
      payload: { name: 'Afiavi Hounkpè', email: 'afiavi@lang.example', message: 'Bonjour, pouvez-vous nous faire un devis\u00a0?', office: 3 },
      headers: { 'accept-language': 'fr' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // One French item of every other kind.
    const french = { language: 'fr' as const, createdAt: at(-500) };
    const [brief] = await db().insert(projectBriefs).values({ ...french, name: 'Koffi Agbo', email: 'koffi@lang.example', projectType: 'P', details: 'Une boutique en ligne.' }).returning();
    const [application] = await db()
      .insert(teamApplications)
      .values({ ...french, name: 'Koffi Agbo', email: 'koffi@lang.example', role: 'Développeur', message: 'Bonjour.', resumePath: 'uploads/resumes/none.pdf', resumeFilename: 'cv.pdf', resumeType: 'application/pdf', resumeBytes: 1 })
      .returning();
    const [reservation] = await db().insert(reservations).values({ ...french, eventId: 'mobile-money-payments-2027', email: 'koffi@lang.example' }).returning();
    const [subscriber] = await db().insert(subscriptions).values({ ...french, list: 'newsletter', email: 'koffi@lang.example', unsubscribeToken: randomBytes(24).toString('base64url') }).returning();
    const [consultant] = await db()
      .insert(consultantApplications)
      .values({ ...french, name: 'Koffi Agbo', email: 'koffi@lang.example', portfolioUrl: 'https://koffi.example', hourlyRateCents: 5_000, availability: 'full-time', expertise: ['Go'], bio: 'Bio.', location: null, isCompanyMember: false })
      .returning();
    try {
      for (const kind of inboxKinds) {
        const page = await list(kind, '?q=lang.example');
        expect(page.items.map((item) => item.language), kind).toEqual(['fr']);
        // The seed came from English pages (the column's default).
        expect(new Set((await list(kind, '?pageSize=100')).items.filter((item) => !('email' in item && item.email.endsWith('lang.example'))).map((i) => i.language)), kind).toEqual(new Set(['en']));
        const csv = readCsv((await call('GET', `/api/inbox/${kind}/export.csv?q=lang.example`, { cookie: staff.cookie })).body.replace(/^\ufeff/, ''));
        const column = csv[0]!.indexOf('Language');
        expect(column, kind).toBe(csv[0]!.length - 3);
        expect(csv.slice(1).map((row) => row[column]), kind).toEqual(['French']);
      }
    } finally {
      await db().delete(contactMessages).where(eq(contactMessages.email, 'afiavi@lang.example'));
      await removeBriefs(brief!.id);
      await db().delete(teamApplications).where(eq(teamApplications.id, application!.id));
      await db().delete(reservations).where(eq(reservations.id, reservation!.id));
      await db().delete(subscriptions).where(eq(subscriptions.id, subscriber!.id));
      await db().delete(consultantApplications).where(eq(consultantApplications.id, consultant!.id));
    }
  });
});

// ---- handled -------------------------------------------------------------------------------------------

describe('POST /api/inbox/:kind/:id/handled', () => {
  it('marks an item handled by the signed-in staff member (the first mark stays), then unhandled', async () => {
    const brief = await ownBrief('Handled Brief');
    const url = `/api/inbox/briefs/${brief.id}/handled`;
    try {
      const marked = await call('POST', url, { cookie: staff.cookie, payload: { handled: true } });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(inboxHandledResultSchema.parse(marked.json())).toEqual({ id: brief.id, handledAt: desk.clock.now.toISOString(), handledBy: staff.account.name });
      const listed = (await list('briefs', '?handled=true&q=handled%20brief')).items;
      expect(listed).toMatchObject([{ id: brief.id, handledAt: desk.clock.now.toISOString(), handledBy: staff.account.name }]);

      desk.advance(hour);
      const again = await call('POST', url, { cookie: admin.cookie, payload: { handled: true } });
      expect(again.json()).toEqual({ id: brief.id, handledAt: new Date(desk.clock.now.getTime() - hour).toISOString(), handledBy: staff.account.name });

      const unmarked = await call('POST', url, { cookie: admin.cookie, payload: { handled: false } });
      expect(unmarked.json()).toEqual({ id: brief.id, handledAt: null, handledBy: null });
      expect(ids(await list('briefs', '?handled=false&q=handled%20brief'))).toEqual([brief.id]);
      const [row] = await db().select().from(projectBriefs).where(eq(projectBriefs.id, brief.id));
      expect(row).toMatchObject({ handledAt: null, handledBy: null });

      const remarked = await call('POST', url, { cookie: admin.cookie, payload: { handled: true } });
      expect(remarked.json()).toMatchObject({ handledAt: desk.clock.now.toISOString(), handledBy: admin.account.name });
    } finally {
      await removeBriefs(brief.id);
    }
  });

  it('works on every kind; an unknown id, or the id of another kind, is a 404 that writes nothing', async () => {
    const before = await marks();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const kind of inboxKinds) {
      expect((await call('POST', `/api/inbox/${kind}/${unknown}/handled`, { cookie: staff.cookie, payload: { handled: true } })).statusCode).toBe(404);
    }
    expect((await call('POST', `/api/inbox/contact/${seed.briefs[0]!.id}/handled`, { cookie: staff.cookie, payload: { handled: true } })).statusCode).toBe(404);
    expect(await marks()).toEqual(before);

    for (const kind of inboxKinds) {
      // The first of each seed is unhandled.
      const id = seed[kind][0]!.id;
      const on = await call('POST', `/api/inbox/${kind}/${id}/handled`, { cookie: staff.cookie, payload: { handled: true } });
      expect(on.statusCode, kind).toBe(200);
      expect(ids(await list(kind, '?handled=true'))).toContain(id);
      const off = await call('POST', `/api/inbox/${kind}/${id}/handled`, { cookie: staff.cookie, payload: { handled: false } });
      expect(off.json(), kind).toEqual({ id, handledAt: null, handledBy: null });
    }
    expect(await marks()).toEqual(before);
  });

  it.each([
    ['no body', undefined, 'handled'],
    ['handled missing', {}, 'handled'],
    ['handled as text', { handled: 'true' }, 'handled'],
    ['handled as a number', { handled: 1 }, 'handled'],
    ['handled null', { handled: null }, 'handled'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_, payload, field) => {
    const before = await marks();
    const res = await call('POST', `/api/inbox/briefs/${seed.briefs[0]!.id}/handled`, {
      cookie: staff.cookie,
      ...(payload === undefined ? { headers: { 'content-type': 'application/json' }, payload: '' } : { payload }),
    });
    expect(res.statusCode).toBe(400);
    if (payload !== undefined) expect(errorResponseSchema.parse(res.json()).issues?.map((i) => i.path)).toContain(field);
    expect(await marks()).toEqual(before);
  });

  it.each([
    ['/api/inbox/nope/00000000-0000-4000-8000-000000000000/handled', 'kind'],
    ['/api/inbox/briefs/not-an-id/handled', 'id'],
  ])('refuses %s with 400 naming %s, writing nothing', async (url, field) => {
    const before = await marks();
    const res = await call('POST', url, { cookie: staff.cookie, payload: { handled: true } });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).issues?.map((i) => i.path)).toContain(field);
    expect(await marks()).toEqual(before);
  });
});

// ---- resumes --------------------------------------------------------------------------------------------

/** A multipart/form-data body as a browser's FormData makes it. */
async function multipart(fields: Record<string, string>, file: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), file.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

describe('GET /api/inbox/applications/:id/resume', () => {
  it("downloads the resume of an application sent through the Team page: the same bytes, as an attachment, never sniffed or cached", async () => {
    const body = await multipart({ name: 'Resume Round Trip', email: 'roundtrip@own.example', role: 'QA engineer', message: 'Testing the round trip.' }, { bytes: pdfBytes, name: 'Round trip CV.pdf' });
    const sent = await desk.app.inject({ method: 'POST', url: '/submit_team-form', remoteAddress: nextIp(), ...body });
    expect(sent.statusCode, sent.body).toBe(200);
    const [application] = (await list('applications', '?q=roundtrip%40own')).items;
    try {
      expect(application).toMatchObject({ name: 'Resume Round Trip', resume: { filename: 'Round trip CV.pdf', type: 'application/pdf', bytes: pdfBytes.length } });
      const res = await call('GET', `/api/inbox/applications/${application!.id}/resume`, { cookie: staff.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const name = `resume-${application!.id.slice(0, 8)}.pdf`;
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(Number(res.headers['content-length'])).toBe(pdfBytes.length);
      expect(Buffer.compare(res.rawPayload, Buffer.from(pdfBytes))).toBe(0);
    } finally {
      await db().delete(teamApplications).where(eq(teamApplications.id, application!.id));
    }
  });

  it("downloads under a name the server makes (resume-<ref> and the type found in the content), never the applicant's", async () => {
    const res = await call('GET', `/api/inbox/applications/${seed.applications[1]!.id}/resume`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const name = `resume-${seed.applications[1]!.id.slice(0, 8)}.pdf`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    for (const given of ['cv.pdf.exe', 'resume.html', 'Ẹfúà final.pdf']) {
      const body = await multipart({ name: 'Named Upload', email: 'named@own.example', role: 'QA engineer', message: 'Testing the name.' }, { bytes: pdfBytes, name: given });
      const sent = await desk.app.inject({ method: 'POST', url: '/submit_team-form', remoteAddress: nextIp(), ...body });
      expect(sent.statusCode, sent.body).toBe(200);
      const [application] = (await list('applications', '?q=named%40own')).items;
      try {
        // The inbox shows what the applicant called it; the download never uses it.
        expect(application).toMatchObject({ resume: { filename: given, type: 'application/pdf' } });
        const download = await call('GET', `/api/inbox/applications/${application!.id}/resume`, { cookie: staff.cookie });
        expect(download.statusCode).toBe(200);
        const made = `resume-${application!.id.slice(0, 8)}.pdf`;
        expect(download.headers['content-disposition'], given).toBe(`attachment; filename="${made}"; filename*=UTF-8''${made}`);
        expect(download.headers['content-type']).toBe('application/pdf');
        expect(download.headers['x-content-type-options']).toBe('nosniff');
      } finally {
        await db().delete(teamApplications).where(eq(teamApplications.id, application!.id));
      }
    }
  });

  it('is reachable at no public URL: the site and the API answer the file nowhere else', async () => {
    const id = seed.applications[0]!.id;
    const file = `uploads/resumes/${id}.pdf`;
    const probes = [
      `/${file}`,
      `/data/${file}`,
      `/api/${file}`,
      `/resumes/${id}.pdf`,
      `/${id}.pdf`,
      `/../data/${file}`,
      `/%2e%2e/data/${file}`,
      `/..%2fdata%2f${file.replaceAll('/', '%2f')}`,
      `/%2e%2e%2f%2e%2e%2f${path.basename(root)}/data/${file}`,
      `/api/inbox/applications/${id}/resume/../../../../../data/${file}`,
    ];
    for (const url of probes) {
      for (const cookie of [undefined, customerCookie, staff.cookie]) {
        const res = await call('GET', url, { cookie });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.rawPayload.includes(Buffer.from('%PDF')), url).toBe(false);
      }
    }
    // The site is served from its own folder; uploads live under DATA_DIR, outside it.
    expect(path.relative(siteDir, path.join(dataDir, file)).startsWith('..')).toBe(true);
  });

  it('answers 404 for an unknown application and for a resume file that has gone missing', async () => {
    expect((await call('GET', '/api/inbox/applications/00000000-0000-4000-8000-000000000000/resume', { cookie: staff.cookie })).statusCode).toBe(404);
    const [row] = await db()
      .insert(teamApplications)
      .values({ name: 'Missing File', email: 'missing@own.example', role: 'R', message: 'M', resumePath: `uploads/resumes/${randomUUID()}.pdf`, resumeFilename: 'gone.pdf', resumeType: 'application/pdf', resumeBytes: 10, createdAt: at(-1000) })
      .returning();
    try {
      const res = await call('GET', `/api/inbox/applications/${row!.id}/resume`, { cookie: staff.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-disposition']).toBeUndefined();
    } finally {
      await db().delete(teamApplications).where(eq(teamApplications.id, row!.id));
    }
  });
});

// ---- reopening consultant applications --------------------------------------------------------------------

describe('POST /api/inbox/consultants/:id/reopen', () => {
  const application = {
    name: 'Reopen Person',
    email: 'Reopen.Person@Own.Example',
    portfolioUrl: 'https://reopen.example.com',
    rate: 90,
    availability: 'full-time',
    expertise: ['Go', 'Kubernetes'],
    bio: 'Platform engineer.',
    isCompanyMember: false,
  };
  const apply = (email = application.email) => call('POST', '/api/consultant-applications', { payload: { ...application, email } });

  it('lets the same e-mail address apply again through the public form, keeping the old application as history', async () => {
    try {
      expect((await apply()).statusCode).toBe(200);
      const second = await apply('reopen.person@own.example');
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ error: consultantApplicationMessages.duplicate });
      const [first] = (await list('consultants', '?q=reopen.person')).items;

      desk.advance(hour);
      const reopened = await call('POST', `/api/inbox/consultants/${first!.id}/reopen`, { cookie: staff.cookie });
      expect(reopened.statusCode, reopened.body).toBe(200);
      const { item } = inboxReopenedSchema.parse(reopened.json());
      expect(item).toMatchObject({ id: first!.id, reopenedAt: desk.clock.now.toISOString(), handledAt: desk.clock.now.toISOString(), handledBy: staff.account.name });

      // Reopening again changes nothing.
      desk.advance(hour);
      const again = await call('POST', `/api/inbox/consultants/${first!.id}/reopen`, { cookie: admin.cookie });
      expect(inboxReopenedSchema.parse(again.json()).item).toEqual(item);

      expect((await apply()).statusCode).toBe(200);
      expect((await apply()).statusCode).toBe(409);
      const both = (await list('consultants', '?q=reopen.person')).items;
      expect(both).toHaveLength(2);
      expect(both[1]).toMatchObject({ id: first!.id, reopenedAt: item.reopenedAt });
      expect(both[0]).toMatchObject({ reopenedAt: null, handledAt: null, email: application.email });
      const [row] = await db().select().from(consultantApplications).where(eq(consultantApplications.id, first!.id));
      expect(row?.reopenedBy).toBe(staff.account.id);
    } finally {
      await db().delete(consultantApplications).where(sql`lower(${consultantApplications.email}) = 'reopen.person@own.example'`);
    }
  });

  it('answers 404 for an unknown application or the id of another kind, 400 for an id that is not one', async () => {
    const before = await marks();
    expect((await call('POST', '/api/inbox/consultants/00000000-0000-4000-8000-000000000000/reopen', { cookie: staff.cookie })).statusCode).toBe(404);
    expect((await call('POST', `/api/inbox/consultants/${seed.briefs[0]!.id}/reopen`, { cookie: staff.cookie })).statusCode).toBe(404);
    const bad = await call('POST', '/api/inbox/consultants/x/reopen', { cookie: staff.cookie });
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).issues?.map((i) => i.path)).toEqual(['id']);
    expect(await marks()).toEqual(before);
  });
});

// ---- random input ---------------------------------------------------------------------------------------

describe('random input to the inbox', () => {
  const hostile = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', ' ', '\u0000', '%', '_', '\\', 'a'.repeat(300), 'true', 'false', '1', '9', 'newsletter', 'mobile-money-payments-2027', "'; drop table project_briefs; --", '=1+1', '😀'),
  );

  it('never answers 5xx to random queries and paths, and a refused request writes nothing', async () => {
    const before = await marks();
    const kind = fc.oneof(fc.constantFrom(...inboxKinds), fc.string({ maxLength: 12 }));
    const query = fc.dictionary(fc.constantFrom('q', 'page', 'pageSize', 'handled', 'office', 'event', 'list', 'x', '__proto__'), hostile, { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(kind, query, fc.boolean(), async (k, q, exportIt) => {
        const url = `/api/inbox/${encodeURIComponent(k)}${exportIt ? '/export.csv' : ''}?${new URLSearchParams(q).toString()}`;
        const res = await call('GET', url, { cookie: staff.cookie });
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode === 200 && !exportIt) expect(inboxPageSchema.safeParse(res.json()).success).toBe(true);
      }),
      { numRuns: 150 },
    );
    expect(await marks()).toEqual(before);
  });

  it('never answers 5xx to random bodies and ids of the changes; what is refused writes nothing', async () => {
    const brief = await ownBrief('Random Brief');
    try {
      const body = fc.oneof(fc.dictionary(fc.constantFrom('handled', 'id', 'kind', 'extra'), fc.oneof(hostile, fc.boolean(), fc.integer(), fc.constant(null)), { maxKeys: 3 }), hostile, fc.boolean());
      const id = fc.oneof(fc.constant(brief.id), fc.uuid(), fc.string({ maxLength: 40 }));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...inboxKinds, 'nope'), id, body, fc.boolean(), async (kind, itemId, payload, reopen) => {
          const before = await marks();
          const url = reopen ? `/api/inbox/consultants/${encodeURIComponent(itemId)}/reopen` : `/api/inbox/${kind}/${encodeURIComponent(itemId)}/handled`;
          const res = await desk.app.inject({
            method: 'POST',
            url,
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json', cookie: staff.cookie },
          });
          expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
          if (res.statusCode !== 200) expect(await marks()).toEqual(before);
        }),
        { numRuns: 120 },
      );
    } finally {
      await removeBriefs(brief.id);
    }
  });
});
