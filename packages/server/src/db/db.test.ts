import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDriver, type TestDatabase } from '../../test-support/db.ts';
import { housekeepPglite, pingDatabase } from './index.ts';
import { installedAt, recordInstallation } from './meta.ts';
import { appMeta, contactMessages } from './schema.ts';

let database: TestDatabase;

/** Both drivers answer raw SQL with `{ rows }`. */
async function rows(query: ReturnType<typeof sql>): Promise<unknown[]> {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}
beforeAll(async () => {
  database = await openTestDatabase();
});
beforeEach(() => database.reset());
afterAll(() => database?.close());

describe(`database (${testDriver()})`, () => {
  it('runs on the driver the project selects', () => {
    expect(database.driver).toBe(testDriver());
  });

  it('has the migrated app_meta table with a server-side updated_at default', async () => {
    await database.db.insert(appMeta).values({ key: 'probe', value: 'x' });
    const [row] = await database.db.select().from(appMeta);
    expect(row?.key).toBe('probe');
    expect(row?.updatedAt).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - row!.updatedAt.getTime())).toBeLessThan(60_000);
  });

  it('records installed_at once and keeps the first value on later starts', async () => {
    const first = new Date('2026-01-02T03:04:05.000Z');
    await recordInstallation(database.db, first);
    await recordInstallation(database.db, new Date('2027-01-01T00:00:00.000Z'));
    expect(await installedAt(database.db)).toEqual(first);
  });

  it('starts every test from empty tables after reset()', async () => {
    await database.db.insert(appMeta).values({ key: 'left-over', value: 'x' });
    await database.reset();
    expect(await database.db.select().from(appMeta)).toEqual([]);
  });

  it('answers the health ping', async () => {
    expect(await pingDatabase(database.db)).toBe(true);
    expect(await rows(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('vacuums and analyzes PGlite, which has no autovacuum (PostgreSQL: left to its autovacuum)', async () => {
    const message = { name: 'Vacuum', email: 'v@example.com', message: 'A message to delete.', officeId: 1 };
    await database.db.insert(contactMessages).values(Array.from({ length: 50 }, () => message));
    await database.db.delete(contactMessages);
    // The catalog, not the statistics views (flushed whenever the backend gets to it): the table's pages and row count.
    const table = () => rows(sql`select pg_relation_size('contact_messages')::integer as bytes, reltuples::integer as tuples from pg_class where oid = 'contact_messages'::regclass`);
    const [before] = (await table()) as { bytes: number }[];
    expect(before!.bytes).toBeGreaterThan(0); // the deleted rows still take their page
    const done = await housekeepPglite(database);
    expect(done).toBe(testDriver() === 'pglite');
    if (done) expect(await table()).toEqual([{ bytes: 0, tuples: 0 }]);
  });

  it.runIf(testDriver() === 'postgres')('keeps this file in its own schema', async () => {
    expect(await rows(sql`select current_schema() as schema`)).toEqual([{ schema: database.schemaName }]);
  });
});
