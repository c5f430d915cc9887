import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { MailTransport, OutgoingMail } from '../src/mail/transport.ts';
import { testConfig } from './config.ts';
import { openTestDatabase, type TestDatabase } from './db.ts';

/** A mail transport that keeps what it is given (`sent`), or fails like a refused connection while `state.fail`. */
export function recordingTransport() {
  const sent: OutgoingMail[] = [];
  const state = { fail: false };
  const transport: MailTransport = {
    description: 'recording',
    async send(mail) {
      if (state.fail) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(mail);
    },
    close: () => undefined,
  };
  return { transport, sent, state };
}

export interface FormFixture {
  readonly app: App;
  readonly database: TestDatabase;
  /** The app's config: routes that read their settings per request (the forum's limits) see changes a test makes. */
  readonly config: Config;
  /** The mail the app handed to its transport (after `app.mailOutbox.drain()`). */
  readonly sent: OutgoingMail[];
  /** Set `fail` to make the transport refuse mail. */
  readonly state: { fail: boolean };
  /** The recording transport, for other apps a test builds on the same database. */
  readonly transport: MailTransport;
}

export interface FixtureOptions extends Pick<BuildAppOptions, 'now'> {
  /**
   * Empty every table before each test (default). `false`: tables are emptied once, when the file starts,
   * so a file can seed its data once in `beforeAll` and its tests share it (they then must not depend on
   * each other's changes).
   */
  resetBeforeEach?: boolean;
}

/**
 * The fixture of a form route's tests: registers the hooks that open the test database and build the
 * app once per file (a generous rate limit, recorded mail, no background mail worker), empty every
 * table and the recorded mail before each test, and close both after the file.
 */
export function formAppFixture(env: Record<string, string> = {}, options: FixtureOptions = {}): FormFixture {
  const { resetBeforeEach = true, ...appOptions } = options;
  const recording = recordingTransport();
  let app: App | undefined;
  let database: TestDatabase | undefined;
  const config = testConfig({ FORM_RATE_LIMIT_PER_HOUR: '1000', ...env });

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config,
      database,
      mailTransport: recording.transport,
      mailWorker: false,
      ...appOptions,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  beforeEach(async () => {
    if (resetBeforeEach) await database!.reset();
    recording.sent.length = 0;
    recording.state.fail = false;
  });

  return {
    get app() {
      return app!;
    },
    get database() {
      return database!;
    },
    config,
    sent: recording.sent,
    state: recording.state,
    transport: recording.transport,
  };
}

/**
 * Runs `run` with an app of its own on `database` whose mail is written as `.eml` files (no SMTP_URL) under a fresh
 * DATA_DIR; `writtenEmls()` sends what the outbox holds and reads every `.eml` file there. The app and the folder
 * are removed afterwards.
 */
export async function withEmlMailApp<T>(
  database: TestDatabase,
  env: Record<string, string>,
  run: (app: App, writtenEmls: () => Promise<string[]>) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-eml-'));
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, ...env }), database, mailWorker: false });
  const mailDir = path.join(dataDir, 'mail');
  const writtenEmls = async () => {
    await app.mailOutbox.drain();
    const files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml'));
    return Promise.all(files.map((f) => readFile(path.join(mailDir, f), 'utf8')));
  };
  try {
    return await run(app, writtenEmls);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The sender's fields (name and e-mail) every public form refuses, as `[label, change, field]` cases. */
export function invalidSenderCases(notAnAddress: string): [string, Record<string, string | undefined>, string][] {
  return [
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name with a line break (mail header injection)', { name: 'Eve\r\nBcc: victim@example.com' }, 'name'],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name'],
    ['a missing e-mail', { email: undefined }, 'email'],
    ['an e-mail that is not one', { email: notAnAddress }, 'email'],
  ];
}

/** A valid Expert Network application (`POST /api/consultant-applications`). */
export const validConsultantApplication = {
  name: 'Chiamaka Eze',
  email: 'Chiamaka.Eze@Example.com',
  portfolioUrl: 'https://chiamaka.example.com/work',
  rate: 75,
  availability: 'part-time',
  expertise: ['React', 'Node.js', 'Cloud Architecture'],
  bio: 'Ten years of building payment systems in Lagos.\nI mentor junior developers on weekends.',
  location: 'Lagos, Nigeria',
  isCompanyMember: true,
  website: '',
};
