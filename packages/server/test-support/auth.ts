import type { LightMyRequestResponse } from 'fastify';
import { beforeEach } from 'vitest';
import type { StaffRole } from '@orisun/api';
import { addAccount, disableAccount } from '../src/auth/accounts.ts';
import type { StaffAccountRow } from '../src/db/schema.ts';
import { formAppFixture, type FixtureOptions, type FormFixture } from './forms.ts';

/** A password that passes the policy, for test accounts. */
export const testPassword = 'correct horse battery staple';

/** Where the fixture's clock starts before each test. */
export const testEpoch = new Date('2026-11-25T09:00:00.000Z');

export interface AuthFixture extends FormFixture {
  /** The app's clock (`buildApp`'s `now`): set `clock.now` or call `advance`. Back at `testEpoch` before each test. */
  readonly clock: { now: Date };
  advance(ms: number): void;
  /** Adds an account straight to the database (password `testPassword` unless given). */
  account(options?: { email?: string; role?: StaffRole; password?: string; disabled?: boolean }): Promise<StaffAccountRow>;
  /**
   * `POST /api/auth/sign-in` from its own IP address (each call another one, so the per-IP throttle stays out of
   * the way unless `ip` is given).
   */
  signIn(email: string, password?: string, options?: { ip?: string; cookie?: string }): Promise<LightMyRequestResponse>;
  /** The `name=value` of the session cookie a response set, for the `cookie` header of the next requests. */
  sessionCookie(response: LightMyRequestResponse): string;
  /** Adds an account of `role` and signs it in: its row and its session cookie. */
  signedIn(role: StaffRole, email?: string): Promise<{ account: StaffAccountRow; cookie: string }>;
}

/**
 * The fixture of the auth tests: `formAppFixture` (database and app per file, tables emptied before each
 * test unless `resetBeforeEach: false`) with a clock the test moves, and helpers for accounts and sessions.
 */
export function authAppFixture(env: Record<string, string> = {}, options: Pick<FixtureOptions, 'resetBeforeEach'> = {}): AuthFixture {
  const clock = { now: testEpoch };
  const base = formAppFixture(env, { now: () => clock.now, ...options });
  let ipCounter = 0;
  let accountCounter = 0;

  beforeEach(() => {
    clock.now = testEpoch;
  });

  const fixture: AuthFixture = {
    get app() {
      return base.app;
    },
    get database() {
      return base.database;
    },
    config: base.config,
    sent: base.sent,
    state: base.state,
    transport: base.transport,
    clock,
    advance(ms) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    async account({ email, role = 'staff', password = testPassword, disabled = false } = {}) {
      accountCounter += 1;
      const row = await addAccount(
        base.database.db,
        { email: email ?? `person${accountCounter}@orisun.test`, name: `Person ${accountCounter}`, role, password },
        clock.now,
      );
      return disabled ? disableAccount(base.database.db, row.id) : row;
    },
    signIn(email, password = testPassword, { ip, cookie } = {}) {
      ipCounter += 1;
      return base.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password },
        remoteAddress: ip ?? `10.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    },
    sessionCookie(response) {
      const set = response.cookies.find((c) => c.name.endsWith('orisun_session') && c.value !== '');
      if (!set) throw new Error(`No session cookie in the response (${response.statusCode} ${response.body})`);
      return `${set.name}=${set.value}`;
    },
    async signedIn(role, email) {
      const account = await fixture.account({ role, ...(email ? { email } : {}) });
      const response = await fixture.signIn(account.email);
      return { account, cookie: fixture.sessionCookie(response) };
    },
  };
  return fixture;
}
