/**
 * The database half of `npm run backup` and `npm run restore` (src/cli/backup.ts): a logical dump of every table of
 * the application's schema, made by our own SQL so that it is the same on PGlite and PostgreSQL (a PGlite backup
 * restores into PostgreSQL and back) and needs no `pg_dump`, whose version must match the server's and which a new
 * machine lacks.
 *
 * - The tables, their columns, keys and sequences come from the catalog (`pg_class`, `pg_attribute`, ...), never from
 *   a list kept by hand, so a table a later migration adds is in the next backup.
 * - A row is `to_jsonb(row)::text`, read and written by PostgreSQL itself and never parsed here: bigint and numeric
 *   keep every digit, timestamps their microseconds (written in UTC), bytea is hex, arrays stay arrays.
 *   `jsonb_populate_recordset` turns the same text back into rows of the table's own type. A json or jsonb column's
 *   value is wrapped in a one-element array (`[value]`, or `null` for SQL NULL), so that a JSON `null` stays distinct
 *   from SQL NULL. (A `json` column, which this schema has none of, keeps its value but not its whitespace or key order.)
 * - Rows are written in primary-key order (text compared byte by byte), so the same data gives the same file on
 *   either engine.
 * - Restore loads the tables in foreign-key order, identity columns as they were (`overriding system value`), and
 *   sets every sequence past both the backup's position and the largest id loaded.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { Database } from './index.ts';
import { metaKeys } from './meta.ts';
import { appMeta } from './schema.ts';

/** A database or one of its transactions. */
export type Executor = Pick<Database, 'execute'>;

export interface ColumnInfo {
  name: string;
  /** `format_type`: `text`, `timestamp with time zone`, `text[]`, `numeric(30,10)`, ... */
  type: string;
  /** A generated (computed) column: dumped, never inserted. */
  generated: boolean;
  /** Has a collation (text-like): compared byte by byte (`collate "C"`) for a stable order. */
  collatable: boolean;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** Primary-key column names in key order; empty when the table has none. */
  primaryKey: string[];
  /** Other tables of the schema this one has foreign keys to. */
  references: string[];
}

/** A sequence owned by a column (bigserial, serial, identity). */
export interface SequenceInfo {
  name: string;
  table: string;
  column: string;
}

export interface SequenceState {
  table: string;
  column: string;
  /** As text: a bigint may exceed what a JavaScript number holds exactly. */
  lastValue: string;
  isCalled: boolean;
}

export interface Catalog {
  /** The schema the application's tables live in (`current_schema()`: `public`, or a test's own). */
  schema: string;
  /** Every table of the schema, each after the tables it references. */
  tables: TableInfo[];
  sequences: SequenceInfo[];
}

export interface AppliedMigration {
  hash: string;
  /** drizzle's `created_at`: the migration's `when` in the journal of the migrations folder. */
  createdAt: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const qualified = (schema: string, name: string) => sql.raw(`${quoteIdentifier(schema)}.${quoteIdentifier(name)}`);

/**
 * Sorts tables so that each comes after the ones it references (Kahn's algorithm, by name among equals). Tables in a
 * cycle of foreign keys keep their name order; loading them fails on the key, inside the restore's transaction.
 */
function inForeignKeyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const waitingFor = new Map(tables.map((table) => [table.name, new Set(table.references.filter((name) => name !== table.name && byName.has(name)))]));
  const ordered: TableInfo[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, needs]) => needs.size === 0).map(([name]) => name);
    const next = ready.length > 0 ? ready : [...waitingFor.keys()];
    for (const name of next.sort()) {
      ordered.push(byName.get(name)!);
      waitingFor.delete(name);
      for (const needs of waitingFor.values()) needs.delete(name);
    }
  }
  return ordered;
}

/**
 * drizzle's journal of applied migrations: never dumped or loaded, even where it shares the tables' schema (the tests'
 * PostgreSQL schemas). The manifest lists the migrations instead, and a restore's target has its own journal.
 */
export const migrationsJournal = '__drizzle_migrations';

/**
 * The tables (with columns, keys and references) and owned sequences of the current schema, from the catalog; drizzle's
 * migration journal is not one of them.
 */
