import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseDriver } from '@orisun/api';
import type { Config } from '../config.ts';
import { recordInstallation } from './meta.ts';
import { takeTurns } from './pgliteTurns.ts';
import * as schema from './schema.ts';

export { schema };

/** The Drizzle database, typed so that PGlite and node-postgres instances both fit. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of the database (`db.transaction(async (tx) => ...)`): what a submission's rows are written with. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anything that runs drizzle's queries: the database or a `Transaction`. */
export type Queryable = Pick<Database, 'insert' | 'update' | 'select' | 'delete' | 'execute' | '$with' | 'with'>;

export interface OpenedDatabase {
  db: Database;
  driver: DatabaseDriver;
  /** The schema of drizzle's journal of applied migrations (`__drizzle_migrations`). */
  migrationsSchema: string;
  /** Ends the pool or shuts PGlite down (flushing it to disk). Safe to call twice. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite only: keep the data in memory instead of `DATA_DIR/pglite` (tests). */
  inMemory?: boolean;
  /** PGlite only: start from a `dumpDataDir()` snapshot instead of an empty cluster (tests). */
  loadDataDir?: Blob;
  /**
   * PostgreSQL only: the schema holding the tables (`search_path`) and drizzle's migration journal.
   * Default `public` for tables and `drizzle` for the journal. Tests give each file its own.
   */
  schema?: string;
  /** Skip migrations (the caller knows the database is migrated, e.g. a migrated snapshot). */
  skipMigrations?: boolean;
}

/** The generated migrations committed in packages/server/drizzle. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Where drizzle keeps its journal unless told otherwise. */
const defaultMigrationsSchema = 'drizzle';

/** How many migrations this release has (drizzle-kit's journal of the migrations folder). */
export const expectedMigrations: number = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/** How many migrations the database has recorded (0 when it has no journal yet). */
export async function appliedMigrations(database: Pick<OpenedDatabase, 'db' | 'migrationsSchema'>): Promise<number> {
  try {
    const journal = sql.raw(`${quoteIdentifier(database.migrationsSchema)}."__drizzle_migrations"`);
    const [row] = await database.db.select({ count: sql<number>`count(*)::integer` }).from(sql`${journal}`);
    return Number(row?.count ?? 0);
  } catch {
    return 0;
  }
}

/** Any constant works as long as every Orisun server uses the same one: it serialises concurrent migrations. */
const MIGRATION_LOCK_KEY = 0x6f72_6973; // "oris"

/**
 * PGlite's default start parameters plus a small buffer pool: the default (128MB) makes the process use
 * ~520 MB after open, 16MB about 230 MB, which is plenty for this product's data.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(config: Pick<Config, 'dataDir'>, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = path.join(config.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: pgliteStartParams,
    // The forum's search index (migration 0011) uses pg_trgm, which PGlite ships as a loadable extension.
    extensions: { pg_trgm },
  });
  takeTurns(client);
  const db = drizzlePglite({ client, schema });
  try {
    if (!options.skipMigrations) await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    db,
    driver: 'pglite',
    migrationsSchema: defaultMigrationsSchema,
    close: () => (closing ??= client.closed ? Promise.resolve() : client.close()),
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Applies the migrations while holding a PostgreSQL advisory lock, so servers starting together take turns. */
async function migrateUnderAdvisoryLock(pool: pg.Pool, db: Database, migrationsSchema: string | undefined) {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(db as Parameters<typeof migrateNodePg>[0], {
      migrationsFolder,
      ...(migrationsSchema ? { migrationsSchema } : {}),
    });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: 'orisun-server',
    ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema });
  try {
    if (options.schema) await pool.query(`create schema if not exists ${quoteIdentifier(options.schema)}`);
    if (!options.skipMigrations) await migrateUnderAdvisoryLock(pool, db, options.schema);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return { db, driver: 'postgres', migrationsSchema: options.schema ?? defaultMigrationsSchema, close: () => (closing ??= pool.end()) };
}

/**
 * Opens the database the config points at and brings its schema up to date:
 * a PostgreSQL pool when `DATABASE_URL` is set, otherwise embedded PGlite under `DATA_DIR/pglite`
 * (the caller must hold the data-directory lock, see lock.ts). Records `installed_at` on first start.
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenDatabaseOptions = {},
): Promise<OpenedDatabase> {
  const opened = config.databaseUrl
    ? await openPostgres(config.databaseUrl, options)
    : await openPglite(config, options);
  if (!options.skipMigrations) {
    try {
      await recordInstallation(opened.db);
    } catch (error) {
      await opened.close();
      throw error;
    }
  }
  return opened;
}

/** How often a server on PGlite vacuums and analyzes its database (also at shutdown). */
export const pgliteHousekeepingMs = 6 * 60 * 60 * 1000;

/**
 * PGlite has no autovacuum: without a `VACUUM ANALYZE` now and then, deleted rows keep their space and the planner
 * its stale statistics (a forum search then scans). The server runs it every 6 hours and at shutdown; on
 * PostgreSQL autovacuum does it, and this does nothing.
 */
export async function housekeepPglite(database: Pick<OpenedDatabase, 'db' | 'driver'>): Promise<boolean> {
  if (database.driver !== 'pglite') return false;
  await database.db.execute(sql`vacuum analyze`);
  return true;
}

/** `select 1` within `timeoutMs`: whether the database answers (the health check). */
export async function pingDatabase(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
