import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing. (The password policy, which the configuration applies too, is ../passwordPolicy.ts.)
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
