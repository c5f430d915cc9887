import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages, errorResponseSchema, staffAccountListSchema, staffAccountResultSchema } from '@orisun/api';
import { verifyPassword } from '../auth/passwords.ts';
import { sessions, staffAccounts } from '../db/schema.ts';
import { authAppFixture, testPassword } from '../../test-support/auth.ts';

const auth = authAppFixture();

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: Record<string, unknown>) =>
  auth.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const session = (cookie: string) => call('GET', '/api/auth/session', cookie);
/** Who `GET /api/auth/session` says is signed in (a 200 always): the user, or null. */
const signedInUser = async (cookie?: string) => {
  const res = await session(cookie!);
  expect(res.statusCode).toBe(200);
  return (res.json() as { user: unknown }).user;
};

describe('admin user endpoints: who may call them', () => {
  it('answers 401 without a session, 403 to staff, 401 to a disabled admin, and the admin', async () => {
    const target = await auth.account({ email: 'target@orisun.test' });
    const staff = await auth.signedIn('staff');
    const admin = await auth.signedIn('admin');
    const disabledAdmin = await auth.signedIn('admin');
    await auth.app.inject({ method: 'POST', url: `/api/admin/users/${disabledAdmin.account.id}/disable`, headers: { cookie: admin.cookie } });

    let n = 0;
    const requests = (): [Method, string, Record<string, unknown>?][] => {
      n += 1;
      return [
        ['GET', '/api/admin/users'],
        ['POST', '/api/admin/users', { email: `new${n}@orisun.test`, name: 'New Person', role: 'staff', password: testPassword }],
        ['POST', `/api/admin/users/${target.id}/disable`],
        ['POST', `/api/admin/users/${target.id}/enable`],
        ['POST', `/api/admin/users/${target.id}/reset-password`, { password: 'another long passphrase' }],
      ];
    };
    for (const [method, url, payload] of requests()) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url} without a session`).toBe(401);
      expect(res.json()).toEqual({ error: authMessages.signInRequired });
    }
    for (const [method, url, payload] of requests()) {
      const res = await call(method, url, staff.cookie, payload);
      expect(res.statusCode, `${method} ${url} as staff`).toBe(403);
      expect(res.json()).toEqual({ error: authMessages.adminOnly });
    }
    for (const [method, url, payload] of requests()) {
      expect((await call(method, url, disabledAdmin.cookie, payload)).statusCode, `${method} ${url} as a disabled admin`).toBe(401);
    }
    // Nothing changed so far.
    const [before] = await auth.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, target.id));
    expect(before?.passwordHash).toBe(target.passwordHash);
    expect(before?.disabled).toBe(false);
    expect(await auth.database.db.select().from(staffAccounts)).toHaveLength(4);

    const expected = [200, 201, 200, 200, 200];
    for (const [i, [method, url, payload]] of requests().entries()) {
      expect((await call(method, url, admin.cookie, payload)).statusCode, `${method} ${url} as an admin`).toBe(expected[i]);
    }
  });
});

describe('GET /api/admin/users', () => {
  it('lists every account without password hashes', async () => {
    const admin = await auth.signedIn('admin', 'chief@orisun.test');
    await auth.account({ email: 'helper@orisun.test', disabled: true });
    const res = await call('GET', '/api/admin/users', admin.cookie);
    expect(res.statusCode).toBe(200);
    const { users } = staffAccountListSchema.parse(res.json());
    expect(users.map((u) => [u.email, u.role, u.disabled])).toEqual([
      ['chief@orisun.test', 'admin', false],
      ['helper@orisun.test', 'staff', true],
    ]);
    expect(users[0]!.lastSignInAt).toBe(auth.clock.now.toISOString());
    expect(res.body).not.toContain('argon2');
  });
});

describe('POST /api/admin/users', () => {
  it('adds an account that can sign in, with an argon2id hash', async () => {
    const admin = await auth.signedIn('admin');
    const res = await call('POST', '/api/admin/users', admin.cookie, { email: 'Kemi@Orisun.test', name: 'Kemi Ade', role: 'staff', password: testPassword });
    expect(res.statusCode).toBe(201);
    const { user } = staffAccountResultSchema.parse(res.json());
    expect(user).toMatchObject({ email: 'Kemi@Orisun.test', name: 'Kemi Ade', role: 'staff', disabled: false, lastSignInAt: null });
    const [row] = await auth.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await auth.signIn('kemi@orisun.test')).statusCode).toBe(200);
  });

  it('refuses a second account for an address, whatever its case, with 409', async () => {
    const admin = await auth.signedIn('admin');
    await auth.account({ email: 'dup@orisun.test' });
    const res = await call('POST', '/api/admin/users', admin.cookie, { email: 'DUP@orisun.test', name: 'Dup', role: 'staff', password: testPassword });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: authMessages.duplicateAccount });
  });

  describe('password policy (ASVS 5.0 6.2)', () => {
    const add = async (password: string) => {
      const admin = await auth.signedIn('admin');
      return call('POST', '/api/admin/users', admin.cookie, { email: 'p@orisun.test', name: 'P', role: 'staff', password });
    };
    const issuePaths = (res: { json(): unknown }) => errorResponseSchema.parse(res.json()).issues?.map((issue) => issue.path);

    it('refuses fewer than 12 characters with a 400 naming the field', async () => {
      const res = await add('elevenchars');
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toEqual(['password']);
    });

    it('refuses more than 128 characters, and takes 128', async () => {
      expect((await add('x'.repeat(129))).statusCode).toBe(400);
      await auth.database.reset();
      expect((await add('lorem ipsum '.repeat(10) + 'dolor si')).statusCode).toBe(201);
    });

    it('counts characters, not UTF-16 units: 12 emoji are 12 characters', async () => {
      expect((await add('🦁'.repeat(11))).statusCode).toBe(400);
      await auth.database.reset();
      expect((await add('🦁'.repeat(12))).statusCode).toBe(201);
    });

    it('refuses a common password, whatever its case', async () => {
      const res = await add('QWERTY123456');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: authMessages.commonPassword, issues: [{ path: 'password', message: authMessages.commonPassword }] });
    });

    it('has no composition rules: a lower-case phrase with spaces is fine, and kept as typed', async () => {
      const res = await add('  tea with milk and sugar  ');
      expect(res.statusCode).toBe(201);
      const [row] = await auth.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'p@orisun.test'));
      expect(await verifyPassword(row!.passwordHash, '  tea with milk and sugar  ')).toBe(true);
    });
  });
});

describe('disabling, enabling and resetting', () => {
  it('disabling ends the account sessions at once; enabling lets it sign in again', async () => {
    const admin = await auth.signedIn('admin');
    const staff = await auth.signedIn('staff');
    expect(await signedInUser(staff.cookie)).not.toBeNull();
    const res = await call('POST', `/api/admin/users/${staff.account.id}/disable`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(staffAccountResultSchema.parse(res.json()).user.disabled).toBe(true);
    expect(await signedInUser(staff.cookie)).toBeNull();
    expect(await auth.database.db.select().from(sessions).where(eq(sessions.subjectId, staff.account.id))).toEqual([]);
    expect((await auth.signIn(staff.account.email)).statusCode).toBe(401);

    expect((await call('POST', `/api/admin/users/${staff.account.id}/enable`, admin.cookie)).statusCode).toBe(200);
    expect((await auth.signIn(staff.account.email)).statusCode).toBe(200);
  });

  it('refuses to disable one own account', async () => {
    const admin = await auth.signedIn('admin');
    const res = await call('POST', `/api/admin/users/${admin.account.id}/disable`, admin.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: authMessages.cannotDisableSelf });
  });

  it('a reset password works at once, the old one no longer, and the account sessions end', async () => {
    const admin = await auth.signedIn('admin');
    const staff = await auth.signedIn('staff');
    const res = await call('POST', `/api/admin/users/${staff.account.id}/reset-password`, admin.cookie, { password: 'a brand new passphrase' });
    expect(res.statusCode).toBe(200);
    expect(await signedInUser(staff.cookie)).toBeNull();
    expect(await signedInUser(admin.cookie)).not.toBeNull();
    expect((await auth.signIn(staff.account.email)).statusCode).toBe(401);
    expect((await auth.signIn(staff.account.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('applies the password policy to a reset', async () => {
    const admin = await auth.signedIn('admin');
    const res = await call('POST', `/api/admin/users/${admin.account.id}/reset-password`, admin.cookie, { password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).issues?.map((issue) => issue.path)).toEqual(['password']);
  });

  it('answers 404 for an unknown account and 400 for an id that is not one', async () => {
    const admin = await auth.signedIn('admin');
    expect((await call('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/enable', admin.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/users/not-an-id/enable', admin.cookie)).statusCode).toBe(400);
  });
});
