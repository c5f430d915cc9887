import { afterAll, beforeAll, beforeEach } from 'vitest';
import { addAccount } from '../src/auth/accounts.ts';
import { buildApp, type App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { OutgoingMail } from '../src/mail/transport.ts';
import { testPassword } from './auth.ts';
import { testConfig } from './config.ts';
import { openTestDatabase, type TestDatabase } from './db.ts';
import { startDovecot, type TestDovecot } from './dovecot.ts';
import { recordingTransport } from './forms.ts';

export interface InboundDesk {
  readonly app: App;
  readonly database: TestDatabase;
  readonly dovecot: TestDovecot;
  readonly config: Config;
  /** What the app's outbox sent (after `app.mailOutbox.drain()`). */
  readonly sent: OutgoingMail[];
  /** Another app on the same database and mailbox (a second server instance); closed after the file. */
  another(): Promise<App>;
  /** A signed-in staff member's cookie. */
  staffCookie(): Promise<string>;
}

/**
 * The fixture of the mail-reader tests: a Dovecot of this file's own (test-support/dovecot.ts), the test database,
 * and an app whose `IMAP_URL` is that Dovecot, with recorded mail, no background outbox, and the reader off (tests
 * call `app.mailReader.checkNow()`). Before each test: tables, recorded mail and both folders emptied.
 */
export function inboundDeskFixture(env: Record<string, string> = {}): InboundDesk {
  const recording = recordingTransport();
  let app: App | undefined;
  let database: TestDatabase | undefined;
  let dovecot: TestDovecot | undefined;
  let config: Config | undefined;
  const others: App[] = [];
  let accounts = 0;

  beforeAll(async () => {
    [dovecot, database] = await Promise.all([startDovecot(), openTestDatabase()]);
    config = testConfig({ FORM_RATE_LIMIT_PER_HOUR: '100000', IMAP_URL: dovecot.url, ...env });
    app = await buildApp({ config, database, mailTransport: recording.transport, mailWorker: false, mailReader: false });
    await app.ready();
  });

  afterAll(async () => {
    for (const other of others) await other.close();
    await app?.close();
    await database?.close();
    await dovecot?.close();
  });

  beforeEach(async () => {
    await database!.reset();
    recording.sent.length = 0;
    recording.state.fail = false;
    await dovecot!.clear();
  });

  return {
    get app() {
      return app!;
    },
    get database() {
      return database!;
    },
    get dovecot() {
      return dovecot!;
    },
    get config() {
      return config!;
    },
    sent: recording.sent,
    async another() {
      const other = await buildApp({ config: config!, database: database!, mailTransport: recording.transport, mailWorker: false, mailReader: false });
      await other.ready();
      others.push(other);
      return other;
    },
    async staffCookie() {
      accounts += 1;
      const account = await addAccount(database!.db, { email: `agent${accounts}@orisun.test`, name: `Agent ${accounts}`, role: 'staff', password: testPassword }, new Date());
      const response = await app!.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: account.email, password: testPassword }, remoteAddress: `10.1.0.${accounts}` });
      const set = response.cookies.find((c) => c.name.endsWith('orisun_session') && c.value !== '');
      if (!set) throw new Error(`No session cookie (${response.statusCode} ${response.body})`);
      return `${set.name}=${set.value}`;
    },
  };
}