export async function readCatalog(db: Executor): Promise<Catalog> {
  const [{ schema } = { schema: 'public' }] = rowsOf<{ schema: string }>(await db.execute(sql`select current_schema() as schema`));
  /** `c`, the table a catalog row's `oid` column points at, and `n`, its schema. */
  const tableAt = (oid: string) => sql.raw(`join pg_class c on c.oid = ${oid} join pg_namespace n on n.oid = c.relnamespace`);
  const columns = rowsOf<{ table: string; column: string; type: string; generated: boolean; collatable: boolean }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
             a.attgenerated <> '' as "generated", a.attcollation <> 0 as "collatable"
      from pg_attribute a ${tableAt('a.attrelid')}
      where n.nspname = ${schema} and c.relkind in ('r', 'p') and not c.relispartition and a.attnum > 0 and not a.attisdropped
        and c.relname <> ${migrationsJournal}
      order by c.relname, a.attnum`),
  );
  const keys = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column"
      from pg_index i ${tableAt('i.indrelid')}
      cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where i.indisprimary and n.nspname = ${schema}
      order by c.relname, k.position`),
  );
  const references = rowsOf<{ table: string; referenced: string }>(
    await db.execute(sql`
      select c.relname as "table", r.relname as "referenced"
      from pg_constraint k ${tableAt('k.conrelid')}
      join pg_class r on r.oid = k.confrelid
      where k.contype = 'f' and n.nspname = ${schema}`),
  );
  const sequences = rowsOf<SequenceInfo>(
    await db.execute(sql`
      select s.relname as "name", c.relname as "table", a.attname as "column"
      from pg_class s
      join pg_namespace n on n.oid = s.relnamespace
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      join pg_class c on c.oid = d.refobjid
      join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = ${schema} and c.relname <> ${migrationsJournal}
      order by c.relname, a.attname`),
  );

  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    let table = tables.get(row.table);
    if (!table) tables.set(row.table, (table = { name: row.table, columns: [], primaryKey: [], references: [] }));
    table.columns.push({ name: row.column, type: row.type, generated: row.generated, collatable: row.collatable });
  }
  for (const row of keys) tables.get(row.table)?.primaryKey.push(row.column);
  for (const row of references) {
    const table = tables.get(row.table);
    if (table && !table.references.includes(row.referenced)) table.references.push(row.referenced);
  }
  return { schema, tables: inForeignKeyOrder([...tables.values()]), sequences };
}

/**
 * Settings for the dump's and the restore's transaction: text forms that do not depend on the session (UTC times,
 * hex bytea, floats that round-trip exactly on every server version).
 */
export async function useStableTextForms(tx: Executor): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
  await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
  await tx.execute(sql`set local intervalstyle = 'postgres'`);
  await tx.execute(sql`set local extra_float_digits = 3`);
  await tx.execute(sql`set local bytea_output = 'hex'`);
}

/** The PostgreSQL version (PGlite's is the one it embeds), for the manifest. */
export async function readServerVersion(db: Executor): Promise<string> {
  const [row] = rowsOf<{ version: string }>(await db.execute(sql`select current_setting('server_version') as "version"`));
  return row?.version ?? '';
}

