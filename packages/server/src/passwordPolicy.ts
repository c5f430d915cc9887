import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages, newPasswordSchema } from '@orisun/api';

/*
 * The password policy: what a new password must be, for a staff account (auth/accounts.ts) and for the first admin
 * of `ADMIN_PASSWORD` (config.ts). Below both, so the configuration needs nothing of auth/.
 */

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
