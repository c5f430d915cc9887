import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { signInAttempts, type SignInOutcome, type SignInScope } from '../db/schema.ts';

/**
 * The sign-in throttles. Counters are rows of `sign_in_attempts` in the database, so every server on one
 * PostgreSQL sees the same counts:
 * - per IP address: at most `perIpPerMinute` attempts a minute and `perIpPerHour` an hour (attempts refused
 *   by a throttle do not count, so the `Retry-After` given is when the next attempt gets through);
 * - per e-mail address (known or not, so a lock-out says nothing about which addresses have accounts):
 *   after `accountFailures` failed attempts within `lockoutMs` since the last successful one, the address is
 *   locked until `lockoutMs` after the last failure. Only attempts from untrusted clients count here;
 * - per trusted device (a browser showing a valid device cookie for the address, auth/devices.ts; OWASP's
 *   device cookies): its own `deviceFailures` failures within `lockoutMs` since its last success lock that
 *   device alone, and the address's lock-out does not apply to it, so others' guesses cannot lock out a
 *   person signing in from a browser that signed in before.
 * An attempt is written (as `pending`) before it is checked, so attempts arriving together count each other.
 */
export const signInLimits = {
  perIpPerMinute: 6,
  perIpPerHour: 30,
  accountFailures: 10,
  deviceFailures: 10,
  lockoutMs: 15 * 60_000,
} as const;

/**
 * The customers' ticket sign-in (e-mail + reference): the same per-IP limits, and an address locked after a
 * handful of failures, so guessing references is hopeless and noisy. Counted apart from staff sign-ins.
 */
export const ticketSignInLimits = {
  perIpPerMinute: 6,
  perIpPerHour: 30,
  accountFailures: 5,
  lockoutMs: 15 * 60_000,
} as const;

type Limits = { readonly perIpPerMinute: number; readonly perIpPerHour: number; readonly accountFailures: number; readonly lockoutMs: number };
const limitsOf: Record<SignInScope, Limits> = { staff: signInLimits, ticket: ticketSignInLimits };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** Attempts older than this are deleted: no throttle looks further back. */
const keepMs = 24 * hourMs;

export type AttemptStart = { attemptId: number } | { retryAfterSeconds: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Of the other attempts counted in a window (oldest first), when the next one is allowed: after the
 * `(count - max + 1)`-th oldest leaves the window. Undefined while under the limit.
 */
async function waitInWindow(db: Database, where: SQL | undefined, max: number, windowMs: number, now: Date): Promise<number | undefined> {
  const since = new Date(now.getTime() - windowMs);
  const rows = await db
    .select({ at: signInAttempts.at })
    .from(signInAttempts)
    .where(and(where, gt(signInAttempts.at, since)))
    .orderBy(asc(signInAttempts.at))
    .limit(max * 4);
  if (rows.length < max) return undefined;
  // Rows beyond the fetched ones only make the wait longer; `max * 4` is far past any honest use.
  const key = rows[rows.length - max]!.at;
  return key.getTime() + windowMs - now.getTime();
}

/**
 * Starts an attempt: its id (finish it with `finishSignInAttempt`), or how long to wait (it is recorded as
 * throttled). `deviceId`: the trusted device the attempt comes from (staff only), else an untrusted client.
 */
export async function startSignInAttempt(
  db: Database,
  ip: string,
  email: string,
  now: Date,
  scope: SignInScope = 'staff',
  deviceId?: string,
): Promise<AttemptStart> {
  const limits = limitsOf[scope];
  await db.delete(signInAttempts).where(lt(signInAttempts.at, new Date(now.getTime() - keepMs)));
  const [own] = await db
    .insert(signInAttempts)
    .values({ ip, email, at: now, scope, deviceId: deviceId ?? null })
    .returning({ id: signInAttempts.id });
  if (!own) throw new Error('The sign-in attempt was not recorded');
  const others = and(ne(signInAttempts.id, own.id), eq(signInAttempts.scope, scope));

  const byIp = and(others, eq(signInAttempts.ip, ip), ne(signInAttempts.outcome, 'throttled'));
  const ipWait = Math.max(
    (await waitInWindow(db, byIp, limits.perIpPerMinute, minuteMs, now)) ?? 0,
    (await waitInWindow(db, byIp, limits.perIpPerHour, hourMs, now)) ?? 0,
  );
  const accountWait =
    ipWait > 0
      ? 0
      : deviceId === undefined
        ? await lockoutWait(db, own.id, and(eq(signInAttempts.email, email), isNull(signInAttempts.deviceId)), now, scope, limits.accountFailures, limits.lockoutMs)
        : await lockoutWait(db, own.id, eq(signInAttempts.deviceId, deviceId), now, scope, signInLimits.deviceFailures, limits.lockoutMs);
  const wait = Math.max(ipWait, accountWait);
  if (wait > 0) {
    await finishSignInAttempt(db, own.id, 'throttled');
    return { retryAfterSeconds: seconds(wait) };
  }
  return { attemptId: own.id };
}

/**
 * How long the attempts matching `whose` (an address's from untrusted clients, or one trusted device's) stay
 * locked (0 when they are not): `maxFailures` failed (or still running) attempts since their last success.
 */
async function lockoutWait(db: Database, ownId: number, whose: SQL | undefined, now: Date, scope: SignInScope, maxFailures: number, lockoutMs: number): Promise<number> {
  const [lastSuccess] = await db
    .select({ at: signInAttempts.at })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.scope, scope), whose, eq(signInAttempts.outcome, 'succeeded')))
    .orderBy(desc(signInAttempts.at))
    .limit(1);
  const windowStart = new Date(now.getTime() - lockoutMs);
  const since = lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const failures = await db
    .select({ at: signInAttempts.at })
    .from(signInAttempts)
    .where(
      and(
        ne(signInAttempts.id, ownId),
        eq(signInAttempts.scope, scope),
        whose,
        inArray(signInAttempts.outcome, ['failed', 'pending']),
        gt(signInAttempts.at, since),
      ),
    )
    .orderBy(desc(signInAttempts.at))
    .limit(maxFailures);
  if (failures.length < maxFailures) return 0;
  return failures[0]!.at.getTime() + lockoutMs - now.getTime();
}

export async function finishSignInAttempt(db: Database, attemptId: number, outcome: Exclude<SignInOutcome, 'pending'>): Promise<void> {
  await db.update(signInAttempts).set({ outcome }).where(eq(signInAttempts.id, attemptId));
}
