import { eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from './index.ts';
import { signInDevices, staffAccounts, type SignInDeviceRow } from './schema.ts';

/** A trusted device by the hash of its nonce, with the lower-cased address of its account. */
export async function findSignInDevice(db: Queryable, nonceHash: string): Promise<{ device: SignInDeviceRow; emailLower: string } | undefined> {
  const [row] = await db
    .select({ device: signInDevices, emailLower: sql<string>`lower(${staffAccounts.email})` })
    .from(signInDevices)
    .innerJoin(staffAccounts, eq(staffAccounts.id, signInDevices.accountId))
    .where(eq(signInDevices.nonceHash, nonceHash))
    .limit(1);
  return row;
}

export async function insertSignInDevice(db: Queryable, device: { nonceHash: string; accountId: string; at: Date }): Promise<void> {
  await db.insert(signInDevices).values({ nonceHash: device.nonceHash, accountId: device.accountId, createdAt: device.at, lastUsedAt: device.at });
}

/** A new nonce for a device (its id, account and `created_at` stay). */
export async function renewSignInDevice(db: Queryable, id: string, nonceHash: string, at: Date): Promise<void> {
  await db.update(signInDevices).set({ nonceHash, lastUsedAt: at }).where(eq(signInDevices.id, id));
}

export async function deleteSignInDeviceByNonceHash(db: Queryable, nonceHash: string): Promise<void> {
  await db.delete(signInDevices).where(eq(signInDevices.nonceHash, nonceHash));
}

/** Deletes the devices last used before `before`. */
export async function deleteStaleSignInDevices(db: Queryable, before: Date): Promise<void> {
  await db.delete(signInDevices).where(lt(signInDevices.lastUsedAt, before));
}
