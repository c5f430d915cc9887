import { describe, expect, it } from 'vitest';
import { authMessages } from '@orisun/api';
import { isCommonPassword, passwordProblem } from '../passwordPolicy.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

/** The fastest of several runs: the least disturbed by other work on a busy machine. */
async function fastestMs(run: () => Promise<unknown>, times = 9): Promise<number> {
  let fastest = Infinity;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('a long enough passphrase');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'a long enough passphrase')).toBe(true);
    expect(await verifyPassword(hash, 'a long enough passphrasE')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('spends the time of a real verification on an unknown account', async () => {
    const hash = await hashPassword('a long enough passphrase');
    await verifyAgainstDummy('warm up');
    const real = await fastestMs(() => verifyPassword(hash, 'wrong password'));
    const dummy = await fastestMs(() => verifyAgainstDummy('wrong password'));
    // Same argon2id parameters, so the same work; the bounds only leave room for a busy machine.
    expect(dummy).toBeGreaterThan(real / 4);
    expect(dummy).toBeLessThan(real * 4);
  });

  it('follows ASVS 5.0 6.2: 12 to 128 characters, not a common password, no composition rules', () => {
    expect(passwordProblem('a'.repeat(11))).toMatch(/at least 12 characters/);
    expect(passwordProblem('a'.repeat(129))).toMatch(/under 129 characters/);
    expect(passwordProblem('abcdefghijkl')).toBeUndefined();
    expect(isCommonPassword('1q2w3e4r5t6y')).toBe(true);
    expect(passwordProblem('1Q2W3E4R5T6Y')).toBe(authMessages.commonPassword);
  });
});
