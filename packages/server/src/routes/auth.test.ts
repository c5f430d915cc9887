import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authMessages, endpoints, errorResponseSchema } from '@orisun/api';
import { sessionLifetimes } from '../auth/sessions.ts';
import { signInLimits } from '../auth/throttle.ts';
import { sessions, signInDevices, staffAccounts } from '../db/schema.ts';
import { foreignOriginMessage } from '../http/guards.ts';
import { authAppFixture, testPassword } from '../../test-support/auth.ts';

const auth = authAppFixture();

const session = (cookie?: string) => auth.app.inject({ method: 'GET', url: '/api/auth/session', ...(cookie ? { headers: { cookie } } : {}) });
/** Who `GET /api/auth/session` says is signed in (a 200 always): the user, or null. */
const signedInUser = async (cookie?: string) => {
  const res = await session(cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as { user: unknown }).user;
};
const minute = 60_000;

describe('POST /api/auth/sign-in', () => {
  it('signs in with the right password, whatever the case of the address, and says who signed in', async () => {
    const account = await auth.account({ email: 'Ngozi.Adeyemi@Orisun.test', role: 'admin' });
    const res = await auth.signIn('ngozi.adeyemi@orisun.TEST');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: account.id, email: 'Ngozi.Adeyemi@Orisun.test', name: account.name, role: 'admin' } });
    const [row] = await auth.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
    expect(row?.lastSignInAt?.toISOString()).toBe(auth.clock.now.toISOString());
  });

  it('answers an unknown address, a wrong password and a disabled account with the same 401', async () => {
    await auth.account({ email: 'known@orisun.test' });
    await auth.account({ email: 'off@orisun.test', disabled: true });
    const answers = [
      await auth.signIn('nobody@orisun.test'),
      await auth.signIn('known@orisun.test', 'not the right password'),
      await auth.signIn('off@orisun.test'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: authMessages.invalidCredentials });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(authMessages.invalidCredentials).toBe('Invalid email or password');
    expect(await auth.database.db.select().from(sessions)).toEqual([]);
  });

  it('refuses a body without an address or password with a 400 naming the field', async () => {
    const res = await auth.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'a@orisun.test' } });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).issues?.map((issue) => issue.path)).toEqual(['password']);
  });

  it('stores only the SHA-256 of the session secret', async () => {
    const { cookie } = await auth.signedIn('staff');
    const secret = cookie.split('=')[1]!;
    const rows = await auth.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('staff');
    expect(rows[0]!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('gives a new session at every sign-in, ending the one the browser came with', async () => {
    const account = await auth.account();
    const first = auth.sessionCookie(await auth.signIn(account.email));
    const second = auth.sessionCookie(await auth.signIn(account.email, testPassword, { cookie: first }));
    expect(second).not.toBe(first);
    expect(await signedInUser(first)).toBeNull();
    expect(await signedInUser(second)).not.toBeNull();
    expect(await auth.database.db.select().from(sessions)).toHaveLength(1);
  });
});

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, Path=/, not Secure, with an http PUBLIC_URL', async () => {
    const account = await auth.account();
    const res = await auth.signIn(account.email);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^orisun_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${sessionLifetimes.absoluteMs / 1000}`);
    expect(header).not.toContain('Secure');
    expect(header).not.toContain('Domain');
  });

  describe('with an https PUBLIC_URL', () => {
    const secure = authAppFixture({ PUBLIC_URL: 'https://orisun.example' });

    it('is __Host- prefixed and Secure', async () => {
      const account = await secure.account();
      const res = await secure.signIn(account.email);
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/^__Host-orisun_session=[A-Za-z0-9_-]{43};/);
      expect(header).toContain('Secure');
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Path=/');
      expect(header).not.toContain('Domain');
      const cookie = secure.sessionCookie(res);
      expect((await secure.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user).not.toBeNull();
      // The device cookie too.
      expect(res.cookies.find((c) => c.name === '__Host-orisun_device')).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    });
  });
});

describe('GET /api/auth/session', () => {
  it('answers who is signed in, and 200 with user null (no 401) without a session or with an unknown one', async () => {
    const { account, cookie } = await auth.signedIn('staff');
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: account.id, email: account.email, name: account.name, role: 'staff' } });
    for (const other of [undefined, 'orisun_session=made-up', 'orisun_session=']) {
      const visitor = await session(other);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ user: null });
    }
    // A cookie of a session that is over is cleared.
    expect(String((await session('orisun_session=made-up')).headers['set-cookie'])).toMatch(/^orisun_session=;/);
    // The calls that need a session still answer 401 without one.
    const needsSession = await auth.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(needsSession.statusCode).toBe(401);
    expect(needsSession.json()).toEqual({ error: authMessages.signInRequired });
  });

  it('ends a session idle for 8 hours, and keeps one in use', async () => {
    const { cookie } = await auth.signedIn('staff');
    auth.advance(sessionLifetimes.idleMs - minute);
    expect(await signedInUser(cookie)).not.toBeNull();
    auth.advance(sessionLifetimes.idleMs - minute);
    expect(await signedInUser(cookie)).not.toBeNull();
    auth.advance(sessionLifetimes.idleMs);
    expect(await signedInUser(cookie)).toBeNull();
    expect(await auth.database.db.select().from(sessions)).toEqual([]);
    auth.clock.now = new Date(auth.clock.now.getTime() - sessionLifetimes.idleMs);
    expect(await signedInUser(cookie)).toBeNull();
  });

  it('ends a session 7 days after sign-in, however busy', async () => {
    const { cookie } = await auth.signedIn('staff');
    const step = sessionLifetimes.idleMs - minute;
    let elapsed = 0;
    while (elapsed + step < sessionLifetimes.absoluteMs) {
      auth.advance(step);
      elapsed += step;
      expect(await signedInUser(cookie)).not.toBeNull();
    }
    auth.advance(sessionLifetimes.absoluteMs - elapsed);
    expect(await signedInUser(cookie)).toBeNull();
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session at once and clears the cookie', async () => {
    const { cookie } = await auth.signedIn('admin');
    const res = await auth.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.signedOut });
    expect(String(res.headers['set-cookie'])).toMatch(/^orisun_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect(await signedInUser(cookie)).toBeNull();
    expect(await auth.database.db.select().from(sessions)).toEqual([]);
  });

  it('answers 200 without a session too', async () => {
    const res = await auth.app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(res.statusCode).toBe(200);
  });

  it('is not reachable with GET (a GET never signs out)', async () => {
    const { cookie } = await auth.signedIn('staff');
    const res = await auth.app.inject({ method: 'GET', url: '/api/auth/sign-out', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(await signedInUser(cookie)).not.toBeNull();
  });
});

describe('sign-in throttles', () => {
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it(`allows ${signInLimits.perIpPerMinute} attempts a minute from one IP address, then 429 with Retry-After`, async () => {
    const account = await auth.account();
    const ip = '203.0.113.7';
    for (let i = 0; i < signInLimits.perIpPerMinute; i++) {
      expect((await auth.signIn(`someone${i}@orisun.test`, 'wrong password', { ip })).statusCode).toBe(401);
      auth.advance(1_000);
    }
    const refused = await auth.signIn(account.email, testPassword, { ip });
    expect(refused.statusCode).toBe(429);
    // The first attempt leaves the minute 60 s after it was made: 54 s from now.
    expect(retryAfter(refused)).toBe(54);
    expect(refused.json().error).toBe(authMessages.tooManyAttempts(54));
    // Another address is not held back.
    expect((await auth.signIn(account.email, testPassword, { ip: '203.0.113.8' })).statusCode).toBe(200);
    auth.advance(54_000);
    expect((await auth.signIn(account.email, testPassword, { ip })).statusCode).toBe(200);
  });

  it(`allows ${signInLimits.perIpPerHour} attempts an hour from one IP address`, async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < signInLimits.perIpPerHour; i++) {
      expect((await auth.signIn(`someone${i}@orisun.test`, 'wrong password', { ip })).statusCode).toBe(401);
      auth.advance(minute);
    }
    const refused = await auth.signIn('someone@orisun.test', 'wrong password', { ip });
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(30 * 60);
    auth.advance(retryAfter(refused) * 1000);
    expect((await auth.signIn('someone@orisun.test', 'wrong password', { ip })).statusCode).toBe(401);
  });

  it(`locks an address for 15 minutes after ${signInLimits.accountFailures} failures, from any IP, even with the right password`, async () => {
    const account = await auth.account({ email: 'target@orisun.test' });
    for (let i = 0; i < signInLimits.accountFailures; i++) {
      expect((await auth.signIn('Target@orisun.test', `guess number ${i}`)).statusCode).toBe(401);
    }
    const refused = await auth.signIn(account.email, testPassword);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(15 * 60);
    auth.advance(14 * minute);
    expect((await auth.signIn(account.email, testPassword)).statusCode).toBe(429);
    auth.advance(minute);
    expect((await auth.signIn(account.email, testPassword)).statusCode).toBe(200);
    // A success starts the count again.
    expect((await auth.signIn(account.email, 'wrong again')).statusCode).toBe(401);
    expect((await auth.signIn(account.email, testPassword)).statusCode).toBe(200);
  });

  it('locks an unknown address the same way, so a lock-out does not reveal which addresses have accounts', async () => {
    for (let i = 0; i < signInLimits.accountFailures; i++) await auth.signIn('ghost@orisun.test', `guess ${i}`);
    const refused = await auth.signIn('ghost@orisun.test', 'one more guess');
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(15 * 60);
  });

  it('counts attempts that arrive together', async () => {
    const ip = '192.0.2.50';
    const answers = await Promise.all(
      Array.from({ length: signInLimits.perIpPerMinute + 4 }, (_, i) => auth.signIn(`burst${i}@orisun.test`, 'wrong password', { ip })),
    );
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(answers.filter((res) => res.statusCode === 401).length).toBeLessThanOrEqual(signInLimits.perIpPerMinute);
    expect(refused.length).toBeGreaterThanOrEqual(4);
  });
});

describe('trusted devices (device cookies)', () => {
  const deviceCookie = (res: LightMyRequestResponse) => {
    const set = res.cookies.find((c) => c.name.endsWith('orisun_device') && c.value !== '');
    if (!set) throw new Error(`No device cookie in the response (${res.statusCode} ${res.body})`);
    return `${set.name}=${set.value}`;
  };
  const lockOut = async (email: string) => {
    for (let i = 0; i < signInLimits.accountFailures; i++) expect((await auth.signIn(email, `guess number ${i}`)).statusCode).toBe(401);
  };

  it('is set at sign-in: httpOnly, SameSite=Strict, Path=/, for a year; only its SHA-256 is stored', async () => {
    const account = await auth.account();
    const res = await auth.signIn(account.email);
    const set = res.cookies.find((c) => c.name === 'orisun_device');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 365 * 24 * 60 * 60 });
    expect(set?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(set?.secure).toBeFalsy();
    const rows = await auth.database.db.select().from(signInDevices);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.accountId).toBe(account.id);
    expect(JSON.stringify(rows)).not.toContain(set!.value);
    // A failed sign-in sets none.
    expect((await auth.signIn(account.email, 'wrong password')).cookies.some((c) => c.name === 'orisun_device')).toBe(false);
  });

  it(`lets a browser that signed in before in, with the right password, after ${signInLimits.accountFailures} failures from other addresses lock the account`, async () => {
    const account = await auth.account({ email: 'target@orisun.test' });
    const device = deviceCookie(await auth.signIn(account.email));
    auth.advance(minute);
    await lockOut('Target@orisun.test');
    // An untrusted browser is locked out, even with the right password.
    expect((await auth.signIn(account.email, testPassword)).statusCode).toBe(429);
    // The trusted browser is not; it gets a new nonce (the old one stops working).
    const trusted = await auth.signIn('TARGET@orisun.test', testPassword, { cookie: device });
    expect(trusted.statusCode).toBe(200);
    const renewed = deviceCookie(trusted);
    expect(renewed).not.toBe(device);
    expect((await auth.signIn(account.email, testPassword, { cookie: device })).statusCode).toBe(429);
    expect((await auth.signIn(account.email, testPassword, { cookie: renewed })).statusCode).toBe(200);
    // Its success does not lift the lock-out of untrusted clients.
    expect((await auth.signIn(account.email, testPassword)).statusCode).toBe(429);
    expect(await auth.database.db.select().from(signInDevices)).toHaveLength(1);
  });

  it(`locks a trusted device after its own ${signInLimits.deviceFailures} failures, and only that device`, async () => {
    const account = await auth.account();
    const device = deviceCookie(await auth.signIn(account.email));
    const other = deviceCookie(await auth.signIn(account.email));
    for (let i = 0; i < signInLimits.deviceFailures; i++) {
      expect((await auth.signIn(account.email, `guess ${i}`, { cookie: device })).statusCode).toBe(401);
    }
    const refused = await auth.signIn(account.email, testPassword, { cookie: device });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    // Another trusted browser and untrusted clients are not locked by that device's failures.
    expect((await auth.signIn(account.email, testPassword, { cookie: other })).statusCode).toBe(200);
    expect((await auth.signIn(account.email, testPassword)).statusCode).toBe(200);
    auth.advance(15 * minute);
    expect((await auth.signIn(account.email, testPassword, { cookie: device })).statusCode).toBe(200);
  });

  it("does not let a device cookie of one account past another account's lock-out", async () => {
    const mine = await auth.account({ email: 'mine@orisun.test' });
    const victim = await auth.account({ email: 'victim@orisun.test' });
    const stolen = deviceCookie(await auth.signIn(mine.email));
    await lockOut(victim.email);
    expect((await auth.signIn(victim.email, testPassword, { cookie: stolen })).statusCode).toBe(429);
    // A made-up cookie is an untrusted client too.
    expect((await auth.signIn(victim.email, testPassword, { cookie: 'orisun_device=made-up' })).statusCode).toBe(429);
  });
});

describe('requests from another site', () => {
  const evil = { origin: 'https://evil.example' };

  it('refuses a sign-in, a sign-out and an admin action with a foreign Origin, changing nothing', async () => {
    const { cookie } = await auth.signedIn('admin');
    const staff = await auth.account();
    const attempts = [
      auth.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: evil, payload: { email: staff.email, password: testPassword } }),
      auth.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...evil, cookie } }),
      auth.app.inject({ method: 'POST', url: `/api/admin/users/${staff.id}/disable`, headers: { ...evil, cookie } }),
      auth.app.inject({ method: 'POST', url: `/api/admin/users/${staff.id}/disable`, headers: { 'sec-fetch-site': 'cross-site', cookie } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: foreignOriginMessage });
    }
    expect(await signedInUser(cookie)).not.toBeNull();
    const [row] = await auth.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id));
    expect(row?.disabled).toBe(false);
    expect(await auth.database.db.select().from(sessions)).toHaveLength(1);
  });

  it('refuses every state-changing endpoint of the table with a foreign Origin, signed in as an admin', async () => {
    const { cookie } = await auth.signedIn('admin');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const endpoint of Object.values(endpoints)) {
      if (endpoint.method === 'GET') continue;
      const url = endpoint.path.replace(':id', id);
      const res = await auth.app.inject({ method: endpoint.method, url, headers: { ...evil, cookie }, payload: {} });
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
  });
});