/** drizzle's journal of the migrations applied to this database, oldest first (empty when it has none). */
export async function readAppliedMigrations(db: Executor, migrationsSchema: string): Promise<AppliedMigration[]> {
  const journal = `${quoteIdentifier(migrationsSchema)}.${quoteIdentifier(migrationsJournal)}`;
  const [found] = rowsOf<{ exists: boolean }>(await db.execute(sql`select to_regclass(${journal}) is not null as "exists"`));
  if (!found?.exists) return [];
  const rows = rowsOf<{ hash: string; createdAt: string }>(
    await db.execute(sql`select hash, created_at::text as "createdAt" from ${sql.raw(journal)} order by created_at, id`),
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

const isJson = (column: ColumnInfo) => column.type === 'jsonb' || column.type === 'json';

/** `to_jsonb(t)`, with each json/jsonb column's value wrapped as `[value]` (SQL NULL stays `null`). */
function rowAsJson(table: TableInfo): SQL {
  const wrapped = table.columns.filter(isJson).map((column) => {
    const name = quoteIdentifier(column.name);
    return `${quoteLiteral(column.name)}, case when t.${name} is null then null else jsonb_build_array(t.${name}) end`;
  });
  return sql.raw(wrapped.length === 0 ? 'to_jsonb(t)' : `(to_jsonb(t) || jsonb_build_object(${wrapped.join(', ')}))`);
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function orderBy(table: TableInfo): SQL {
  if (table.primaryKey.length === 0) return sql`(${rowAsJson(table)}::text) collate "C"`;
  const collatable = new Set(table.columns.filter((column) => column.collatable).map((column) => column.name));
  return sql.raw(table.primaryKey.map((name) => `t.${quoteIdentifier(name)}${collatable.has(name) ? ' collate "C"' : ''}`).join(', '));
}

/**
 * The rows of a table as `to_jsonb` text, `batchSize` at a time, through a cursor of the caller's transaction (so a
 * large table is never held in memory whole, and every table is read in the transaction's one snapshot).
 */
export async function* tableRows(tx: Executor, schema: string, table: TableInfo, batchSize = 1000): AsyncGenerator<string[]> {
  const cursor = sql.raw('orisun_backup_rows');
  await tx.execute(
    sql`declare ${cursor} no scroll cursor for select ${rowAsJson(table)}::text as "row" from ${qualified(schema, table.name)} as t order by ${orderBy(table)}`,
  );
  try {
    for (;;) {
      const rows = rowsOf<{ row: string }>(await tx.execute(sql`fetch forward ${sql.raw(String(batchSize))} from ${cursor}`));
      if (rows.length === 0) return;
      yield rows.map((row) => row.row);
    }
  } finally {
    // After a failure the transaction is aborted and the cursor gone with it: the failure is what to report.
    await tx.execute(sql`close ${cursor}`).catch(() => undefined);
  }
}

/** Where each owned sequence stands (read in the dump's transaction; sequences are not transactional, so it may be ahead of the rows). */
export async function readSequenceStates(tx: Executor, schema: string, sequences: SequenceInfo[]): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const sequence of sequences) {
    const [row] = rowsOf<{ lastValue: string; isCalled: boolean }>(
      await tx.execute(sql`select last_value::text as "lastValue", is_called as "isCalled" from ${qualified(schema, sequence.name)}`),
    );
    if (row) states.push({ table: sequence.table, column: sequence.column, lastValue: row.lastValue, isCalled: row.isCalled });
  }
  return states;
}

const appMetaTable = getTableName(appMeta);

/**
 * The tables that hold data, with their row counts. `app_meta`'s `installed_at`, which opening a database writes, does
 * not count: a database opened for the first time is empty.
 */
export async function tablesWithRows(tx: Executor, schema: string, tables: TableInfo[]): Promise<{ table: string; rows: number }[]> {
  const found: { table: string; rows: number }[] = [];
  for (const table of tables) {
    const opening = table.name === appMetaTable ? sql` where ${sql.raw(quoteIdentifier(appMeta.key.name))} <> ${metaKeys.installedAt}` : sql``;
    const [row] = rowsOf<{ rows: number }>(await tx.execute(sql`select count(*)::integer as "rows" from ${qualified(schema, table.name)}${opening}`));
    if (row && row.rows > 0) found.push({ table: table.name, rows: row.rows });
  }
  return found;
}

/** Empties every table given (in the caller's transaction, so a failed restore leaves them as they were). */
export async function emptyTables(tx: Executor, schema: string, tables: TableInfo[]): Promise<void> {
  if (tables.length === 0) return;
  await tx.execute(sql`truncate table ${sql.join(tables.map((table) => qualified(schema, table.name)), sql`, `)}`);
}

/** Inserts rows given as `to_jsonb` text into a table, identity values and all; returns how many. */
export async function insertRows(tx: Executor, schema: string, table: TableInfo, rows: string[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = table.columns.filter((column) => !column.generated);
  const columns = sql.raw(inserted.map((column) => quoteIdentifier(column.name)).join(', '));
  // A json/jsonb column arrives as `[value]` (see the top of this file): its element 0.
  const values = sql.raw(inserted.map((column) => `r.${quoteIdentifier(column.name)}${isJson(column) ? ' -> 0' : ''}`).join(', '));
  const name = qualified(schema, table.name);
  const result = await tx.execute(
    sql`insert into ${name} (${columns}) overriding system value select ${values} from jsonb_populate_recordset(null::${name}, ${`[${rows.join(',')}]`}::jsonb) as r`,
  );
  // node-postgres says rowCount, PGlite affectedRows.
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? rows.length;
}

/**
 * Sets each owned sequence so the next id is past both where the backup's sequence stood and the largest value
 * loaded (`setval`), or back to its start for an empty table the backup knows nothing of.
 */
export async function resetSequences(tx: Executor, schema: string, sequences: SequenceInfo[], states: SequenceState[]): Promise<void> {
  for (const sequence of sequences) {
    const state = states.find((s) => s.table === sequence.table && s.column === sequence.column);
    // The last value handed out: a sequence not yet called has handed out nothing up to last_value.
    const handedOut = state ? (BigInt(state.lastValue) - (state.isCalled ? 0n : 1n)).toString() : '0';
    const regclass = `${quoteIdentifier(schema)}.${quoteIdentifier(sequence.name)}`;
    const largest = sql`(select max(t.${sql.raw(quoteIdentifier(sequence.column))}) from ${qualified(schema, sequence.table)} as t)`;
    await tx.execute(sql`
      select setval(s.seqrelid, case when w.v >= s.seqmin then w.v else s.seqmin end, w.v >= s.seqmin)
      from (select greatest(coalesce(${largest}::bigint, 0), ${handedOut}::bigint) as v) as w, pg_sequence as s
      where s.seqrelid = ${regclass}::regclass`);
  }
}
