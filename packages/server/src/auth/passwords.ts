import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages, newPasswordSchema } from '@orisun/api';

/**
 * Password hashing and the password policy.
 *
 * Hashes are argon2id (`@node-rs/argon2`: prebuilt binaries in per-platform npm packages, nothing compiled or
 * downloaded at install) with OWASP's minimum parameters for argon2id (19 MiB, 2 passes, 1 lane): about 6 ms
 * here, so a sign-in stays quick and a stolen table is slow to crack. The PHC string stores the parameters, so
 * raising them later still verifies old hashes.
 */
const hashOptions = { algorithm: 2 /* Algorithm.Argon2id, a const enum */ as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

/** Whether `password` matches `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification for a sign-in whose address has no account, so a wrong address and
 * a wrong password take about as long and cannot be told apart by timing. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('a password no account has, used only to spend time');
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * Common passwords, lower-cased: the 49,000-entry list of `@zxcvbn-ts/language-common` (collected from
 * password leaks and maintained with zxcvbn-ts). Only the entries long enough to pass the length rule matter.
 */
const commonPasswords: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].filter((entry) => [...entry].length >= 12).map((entry) => entry.toLowerCase()),
);

/**
 * What is wrong with a new password under OWASP ASVS 5.0 6.2 (at least 12 characters, at most 128, not a
 * common password, no composition rules), or `undefined` when it may be used. The length rules are the
 * shared schema's (`newPasswordSchema`), so the form and the server say the same.
 */
export function passwordProblem(password: string): string | undefined {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Choose another password.';
  if (commonPasswords.has(password.toLowerCase())) return authMessages.commonPassword;
  return undefined;
}

/** For tests: whether the list holds this password (lower-cased). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
