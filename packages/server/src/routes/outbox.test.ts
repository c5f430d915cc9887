import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  failedMailPageSchema,
  failedMailRetriedSchema,
  mailOutboxMessages,
  mailOutboxRules,
  mailRetriedSchema,
  outboxEndpoints,
  type EndpointDefinition,
  type FailedMail,
} from '@orisun/api';
import { buildApp, type App } from '../app.ts';
import { mailOutbox, type MailOutboxRow } from '../db/schema.ts';
import { foreignOriginMessage } from '../http/guards.ts';
import { maxMailAttempts } from '../db/outbox.ts';
import { authAppFixture } from '../../test-support/auth.ts';
import { testConfig } from '../../test-support/config.ts';
import { eventually } from '../../test-support/process.ts';
import { startSmtp } from '../../test-support/smtp.ts';

// An app per file on the test database (PGlite, or PostgreSQL in server-pg), tables emptied before each test, mail
// recorded (or refused while `desk.state.fail`), no background sender: a test drains it itself.
const desk = authAppFixture();
const db = () => desk.database.db;

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.9.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, options: { cookie?: string | undefined; headers?: Record<string, string>; app?: App } = {}) =>
  (options.app ?? desk.app).inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });

const listUrl = (query = '') => `${outboxEndpoints.listFailedMail.path}${query}`;
const retryUrl = (id: number | string) => outboxEndpoints.retryFailedMail.path.replace(':id', String(id));
const retryAllUrl = outboxEndpoints.retryAllFailedMail.path;

