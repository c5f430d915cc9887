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
