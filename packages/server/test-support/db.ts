/**
 * The database for server tests, on the driver the Vitest project selects (`TEST_DB`):
 *
 * - `pglite` (project `server`): ONE migrated in-memory PGlite per test worker, shared by the files the
 *   worker runs. Creating a PGlite costs seconds and hundreds of MB, so the first one made on this machine is
 *   dumped to a snapshot in the OS temp dir (keyed by the migrations) and later ones load it (~0.3 s).
 * - `postgres` (project `server-pg`, needs `TEST_DATABASE_URL`): each test file gets its own schema
 *   (`search_path` and drizzle's journal), dropped by `close()`, so files run in parallel.
 *
 * Call `reset()` between tests (e.g. in `beforeEach`): it empties every table of the schema.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { migrationsFolder, openDatabase, schema, type OpenedDatabase } from '../src/db/index.ts';

export interface TestDatabase extends OpenedDatabase {
  /** Empties every table of the schema. */
  reset(): Promise<void>;
  /** PostgreSQL only: the schema this file's tables live in. */
  schemaName: string | undefined;
}

export type TestDriver = 'pglite' | 'postgres';

export function testDriver(): TestDriver {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

async function truncateAll(database: OpenedDatabase): Promise<void> {
  if (tableNames.length === 0) return;
  const tables = tableNames.map((name) => `"${name}"`).join(', ');
  await database.db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
}

/** The version in the nearest package.json above a resolved module file. */
function packageVersion(moduleFile: string): string {
  for (let dir = path.dirname(moduleFile); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? '';
  }
  return '';
}

/** Changes whenever a migration (or the PGlite version) changes, so a stale snapshot is never loaded. */
function snapshotFile(): string {
  const hash = createHash('sha256');
  const pgliteVersion = packageVersion(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  hash.update(pgliteVersion);
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return path.join(os.tmpdir(), `orisun-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function openSharedPglite(): Promise<OpenedDatabase> {
  const snapshot = snapshotFile();
  const config = { dataDir: os.tmpdir(), databaseUrl: undefined };
  if (existsSync(snapshot)) {
    try {
      const loadDataDir = new Blob([readFileSync(snapshot)]);
      return await openDatabase(config, { inMemory: true, loadDataDir });
    } catch {
      // A truncated or foreign snapshot: fall through and make a fresh one.
    }
  }
  const database = await openDatabase(config, { inMemory: true });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const partial = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, snapshot); // atomic: parallel workers never read a half-written snapshot
  return database;
}

const sharedKey = Symbol.for('orisun.testing.sharedPglite');
type SharedHolder = { [sharedKey]?: Promise<OpenedDatabase> };

function sharedPglite(): Promise<OpenedDatabase> {
  const holder = globalThis as SharedHolder;
  holder[sharedKey] ??= openSharedPglite();
  return holder[sharedKey];
}

async function openPostgresForFile(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  const schemaName = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url }, { schema: schemaName });
  return {
    ...database,
    schemaName,
    reset: () => truncateAll(database),
    close: async () => {
      await database.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
      await database.close();
    },
  };
}

/**
 * A database of its own on `driver` (default: the project's), migrated and empty, closed (dropped) by `close()`: for a
 * test that needs a second database beside the file's (a restore's target). PGlite: a new in-memory instance loaded
 * from the migrated snapshot (~0.3 s once the snapshot exists); PostgreSQL: a schema of its own.
 */
export async function openSeparateTestDatabase(driver: TestDriver = testDriver()): Promise<TestDatabase> {
  if (driver === 'postgres') {
    const database = await openPostgresForFile();
    await database.reset();
    return database;
  }
  await sharedPglite(); // makes the snapshot if this machine has none yet
  const config = { dataDir: os.tmpdir(), databaseUrl: undefined };
  const database = await openDatabase(config, { inMemory: true, loadDataDir: new Blob([readFileSync(snapshotFile())]), skipMigrations: true });
  await truncateAll(database);
  return { ...database, schemaName: undefined, reset: () => truncateAll(database) };
}

/**
 * Opens the test database for one test file (call in `beforeAll`, `close()` in `afterAll`).
 * Tables start empty; `installed_at` is not present until a test writes it.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDriver() === 'postgres') {
    const database = await openPostgresForFile();
    await database.reset();
    return database;
  }
  const shared = await sharedPglite();
  const database: TestDatabase = {
    ...shared,
    schemaName: undefined,
    reset: () => truncateAll(shared),
    // Shared by the worker's files: it lives as long as the worker.
    close: async () => undefined,
  };
  await database.reset();
  return database;
}
