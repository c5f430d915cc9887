import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { endpoints } from '../endpoints/index.ts';
import { defaultResponses, staffFixtures } from '../mocks/fixtures.ts';
import { newPasswordSchema, newStaffAccountSchema, passwordMaxLength, passwordMinLength, signInSchema } from './auth.ts';

describe('auth schemas', () => {
  it('takes 12 to 128 characters as a new password, counted as characters, never trimmed', () => {
    expect(newPasswordSchema.safeParse('a'.repeat(passwordMinLength - 1)).success).toBe(false);
    expect(newPasswordSchema.safeParse('a'.repeat(passwordMinLength)).success).toBe(true);
    expect(newPasswordSchema.safeParse('a'.repeat(passwordMaxLength + 1)).success).toBe(false);
    expect(newPasswordSchema.safeParse('é'.repeat(passwordMaxLength)).success).toBe(true);
    expect(newPasswordSchema.safeParse('😀'.repeat(12)).success).toBe(true);
    expect(newPasswordSchema.parse('  spaces count  ')).toBe('  spaces count  ');
  });

  it('names the field of each problem in a new account', () => {
    const result = newStaffAccountSchema.safeParse({ email: 'nope', name: '', role: 'owner', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['email', 'name', 'password', 'role']);
  });

  it('signs in with any non-empty password (old passwords predate the policy)', () => {
    expect(signInSchema.safeParse({ email: 'a@orisun.test', password: 'x' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'a@orisun.test', password: '' }).success).toBe(false);
  });

  it('has a default mock answer for every auth endpoint', () => {
    expect(defaultResponses.signIn).toEqual(staffFixtures.admin);
    expect(defaultResponses.listStaffAccounts.users.length).toBeGreaterThan(0);
  });
});

describe('the client for the auth endpoints', () => {
  it('calls the declared paths and methods', async () => {
    const calls: string[] = [];
    const fetch = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(`${init?.method} ${String(url)}`);
      const endpoint = Object.values(endpoints).find((e) => e.method === init?.method && new RegExp(`^${e.path.replace(/:\w+/g, '[^/]+')}$`).test(String(url)));
      const status = endpoint?.path === '/api/admin/users' && init?.method === 'POST' ? 201 : 200;
      const name = Object.entries(endpoints).find(([, e]) => e === endpoint)?.[0] as keyof typeof defaultResponses;
      return new Response(JSON.stringify(defaultResponses[name]), { status, headers: { 'content-type': 'application/json' } });
    };
    const api = createApiClient({ fetch: fetch as typeof globalThis.fetch });
    const id = staffFixtures.staff.user.id;
    await api.signIn({ email: 'a@orisun.test', password: 'whatever it is' });
    await api.session();
    await api.signOut();
    await api.listStaffAccounts();
    await api.addStaffAccount({ email: 'b@orisun.test', name: 'B', role: 'staff', password: 'a long passphrase' });
    await api.disableStaffAccount(id);
    await api.enableStaffAccount(id);
    await api.resetStaffPassword(id, { password: 'a long passphrase' });
    expect(calls).toEqual([
      'POST /api/auth/sign-in',
      'GET /api/auth/session',
      'POST /api/auth/sign-out',
      'GET /api/admin/users',
      'POST /api/admin/users',
      `POST /api/admin/users/${id}/disable`,
      `POST /api/admin/users/${id}/enable`,
      `POST /api/admin/users/${id}/reset-password`,
    ]);
  });
});
