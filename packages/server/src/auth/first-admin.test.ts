import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { staffAccounts } from '../db/schema.ts';
import { testConfig } from '../../test-support/config.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/db.ts';
import { verifyPassword } from './passwords.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

async function start(env: Record<string, string>) {
  const app = await buildApp({ config: testConfig(env), database, mailWorker: false });
  await app.ready();
  return app;
}

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('is created at start when no account exists, once', async () => {
    const first = await start({ ADMIN_EMAIL: 'Founder@Orisun.test', ADMIN_NAME: 'Ada Okafor', ADMIN_PASSWORD: 'the first admin passphrase' });
    const signIn = await first.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'founder@orisun.test', password: 'the first admin passphrase' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ email: 'Founder@Orisun.test', name: 'Ada Okafor', role: 'admin' });
    await first.close();

    // A restart with other values changes nothing: the variables only seed an empty installation.
    const second = await start({ ADMIN_EMAIL: 'Founder@Orisun.test', ADMIN_NAME: 'Someone Else', ADMIN_PASSWORD: 'a different passphrase now' });
    await second.close();
    const third = await start({ ADMIN_EMAIL: 'someone.else@orisun.test', ADMIN_NAME: 'Someone Else', ADMIN_PASSWORD: 'yet another passphrase' });
    await third.close();
    const rows = await database.db.select().from(staffAccounts);
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0]!.passwordHash, 'the first admin passphrase')).toBe(true);
  });

  it('is not created without the variables', async () => {
    const app = await start({});
    await app.close();
    expect(await database.db.select().from(staffAccounts)).toEqual([]);
  });

  it('needs all three variables, a one-line name and a password that passes the policy, and never echoes the password', () => {
    const name = { ADMIN_NAME: 'Ada Okafor' };
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@orisun.test', ...name })).toThrow(/^Invalid configuration: ADMIN_PASSWORD must be set with ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'a long enough passphrase', ...name })).toThrow(/^Invalid configuration: ADMIN_EMAIL must be set/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-address', ADMIN_PASSWORD: 'a long enough passphrase', ...name })).toThrow(/ADMIN_EMAIL must be an e-mail address/);
    // Without a name the first admin would answer customers as "admin": the server refuses to start instead.
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@orisun.test', ADMIN_PASSWORD: 'a long enough passphrase' })).toThrow(/^Invalid configuration: ADMIN_NAME must be set with ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@orisun.test', ADMIN_NAME: 'Ada\nOkafor', ADMIN_PASSWORD: 'a long enough passphrase' })).toThrow(/ADMIN_NAME must be one line/);
    for (const password of ['tooshort', 'qwerty123456']) {
      let error: unknown;
      try {
        loadConfig({ ADMIN_EMAIL: 'a@orisun.test', ...name, ADMIN_PASSWORD: password });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe('ADMIN_PASSWORD');
      expect((error as ConfigError).message).not.toContain(password);
    }
    expect(loadConfig({ ADMIN_EMAIL: 'a@orisun.test', ADMIN_NAME: ' Ada Okafor ', ADMIN_PASSWORD: ' spaces are kept as typed ' }).firstAdmin).toEqual({
      email: 'a@orisun.test',
      name: 'Ada Okafor',
      password: ' spaces are kept as typed ',
    });
  });
});
