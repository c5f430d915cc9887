import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { consultantApplicationMessages, errorResponseSchema } from '@orisun/api';
import { buildApp } from '../app.ts';
import { openDatabase, type OpenedDatabase } from '../db/index.ts';
import { consultantApplications, mailOutbox } from '../db/schema.ts';
import { testConfig } from '../../test-support/config.ts';
import { testDriver } from '../../test-support/db.ts';
import { formAppFixture, validConsultantApplication, withEmlMailApp } from '../../test-support/forms.ts';

const url = '/api/consultant-applications';

const valid = validConsultantApplication;


const post = (body: unknown, remoteAddress = '127.0.0.1') =>
  form.app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, remoteAddress });

async function stored() {
  return { applications: await form.database.db.select().from(consultantApplications), mail: await form.database.db.select().from(mailOutbox) };
}




const form = formAppFixture({ MAIL_TO_CONSULTANTS: 'Expert Network <experts@orisun.test>' });
const sent = form.sent;

describe('POST /api/consultant-applications', () => {
  it('stores the application and mails it to the Expert Network, with the applicant as Reply-To', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Application received! We will review your submission.' });

    const { applications, mail } = await stored();
    expect(applications).toHaveLength(1);
    const row = applications[0]!;
    expect(row).toMatchObject({
      name: 'Chiamaka Eze',
      email: 'Chiamaka.Eze@Example.com',
      portfolioUrl: 'https://chiamaka.example.com/work',
      hourlyRateCents: 7500,
      availability: 'part-time',
      expertise: ['React', 'Node.js', 'Cloud Architecture'],
      bio: valid.bio,
      location: 'Lagos, Nigeria',
      isCompanyMember: true,
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.now() - row.createdAt.getTime())).toBeLessThan(60_000);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'consultant-application', toAddress: 'Expert Network <experts@orisun.test>', replyTo: 'Chiamaka.Eze@Example.com', status: 'pending' });

    await form.app.mailOutbox.drain();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'Expert Network <experts@orisun.test>', replyTo: 'Chiamaka.Eze@Example.com', subject: 'Expert Network application: Chiamaka Eze' });
    const lines = sent[0]!.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Name: Chiamaka Eze',
        'E-mail: Chiamaka.Eze@Example.com',
        'Portfolio: https://chiamaka.example.com/work',
        'Hourly rate: 75 USD/hour',
        'Availability: Part-time',
        'Expertise: React, Node.js, Cloud Architecture',
        'Location: Lagos, Nigeria',
        'On the Orisun Software team: yes',
        `Reference: ${row.id}`,
        'Ten years of building payment systems in Lagos.',
        'I mentor junior developers on weekends.',
      ]),
    );
    expect(lines.find((line) => line.startsWith('Received: '))).toMatch(/^Received: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT$/);
  });

  it('keeps the language of the page it came from: a French application is stored French, and its mail tells staff to answer in French', async () => {
    const french = await form.app.inject({ method: 'POST', url, payload: { ...valid, name: 'Koffi Agbo', email: 'koffi@example.bj' }, headers: { 'accept-language': 'fr' } });
    expect(french.statusCode).toBe(200);
    expect((await post(valid)).statusCode).toBe(200);
    const { applications } = await stored();
    expect(applications.map((a) => [a.name, a.language])).toEqual([
      ['Koffi Agbo', 'fr'],
      ['Chiamaka Eze', 'en'],
    ]);
    await form.app.mailOutbox.drain();
    const [toStaff, english] = sent;
    expect(toStaff!.text.split('\n').slice(0, 2)).toEqual([
      'A new application to the Expert Network arrived from the consultants page.',
      'Written in French: answer in French.',
    ]);
    expect(english!.text.split('\n').slice(0, 3)).toEqual(['A new application to the Expert Network arrived from the consultants page.', '', 'Name: Chiamaka Eze']);
  });

  it('stores the rate exactly in cents and fills the defaults: full-time, not on the team, no location', async () => {
    const { availability: _availability, isCompanyMember: _member, location: _location, website: _website, ...minimal } = valid;
    const res = await post({ ...minimal, email: 'tobi@example.com', rate: 50.1 });
    expect(res.statusCode).toBe(200);
    const { applications } = await stored();
    expect(applications[0]).toMatchObject({ hourlyRateCents: 5010, availability: 'full-time', isCompanyMember: false, location: null });
    await form.app.mailOutbox.drain();
    expect(sent[0]!.text).toContain('Hourly rate: 50.10 USD/hour');
    expect(sent[0]!.text).toContain('Availability: Full-time');
    expect(sent[0]!.text).toContain('Location: not given');
    expect(sent[0]!.text).toContain('On the Orisun Software team: no');
  });

  it('takes a blank location as not given, and the highest and lowest rates', async () => {
    expect((await post({ ...valid, email: 'a@example.com', rate: 50, location: '   ' })).statusCode).toBe(200);
    expect((await post({ ...valid, email: 'b@example.com', rate: 2000 })).statusCode).toBe(200);
    const { applications } = await stored();
    expect(applications.map((a) => [a.email, a.hourlyRateCents, a.location]).sort()).toEqual([
      ['a@example.com', 5000, null],
      ['b@example.com', 200000, 'Lagos, Nigeria'],
    ]);
  });

  const invalid: [string, Record<string, unknown>, string, string?][] = [
    ['no portfolio URL', { portfolioUrl: undefined }, 'portfolioUrl', 'Portfolio URL is required'],
    ['a blank portfolio URL', { portfolioUrl: '  ' }, 'portfolioUrl', 'Portfolio URL is required'],
    ['a portfolio that is not a web address', { portfolioUrl: 'my portfolio' }, 'portfolioUrl', consultantApplicationMessages.portfolioInvalid],
    ['a portfolio on ftp', { portfolioUrl: 'ftp://chiamaka.example.com' }, 'portfolioUrl', consultantApplicationMessages.portfolioInvalid],
    ['a javascript: portfolio', { portfolioUrl: 'javascript:alert(1)' }, 'portfolioUrl', consultantApplicationMessages.portfolioInvalid],
    ['a rate under 50', { rate: 49.99 }, 'rate', 'The minimum hourly rate is 50 USD.'],
    ['a rate of 0', { rate: 0 }, 'rate', 'The minimum hourly rate is 50 USD.'],
    ['a rate over 2000', { rate: 2000.01 }, 'rate', consultantApplicationMessages.rateTooHigh],
    ['a rate in fractions of a cent', { rate: 75.555 }, 'rate', consultantApplicationMessages.rateCents],
    ['a rate as text', { rate: '75' }, 'rate', consultantApplicationMessages.rateMissing],
    ['no rate', { rate: undefined }, 'rate', consultantApplicationMessages.rateMissing],
    ['one area of expertise', { expertise: ['React'] }, 'expertise', 'Please select at least 2 areas of expertise'],
    ['no area of expertise', { expertise: [] }, 'expertise', 'Please select at least 2 areas of expertise'],
    ['no expertise list', { expertise: undefined }, 'expertise', 'Please select at least 2 areas of expertise'],
    ['the same area twice, in another case', { expertise: ['React', ' react '] }, 'expertise', consultantApplicationMessages.expertiseRepeated],
    ['16 areas of expertise', { expertise: Array.from({ length: 16 }, (_, i) => `Area ${i}`) }, 'expertise', consultantApplicationMessages.expertiseTooMany],
    ['a blank area of expertise', { expertise: ['React', ' '] }, 'expertise.1'],
    ['an unknown availability', { availability: 'weekends' }, 'availability', consultantApplicationMessages.availability],
    ['a blank name', { name: ' ' }, 'name'],
    ['a name carrying a mail header', { name: 'Chiamaka\r\nBcc: everyone@example.com' }, 'name'],
    ['a bad e-mail', { email: 'chiamaka@' }, 'email'],
    ['an e-mail carrying a mail header', { email: 'c@example.com\nBcc: x@example.com' }, 'email'],
    ['an empty bio', { bio: '' }, 'bio'],
    ['a bio over 2000 characters', { bio: 'b'.repeat(2001) }, 'bio'],
    ['a location over two lines', { location: 'Lagos\nBcc: x@example.com' }, 'location'],
    ['the company-member flag as text', { isCompanyMember: 'yes' }, 'isCompanyMember'],
  ];
  it.each(invalid)('refuses %s with 400 naming the field, and stores nothing', async (_label, change, field, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = errorResponseSchema.parse(res.json());
    const issue = body.issues?.find((i) => i.path === field);
    expect(issue, JSON.stringify(body.issues)).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
    expect(await stored()).toEqual({ applications: [], mail: [] });
  });

  it('refuses a second application from the same e-mail address in any case with 409, storing and mailing nothing more', async () => {
    expect((await post(valid)).statusCode).toBe(200);
    for (const email of ['chiamaka.eze@example.com', ' CHIAMAKA.EZE@EXAMPLE.COM ']) {
      const again = await post({ ...valid, email, name: 'Someone Else', rate: 90 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: consultantApplicationMessages.duplicate });
    }
    const { applications, mail } = await stored();
    expect(applications.map((a) => [a.name, a.hourlyRateCents])).toEqual([['Chiamaka Eze', 7500]]);
    expect(mail).toHaveLength(1);
    // Another address is another applicant.
    expect((await post({ ...valid, email: 'chiamaka.eze@example.org' })).statusCode).toBe(200);
  });

  it('makes one row and one mail out of applications from one address sent at once: one 200, the rest 409', async () => {
    const emails = ['race@example.com', 'Race@example.com', 'RACE@EXAMPLE.COM', 'race@Example.com', 'rAce@example.com', 'racE@example.com'];
    const answers = await Promise.all(emails.map((email) => post({ ...valid, email })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const { applications, mail } = await stored();
    expect(applications).toHaveLength(1);
    expect(mail).toHaveLength(1);
  });

  it('keeps the one-application rule in the database itself: the unique index refuses a second row', async () => {
    const row = { name: 'A', portfolioUrl: 'https://a.example', hourlyRateCents: 5000, availability: 'full-time' as const, expertise: ['X', 'Y'], bio: 'b', isCompanyMember: false };
    await form.database.db.insert(consultantApplications).values({ ...row, email: 'dup@example.com' });
    await expect(form.database.db.insert(consultantApplications).values({ ...row, email: 'DUP@example.com' })).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('drops a filled honeypot without telling', async () => {
    const res = await post({ ...valid, website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: consultantApplicationMessages.accepted });
    expect(await stored()).toEqual({ applications: [], mail: [] });
    // The address is still free for the real applicant.
    expect((await post(valid)).statusCode).toBe(200);
  });

  it('refuses a body that is not JSON and stores nothing', async () => {
    const broken = await form.app.inject({ method: 'POST', url, payload: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    const encoded = await form.app.inject({ method: 'POST', url, payload: 'name=Chiamaka', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(encoded.statusCode).toBe(415);
    expect(await stored()).toEqual({ applications: [], mail: [] });
  });

  it('limits each IP per hour, separately from the other forms', async () => {
    const limited = await buildApp({ config: testConfig({ FORM_RATE_LIMIT_PER_HOUR: '1' }), database: form.database, mailTransport: form.transport, mailWorker: false });
    try {
      const send = (to: string, payload: Record<string, unknown>, ip = '10.2.2.2') => limited.inject({ method: 'POST', url: to, payload, remoteAddress: ip });
      expect((await send(url, valid)).statusCode).toBe(200);
      const second = await send(url, { ...valid, email: 'second@example.com' });
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(3000);
      expect(errorResponseSchema.parse(second.json()).error).toMatch(/^Too many requests/);
      // Another visitor is not affected, and neither is another form.
      expect((await send(url, { ...valid, email: 'third@example.com' }, '10.2.2.3')).statusCode).toBe(200);
      expect((await send('/contact', { name: 'A', email: 'a@example.com', message: 'x', office: 1 })).statusCode).toBe(200);
      expect((await stored()).applications.map((a) => a.email).sort()).toEqual(['Chiamaka.Eze@Example.com', 'third@example.com']);
    } finally {
      await limited.close();
    }
  });
});

describe('consultant application mail without SMTP_URL', () => {
  it('writes it as an .eml file to the Expert Network mailbox of the brand content', async () => {
    await withEmlMailApp(form.database, { FORM_RATE_LIMIT_PER_HOUR: '1000' }, async (fileApp, writtenEmls) => {
      expect((await fileApp.inject({ method: 'POST', url, payload: valid })).statusCode).toBe(200);
      const emls = await writtenEmls();
      expect(emls).toHaveLength(1);
      const eml = emls[0]!;
      expect(eml).toMatch(/^To: experts@orisun\.software\r$/m);
      // nodemailer writes the domain in lower case (the local part as given).
      expect(eml).toMatch(/^Reply-To: Chiamaka\.Eze@example\.com\r$/m);
      expect(eml).toMatch(/^Subject: Expert Network application: Chiamaka Eze\r$/m);
      expect(eml).toContain('Hourly rate: 75 USD/hour');
      expect(eml).toContain('Expertise: React, Node.js, Cloud Architecture');
    });
  });
});

describe('after a server restart', () => {
  /**
   * A database of this test's own that outlives the app: PGlite on disk under a temporary DATA_DIR,
   * or a PostgreSQL schema of its own. Opening it again is what a restarted server does.
   */
  const dataDirs: string[] = [];
  const schemaName = `test_restart_${process.pid}_${randomBytes(4).toString('hex')}`;
  const openDurable = (dataDir: string): Promise<OpenedDatabase> =>
    testDriver() === 'postgres'
      ? openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL }, { schema: schemaName })
      : openDatabase({ dataDir, databaseUrl: undefined });

  afterAll(async () => {
    if (testDriver() === 'postgres') {
      const cleanup = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: process.env.TEST_DATABASE_URL }, { skipMigrations: true });
      await cleanup.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
      await cleanup.close();
    }
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('still has the application and its mail, and still refuses the same address', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-consultants-restart-'));
    dataDirs.push(dataDir);
    const config = testConfig({ DATA_DIR: dataDir, FORM_RATE_LIMIT_PER_HOUR: '1000' });

    const first = await openDurable(dataDir);
    const before = await buildApp({ config, database: first, mailTransport: form.transport, mailWorker: false });
    try {
      expect((await before.inject({ method: 'POST', url, payload: valid })).statusCode).toBe(200);
    } finally {
      await before.close();
      await first.close();
    }

    const second = await openDurable(dataDir);
    const after = await buildApp({ config, database: second, mailTransport: form.transport, mailWorker: false });
    try {
      const rows = await second.db.select().from(consultantApplications);
      expect(rows).toMatchObject([{ email: 'Chiamaka.Eze@Example.com', hourlyRateCents: 7500, expertise: valid.expertise, isCompanyMember: true }]);
      expect(await second.db.select().from(mailOutbox)).toMatchObject([{ kind: 'consultant-application', replyTo: 'Chiamaka.Eze@Example.com' }]);
      const again = await after.inject({ method: 'POST', url, payload: { ...valid, email: 'chiamaka.eze@example.com' } });
      expect(again.statusCode).toBe(409);
      expect(await second.db.select().from(consultantApplications)).toHaveLength(1);
    } finally {
      await after.close();
      await second.close();
    }
  });
});
