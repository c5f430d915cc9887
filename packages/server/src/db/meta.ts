import { eq } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { appMeta } from './schema.ts';
import type * as schema from './schema.ts';

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Keys of `app_meta` the server itself writes. */
export const metaKeys = { installedAt: 'installed_at' } as const;

/** Writes `installed_at` the first time the database is opened; later starts leave it unchanged. */
export async function recordInstallation(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: metaKeys.installedAt, value: now.toISOString() })
    .onConflictDoNothing({ target: appMeta.key });
}

export async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return rows[0]?.value;
}

/** When this installation was first started, from `app_meta`. */
export async function installedAt(db: Db): Promise<Date | undefined> {
  const value = await readMeta(db, metaKeys.installedAt);
  return value === undefined ? undefined : new Date(value);
}
