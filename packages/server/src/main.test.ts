/**
 * The real server process (`node --import tsx src/main.ts`): startup failures, the PGlite data-directory lock
 * across processes, recovery after kill -9 and graceful shutdown.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from './db/index.ts';
import { contactMessages, mailOutbox, projectBriefs } from './db/schema.ts';
import { lockFileName } from './lock.ts';
import {
  createScratchDatabase,
  eventually,
  exitWithin,
  freePort,
  health,
  startServer,
  startupMs,
  waitUntilServing,
  type ServerProcess,
} from '../test-support/process.ts';
import { crashWrites } from '../test-support/crashWrites.ts';
import { startSmtp } from '../test-support/smtp.ts';

const started: ServerProcess[] = [];
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'orisun-main-'));
});
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await Promise.all(started.map((server) => server.exited));
  rmSync(dataDir, { recursive: true, force: true });
});

function track(server: ServerProcess): ServerProcess {
  started.push(server);
  return server;
}

describe('server process', () => {
  it('exits 1 with one line naming PORT when PORT=abc', { timeout: startupMs + 30_000 }, async () => {
    const server = track(startServer({ PORT: 'abc', DATA_DIR: dataDir }));
    const { code } = await exitWithin(server, startupMs);
    expect(code).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")');
  });

  // The lock protects the embedded PGlite; on PostgreSQL several servers may share one database.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'lets one server own a PGlite data directory, refuses a second, and recovers after kill -9',
    { timeout: 3 * startupMs + 60_000 },
    async () => {
      const first = track(startServer({ DATA_DIR: dataDir }, await freePort()));
      await waitUntilServing(first);

      const second = track(startServer({ DATA_DIR: dataDir }, await freePort()));
      const secondExit = await exitWithin(second, startupMs);
      expect(secondExit.code).not.toBe(0);
      expect(second.output()).toContain(`The data directory ${dataDir} is already in use by another Orisun server`);
      expect(second.output().trim().split('\n')).toHaveLength(1);
      expect(await health(first.port)).toBe(200);

      first.child.kill('SIGKILL');
      await first.exited;
      expect(existsSync(path.join(dataDir, lockFileName))).toBe(true); // left behind by the crash

      const third = track(startServer({ DATA_DIR: dataDir }, await freePort()));
      await waitUntilServing(third);

      third.child.kill('SIGTERM');
      const thirdExit = await exitWithin(third, 15_000);
      expect(thirdExit.code).toBe(0);
      expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
    },
  );

  it('keeps a brief answered with 200 after the server is killed with -9 at once, and serves again after a restart', { timeout: 3 * startupMs + 60_000 }, async () => {
    const onPostgres = process.env.TEST_DB === 'postgres';
    const crashDir = mkdtempSync(path.join(os.tmpdir(), 'orisun-crash-'));
    // On PostgreSQL the real server migrates a database of its own: a fresh one, dropped afterwards.
    const crashDatabase = onPostgres ? await createScratchDatabase() : undefined;
    const env = { DATA_DIR: crashDir, ...(crashDatabase ? { DATABASE_URL: crashDatabase.url } : {}) };
    const email = `crash-${process.pid}-${Date.now()}@example.com`;
    try {
      const server = track(startServer(env, await freePort()));
      await waitUntilServing(server);
      const res = await fetch(`http://127.0.0.1:${server.port}/submit-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Crash Test', email, projectType: 'Digital Transformation', details: 'Must survive kill -9.' }),
      });
      expect(res.status).toBe(200);
      server.child.kill('SIGKILL');
      await server.exited;

      const database = await openDatabase({ dataDir: crashDir, databaseUrl: env.DATABASE_URL });
      try {
        const briefs = await database.db.select().from(projectBriefs).where(eq(projectBriefs.email, email));
        expect(briefs).toHaveLength(1);
        expect(briefs[0]?.details).toBe('Must survive kill -9.');
        const mail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email));
        expect(mail).toHaveLength(1);
      } finally {
        await database.close();
      }

      const restarted = track(startServer(env, await freePort()));
      await waitUntilServing(restarted);
      restarted.child.kill('SIGTERM');
      expect((await exitWithin(restarted, 15_000)).code).toBe(0);
    } finally {
      rmSync(crashDir, { recursive: true, force: true });
      await crashDatabase?.drop();
    }
  });
  it(
    'sends the mail a killed server was in the middle of sending within seconds, once: after a restart on PGlite, by the other server on PostgreSQL (whose rate limit counted the request to the first)',
    { timeout: 3 * startupMs + 60_000 },
    async () => {
      const onPostgres = process.env.TEST_DB === 'postgres';
      const hanging = await startSmtp({ hold: true }); // takes the message in and never answers
      const working = await startSmtp();
      const crashDir = mkdtempSync(path.join(os.tmpdir(), 'orisun-outbox-'));
      const crashDatabase = onPostgres ? await createScratchDatabase() : undefined;
      const env = { DATA_DIR: crashDir, FORM_RATE_LIMIT_PER_HOUR: '1', ...(crashDatabase ? { DATABASE_URL: crashDatabase.url } : {}) };
      const email = `outbox-${process.pid}-${Date.now()}@example.com`;
      const delivered = () => working.received.filter((message) => message.data.includes(email)).length;
      try {
        const first = track(startServer({ ...env, SMTP_URL: hanging.url }, await freePort()));
        await waitUntilServing(first);
        // PostgreSQL: a second server on the same database, running all along, with a working mail server.
        const other = onPostgres ? track(startServer({ ...env, SMTP_URL: working.url }, await freePort())) : undefined;
        if (other) await waitUntilServing(other);

        const res = await fetch(`http://127.0.0.1:${first.port}/submit-form`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Outbox Test', email, projectType: 'Digital Transformation', details: 'Sent once, whatever happens.' }),
        });
        expect(res.status).toBe(200);
        await eventually('the first server starts sending the mail', () => hanging.started() === 1, 30_000);
        if (other) {
          // The counters of the rate limits are the database's: the brief form's allowance (1 an hour here) is spent.
          const again = await fetch(`http://127.0.0.1:${other.port}/submit-form`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Outbox Test', email, projectType: 'Digital Transformation', details: 'A second one, refused.' }),
          });
          expect(again.status).toBe(429);
          // The other server looks every 5 s; while the first holds the mail it leaves it alone.
          await new Promise((resolve) => setTimeout(resolve, 7_000));
          expect(delivered()).toBe(0);
        }

        first.child.kill('SIGKILL');
        await first.exited;
        const next = other ?? track(startServer({ ...env, SMTP_URL: working.url }, await freePort()));
        // The seconds are counted from a running server: a restart on a loaded machine took most of the 30 s itself.
        if (!other) await waitUntilServing(next);
        // Before, a claimed mail waited out a 5-minute lease after its sender died.
        await eventually('the mail is sent after the kill', () => delivered() === 1, 30_000);
        await new Promise((resolve) => setTimeout(resolve, 6_000)); // more than one look of the outbox
        expect(delivered()).toBe(1);
        expect(hanging.started()).toBe(1);

        next.child.kill('SIGTERM');
        expect((await exitWithin(next, 15_000)).code).toBe(0);
        const database = await openDatabase({ dataDir: crashDir, databaseUrl: env.DATABASE_URL });
        try {
          const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email));
          expect(rows).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
        } finally {
          await database.close();
        }
      } finally {
        await Promise.all([hanging.close(), working.close()]);
        // A server still stopping may write its database a moment longer (ENOTEMPTY once hid the real failure).
        rmSync(crashDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
        await crashDatabase?.drop();
      }
    },
  );
  it('finishes the requests under way on SIGTERM: every message answered 200 is stored with its mail, and it exits 0', { timeout: 3 * startupMs + 120_000 }, async () => {
    const onPostgres = process.env.TEST_DB === 'postgres';
    const termDir = mkdtempSync(path.join(os.tmpdir(), 'orisun-term-'));
    const termDatabase = onPostgres ? await createScratchDatabase() : undefined;
    // The default 10 s budget is a production one: on a test machine running every project at once, finishing 30
    // requests under way on PGlite once took longer, and the process rightly exited 1 (a clean run of 11dc1d7 on two cores);
    // 60 s was passed too, in two clean runs of 27 Nov 2026 (38 s in a third). What is tested here is that nothing
    // acknowledged is lost and the exit is clean, so the budget is the test's whole time, less the burst.
    const env = {
      DATA_DIR: termDir,
      FORM_RATE_LIMIT_PER_HOUR: '10000',
      SHUTDOWN_TIMEOUT_SECONDS: '120',
      ...(termDatabase ? { DATABASE_URL: termDatabase.url } : {}),
    };
    try {
      const server = track(startServer(env, await freePort()));
      await waitUntilServing(server);
      const send = (n: number) =>
        fetch(`http://127.0.0.1:${server.port}/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Burst ${n}`, email: `burst-${n}@example.com`, message: `Message number ${n} of the burst.`, office: 1, website: '' }),
        }).then(
          (response) => response.status,
          () => 0, // refused or cut: not acknowledged
        );
      // A burst of 300 messages, 30 at a time; SIGTERM lands while they are under way.
      const statuses: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next < 300) statuses.push(await send(next++));
      };
      const burst = Promise.all(Array.from({ length: 30 }, worker));
      await eventually('the first messages are answered', () => statuses.filter((status) => status === 200).length >= 30, 30_000);
      server.child.kill('SIGTERM');
      await burst;
      expect((await exitWithin(server, 125_000)).code, server.output()).toBe(0);

      const acknowledged = statuses.filter((status) => status === 200).length;
      expect(acknowledged).toBeGreaterThanOrEqual(30);
      expect(acknowledged).toBeLessThan(300); // the signal came mid-burst: the rest were refused, not lost
      expect(statuses.every((status) => status === 200 || status === 0 || status === 503)).toBe(true);
      const database = await openDatabase({ dataDir: termDir, databaseUrl: env.DATABASE_URL });
      try {
        const stored = await database.db.select({ email: contactMessages.email }).from(contactMessages);
        const mail = await database.db.select({ id: mailOutbox.id }).from(mailOutbox);
        // Every acknowledged message is there; one whose answer was cut by the exit may be too.
        expect(stored.length).toBeGreaterThanOrEqual(acknowledged);
        expect(mail).toHaveLength(stored.length);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(termDir, { recursive: true, force: true });
      await termDatabase?.drop();
    }
  });
  // Several servers share a PostgreSQL database; the embedded PGlite belongs to one process.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'two servers on one PostgreSQL database: a session made on one works on the other; 200 briefs sent to both make 200 rows and 200 mails, none twice',
    { timeout: 3 * startupMs + 60_000 },
    async () => {
      const smtp = await startSmtp();
      const sharedDatabase = await createScratchDatabase();
      const sharedDir = mkdtempSync(path.join(os.tmpdir(), 'orisun-two-'));
      const admin = { email: 'ops@example.com', name: 'Tunde Bakare', password: 'Velvet-Harbor-Quartz-9271' };
      const env = {
        DATA_DIR: sharedDir,
        DATABASE_URL: sharedDatabase.url,
        SMTP_URL: smtp.url,
        FORM_RATE_LIMIT_PER_HOUR: '10000',
        ADMIN_EMAIL: admin.email,
        ADMIN_NAME: admin.name,
        ADMIN_PASSWORD: admin.password,
      };
      try {
        const servers = [track(startServer(env, await freePort())), track(startServer(env, await freePort()))] as const;
        await Promise.all(servers.map((server) => waitUntilServing(server)));
        const url = (index: number, route: string) => `http://127.0.0.1:${servers[index % 2]!.port}${route}`;

        const signIn = await fetch(url(0, '/api/auth/sign-in'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
        expect(signIn.status).toBe(200);
        const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
        const session = await fetch(url(1, '/api/auth/session'), { headers: { cookie } });
        expect(session.status).toBe(200);
        expect(((await session.json()) as { user: { email: string } }).user.email).toBe(admin.email);

        const statuses = await Promise.all(
          Array.from({ length: 200 }, (_, n) =>
            fetch(url(n, '/submit-form'), {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: `Brief ${n}`, email: `brief-${n}@example.com`, projectType: 'Digital Transformation', details: `Brief number ${n}.` }),
            }).then((response) => response.status),
          ),
        );
        expect(statuses.filter((status) => status !== 200)).toEqual([]);
        const sentFor = (n: number) => smtp.received.filter((message) => message.data.includes(`brief-${n}@example.com`)).length;
        await eventually('200 mails arrive', () => smtp.received.length >= 200, 60_000);
        await new Promise((resolve) => setTimeout(resolve, 6_000)); // more than one look of either outbox
        expect(smtp.received).toHaveLength(200);
        expect(Array.from({ length: 200 }, (_, n) => sentFor(n)).filter((count) => count !== 1)).toEqual([]);

        await Promise.all(servers.map((server) => (server.child.kill('SIGTERM'), exitWithin(server, 15_000))));
        const database = await openDatabase({ dataDir: sharedDir, databaseUrl: sharedDatabase.url });
        try {
          expect(await database.db.select({ id: projectBriefs.id }).from(projectBriefs)).toHaveLength(200);
          const mail = await database.db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox);
          expect(mail).toHaveLength(200);
          expect(mail.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
        } finally {
          await database.close();
        }
      } finally {
        await smtp.close();
        rmSync(sharedDir, { recursive: true, force: true });
        await sharedDatabase.drop();
      }
    },
  );
  // `npm run bench:crash` does the same with 1,000 messages and prints the counts.
  it('loses none of 300 messages answered 200 when killed with -9 in the middle of them, each with its mail after a restart', { timeout: 3 * startupMs + 60_000 }, async () => {
    const result = await crashWrites({ total: 300, killAfter: 150, postgresUrl: process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined });
    expect(result.acknowledged).toBeGreaterThanOrEqual(150);
    expect(result.sent).toBeLessThan(300); // the kill came mid-stream
    expect(result).toMatchObject({ lost: 0, stored: result.acknowledged, withMail: result.acknowledged });
  });
});