const list = async (cookie: string, query = '') => {
  const res = await call('GET', listUrl(query), { cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return { page: failedMailPageSchema.parse(res.json()), body: res.body };
};

const rows = () => db().select().from(mailOutbox).orderBy(mailOutbox.id);

/** The outbox's rows once `done` holds for them (the sender marks a row once the mail server has answered). */
async function settled(done: (all: MailOutboxRow[]) => boolean, timeoutMs = 10_000): Promise<MailOutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await rows();
    if (done(all)) return all;
    if (Date.now() > deadline) throw new Error(`the outbox did not settle within ${timeoutMs} ms: ${JSON.stringify(all.map((m) => [m.id, m.status]))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A mail written straight to the outbox as the sender leaves it: failed after its last attempt, unless `status` says. */
async function seedMail(values: Partial<typeof mailOutbox.$inferInsert> & { subject: string }): Promise<MailOutboxRow> {
  const [row] = await db()
    .insert(mailOutbox)
    .values({
      kind: 'ticket-response',
      toAddress: 'customer@example.com',
      replyTo: 'support@orisun.software',
      text: 'Hello,\nThe text of the mail.',
      status: 'failed',
      attempts: maxMailAttempts,
      lastError: '550 5.1.1 <customer@example.com>: Recipient address rejected',
      ...values,
    })
    .returning();
  return row!;
}

/**
 * Makes every waiting mail fail for good through the real sender: the transport refuses, and each waiting mail is
 * made due again before each of its `maxMailAttempts` tries.
 */
async function failEveryPendingMail() {
  desk.state.fail = true;
  try {
    for (let attempt = 1; attempt <= maxMailAttempts; attempt += 1) {
      await db().update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.status, 'pending'));
      await desk.app.mailOutbox.drain();
    }
  } finally {
    desk.state.fail = false;
  }
}

/** A support request: a ticket, the customer's mail (with its one-time sign-in link) and the support mailbox's. */
async function supportRequest(email: string, message: string) {
  const sent = await desk.app.inject({
    method: 'POST',
    url: '/support-form',
    remoteAddress: nextIp(),
    payload: { name: 'Chiamaka Obi', email, subject: 'Invoices show the wrong currency', message },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return (sent.json() as { ticket: string }).ticket;
}

/** A customer signed in to the ticket page (a session, but not a staff one). */
async function customerSession() {
  const reference = await supportRequest('customer@example.com', 'A question about my invoice.');
  const signIn = await desk.app.inject({ method: 'POST', url: '/api/ticket-auth', remoteAddress: nextIp(), payload: { email: 'customer@example.com', ticketId: reference } });
  return desk.sessionCookie(signIn);
}

// ---- who may ------------------------------------------------------------------------------------------------

describe('/api/outbox: who may', () => {
  it('answers staff and admins; no session, a customer and a disabled staff member get 401 and change nothing', async () => {
    const staff = await desk.signedIn('staff');
    const admin = await desk.signedIn('admin');
    const disabled = await desk.signedIn('staff');
    expect((await desk.app.inject({ method: 'POST', url: `/api/admin/users/${disabled.account.id}/disable`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    const customer = await customerSession();
    await db().delete(mailOutbox); // the support request's own mail
    const secretSubject = '[ORI-SECRET-REF] New response: only staff read this';

    // Every outbox endpoint of the contract is in the matrix.
    const requests = (id: number): { method: Method; url: string; template: string; ok: number }[] => [
      { method: 'GET', url: listUrl(), template: outboxEndpoints.listFailedMail.path, ok: 200 },
      { method: 'POST', url: retryUrl(id), template: outboxEndpoints.retryFailedMail.path, ok: 200 },
      { method: 'POST', url: retryAllUrl, template: outboxEndpoints.retryAllFailedMail.path, ok: 200 },
    ];
    expect(requests(1).map((r) => `${r.method} ${r.template}`).sort()).toEqual(
      Object.values(outboxEndpoints as Record<string, EndpointDefinition>)
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    );

    const callers: [string, string | undefined, boolean][] = [
      ['no session', undefined, false],
      ['a customer', customer, false],
      ['a disabled staff member', disabled.cookie, false],
      ['staff', staff.cookie, true],
      ['an admin', admin.cookie, true],
    ];
    for (const [who, cookie, allowed] of callers) {
      await db().delete(mailOutbox);
      const mail = await seedMail({ subject: secretSubject });
      await seedMail({ subject: 'Another failed mail' });
      for (const r of requests(mail.id)) {
        const res = await call(r.method, r.url, { cookie });
        expect(res.statusCode, `${r.method} ${r.url} as ${who}`).toBe(allowed ? r.ok : 401);
        if (!allowed) {
          expect(errorResponseSchema.parse(res.json()).issues).toBeUndefined();
          expect(res.body.includes(secretSubject), `${r.method} ${r.url} as ${who} leaks`).toBe(false);
        }
      }
      const after = await rows();
      if (allowed) expect(after.map((m) => m.status), who).toEqual(['pending', 'pending']);
      else expect(after.map((m) => [m.status, m.attempts]), who).toEqual([['failed', maxMailAttempts], ['failed', maxMailAttempts]]);
    }
  });

  it('asks for a session before reading anything: a stranger and a customer get 401 even for bad ids and pages', async () => {
    const customer = await customerSession();
    for (const [method, url] of [
      ['GET', listUrl('?page=0&pageSize=1000')],
      ['POST', retryUrl('not-a-number')],
      ['POST', retryUrl(-1)],
    ] as const) {
      for (const cookie of [undefined, customer]) {
        const res = await call(method, url, { cookie });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(errorResponseSchema.parse(res.json()).issues).toBeUndefined();
      }
    }
  });

  it('refuses a retry from a foreign Origin (403, nothing changed); a GET changes nothing', async () => {
    const { cookie } = await desk.signedIn('staff');
    const mail = await seedMail({ subject: 'Failed' });
    for (const url of [retryUrl(mail.id), retryAllUrl]) {
      const res = await call('POST', url, { cookie, headers: { origin: 'https://evil.example' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: foreignOriginMessage });
    }
    await list(cookie);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: maxMailAttempts });
  });
});

// ---- the list ---------------------------------------------------------------------------------------------------

describe('GET /api/outbox/failed', () => {
  it('lists the mail the sender gave up on, most recently queued first: envelope, attempts, last error and times, never the text or a one-time link', async () => {
    const { cookie } = await desk.signedIn('staff');
    const message = 'My invoices show naira instead of cedis since Monday.';
    await supportRequest('chiamaka@example.com', message);
    const subscribed = await desk.app.inject({ method: 'POST', url: '/subscribe', remoteAddress: nextIp(), payload: { email: 'ifeoma@example.com', list: 'newsletter' } });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const sent = await seedMail({ subject: 'Sent long ago', status: 'sent', attempts: 1, lastError: null });
    await seedMail({ subject: 'Still trying', status: 'pending', attempts: 3 }); // fails for good after 9 more tries

    const before = new Date(Date.now() - 1000);
    await failEveryPendingMail(); // the three new mails (and `waiting`) fail for good, through the real sender
    const after = new Date(Date.now() + 1000);
    const stored = await rows();
    const failed = stored.filter((m) => m.status === 'failed');
    expect(failed.map((m) => m.kind).sort()).toEqual(['subscription-confirm-newsletter', 'ticket-received', 'ticket-response', 'ticket-to-support'].sort());
    expect(stored.find((m) => m.id === sent.id)?.status).toBe('sent');

    const { page, body } = await list(cookie);
    expect(page.total).toBe(4);
    expect(page.items.map((m) => m.id)).toEqual(failed.map((m) => m.id).sort((a, b) => b - a));
    expect(page.items.map((m) => m.id)).not.toContain(sent.id);
    for (const item of page.items) {
      const row = stored.find((m) => m.id === item.id)!;
      expect(Object.keys(item).sort()).toEqual(['attempts', 'id', 'kind', 'lastAttemptAt', 'lastError', 'queuedAt', 'replyTo', 'subject', 'to']);
      expect(item).toMatchObject({ kind: row.kind, to: row.toAddress, replyTo: row.replyTo, subject: row.subject, attempts: mailOutboxRules.maxAttempts });
      expect(item.queuedAt).toBe(row.createdAt.toISOString());
      expect(item.lastError).toBe('connect ECONNREFUSED 127.0.0.1:25');
      const lastTry = new Date(item.lastAttemptAt);
      expect(lastTry >= before && lastTry <= after, `${item.lastAttemptAt} within the test`).toBe(true);
    }
    // What the mail carries for its recipient only: the sign-in link, the confirmation link, the customer's words.
    const customerMail = stored.find((m) => m.kind === 'ticket-received')!;
    const confirmMail = stored.find((m) => m.kind === 'subscription-confirm-newsletter')!;
    const signInLink = /link=([^\s&]+)/.exec(customerMail.text)?.[1];
    const confirmToken = /token=([^\s&]+)/.exec(confirmMail.text)?.[1];
    expect(signInLink).toBeTruthy();
    expect(confirmToken).toBeTruthy();
    for (const secret of [signInLink!, decodeURIComponent(signInLink!), confirmToken!, message, 'link=', 'token=']) {
      expect(body.includes(secret), `the list leaks ${secret}`).toBe(false);
    }
  });

  it('pages (total of every page; past the last page: no items), and an empty outbox lists nothing', async () => {
    const { cookie } = await desk.signedIn('admin');
    expect((await list(cookie)).page).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    for (let i = 1; i <= 5; i += 1) await seedMail({ subject: `Mail ${i}`, createdAt: new Date(Date.UTC(2026, 10, i)) });
    await seedMail({ subject: 'Sent', status: 'sent', attempts: 1 });
    const subjects = (page: { items: FailedMail[] }) => page.items.map((m) => m.subject);
    expect(subjects((await list(cookie, '?pageSize=2')).page)).toEqual(['Mail 5', 'Mail 4']);
    const second = (await list(cookie, '?page=2&pageSize=2')).page;
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(subjects(second)).toEqual(['Mail 3', 'Mail 2']);
    expect(subjects((await list(cookie, '?page=3&pageSize=2')).page)).toEqual(['Mail 1']);
    expect((await list(cookie, '?page=4&pageSize=2')).page).toMatchObject({ items: [], total: 5 });
  });

  it('answers a bad page or page size with 400 naming it, never a 500', async () => {
    const { cookie } = await desk.signedIn('staff');
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page=1.5', 'page'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=99999999999999999999999', 'pageSize'],
    ] as const) {
      const res = await call('GET', listUrl(query), { cookie });
      expect(res.statusCode, query).toBe(400);
      expect(errorResponseSchema.parse(res.json()).issues?.map((i) => i.path)).toEqual([field]);
    }
  });
});

// ---- retries ----------------------------------------------------------------------------------------------------

describe('POST /api/outbox/failed/:id/retry and /api/outbox/failed/retry', () => {
  it('makes a failed mail wait again, due now, its attempts from 0; other mail is left alone', async () => {
    const { cookie } = await desk.signedIn('staff');
    const mail = await seedMail({ subject: 'To send again', nextAttemptAt: new Date(Date.now() + 6 * 3_600_000) });
    const other = await seedMail({ subject: 'Still failed' });
    const res = await call('POST', retryUrl(mail.id), { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const answer = mailRetriedSchema.parse(res.json());
    expect(answer).toMatchObject({ id: mail.id, status: 'pending' });
    const [row, untouched] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, subject: 'To send again', text: mail.text });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row!.nextAttemptAt.toISOString()).toBe(answer.nextAttemptAt);
    expect(untouched).toMatchObject({ id: other.id, status: 'failed', attempts: maxMailAttempts });
    // It left the failed list; the sender sends it at its next look (this app's sender is off: drained here).
    expect((await list(cookie)).page.items.map((m) => m.id)).toEqual([other.id]);
    await desk.app.mailOutbox.drain();
    expect(desk.sent.map((m) => m.subject)).toEqual(['To send again']);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('refuses a mail that is not failed with 409 (waiting, sent, or retried already) and an unknown one with 404, changing nothing', async () => {
    const { cookie } = await desk.signedIn('staff');
    const waiting = await seedMail({ subject: 'Waiting', status: 'pending', attempts: 2 });
    const sent = await seedMail({ subject: 'Sent', status: 'sent', attempts: 1, lastError: null });
    const failed = await seedMail({ subject: 'Failed' });
    const before = await rows();
    for (const id of [waiting.id, sent.id]) {
      const res = await call('POST', retryUrl(id), { cookie });
      expect(res.statusCode, `mail ${id}`).toBe(409);
      expect(res.json()).toEqual({ error: mailOutboxMessages.notFailed });
    }
    const unknown = await call('POST', retryUrl(failed.id + 1000), { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: mailOutboxMessages.notFound });
    expect(await rows()).toEqual(before);

    // Two presses at once: one retries, the other is told it is not failed any more.
    const both = await Promise.all([call('POST', retryUrl(failed.id), { cookie }), call('POST', retryUrl(failed.id), { cookie })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers a bad id with 400 naming it, never a 500', async () => {
    const { cookie } = await desk.signedIn('admin');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '9007199254740993', '%20', 'NaN', '1e400']) {
      const res = await call('POST', retryUrl(id), { cookie });
      expect(res.statusCode, id).toBe(400);
      expect(errorResponseSchema.parse(res.json()).issues, id).toEqual([{ path: 'id', message: mailOutboxMessages.notFound }]);
    }
  });

  it('sends every failed mail again at once (and answers 0 when none is failed)', async () => {
    const { cookie } = await desk.signedIn('admin');
    await seedMail({ subject: 'One' });
    await seedMail({ subject: 'Two' });
    await seedMail({ subject: 'Waiting', status: 'pending', attempts: 4 });
    await seedMail({ subject: 'Sent', status: 'sent', attempts: 1 });
    const res = await call('POST', retryAllUrl, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(failedMailRetriedSchema.parse(res.json())).toEqual({ retried: 2 });
    expect((await rows()).map((m) => [m.subject, m.status, m.attempts])).toEqual([
      ['One', 'pending', 0],
      ['Two', 'pending', 0],
      ['Waiting', 'pending', 4],
      ['Sent', 'sent', 1],
    ]);
    expect((await list(cookie)).page.total).toBe(0);
    expect((await call('POST', retryAllUrl, { cookie })).json()).toEqual({ retried: 0 });
  });
});

// ---- through a real mail server ----------------------------------------------------------------------------------

describe('a retried mail through a real SMTP server', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a mail that failed for good goes out once staff retry it, sent by the running outbox, with its text intact', async () => {
    const smtp = await startSmtp();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-outbox-smtp-'));
    dirs.push(dataDir);
    let live: App | undefined;
    try {
      // The customer's mail and the support mailbox's fail for good while the mail server is unreachable.
      await supportRequest('amara@example.com', 'Our payroll export stopped working.');
      await failEveryPendingMail();
      const failed = await rows();
      expect(failed.map((m) => m.status)).toEqual(['failed', 'failed']);
      const customerMail = failed.find((m) => m.kind === 'ticket-received')!;

      // A server whose sender runs, on the same database, with the mail server back.
      live = await buildApp({
        config: testConfig({ DATA_DIR: dataDir, SMTP_URL: smtp.url, FORM_RATE_LIMIT_PER_HOUR: '1000' }),
        database: desk.database,
        now: () => desk.clock.now,
        housekeeping: false,
      });
      await live.ready();
      const { cookie } = await desk.signedIn('staff');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(0); // failed mail is never sent on its own

      const res = await call('POST', retryUrl(customerMail.id), { cookie, app: live });
      expect(res.statusCode, res.body).toBe(200);
      await eventually('the retried mail reaches the mail server', () => smtp.received.length === 1, 15_000);
      const [message] = smtp.received;
      expect(message!.to).toEqual(['amara@example.com']);
      expect(message!.data).toContain('Our payroll export stopped working.');
      // The Message-ID the row was written with (a ticket mail's names its ticket for the mail reader), kept on a retry.
      expect(customerMail.messageId).toMatch(/^<ticket\.[0-9a-f]{32}\.[0-9a-f]+@/);
      expect(message!.data.replace(/\r\n[ \t]+/g, ' ')).toContain(`Message-ID: ${customerMail.messageId}`);
      const afterOne = await settled((all) => all.find((m) => m.id === customerMail.id)?.status === 'sent');
      expect(afterOne.map((m) => [m.kind, m.status])).toEqual(failed.map((m) => [m.kind, m.id === customerMail.id ? 'sent' : 'failed']));
      expect(afterOne.find((m) => m.id === customerMail.id)).toMatchObject({ attempts: 1, lastError: null });

      // Retry all sends the rest, once each.
      const all = await call('POST', retryAllUrl, { cookie, app: live });
      expect(all.json()).toEqual({ retried: 1 });
      await eventually('the support mailbox gets its mail', () => smtp.received.length === 2, 15_000);
      expect((await settled((all) => all.every((m) => m.status === 'sent'))).map((m) => m.attempts)).toEqual([1, 1]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(2);
    } finally {
      await live?.close();
      await smtp.close();
    }
  });
});

