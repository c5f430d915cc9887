/**
 * `npm run backup` and `npm run restore`: a consistent, dated copy of the database and the uploaded files, and
 * bringing one back, on the database the server uses (DATABASE_URL, or the PGlite under DATA_DIR, which these refuse to
 * open while a server holds it).
 *
 *   npm run backup [-- --out <dir>]       writes backups/orisun-<UTC time>/ (or <dir>)
 *   npm run restore -- <dir> [--force]    loads it into an empty database (--force: replaces what the database holds)
 *
 * A backup is a folder, the same for both engines (a PGlite backup restores into PostgreSQL and back):
 *
 *   manifest.json         when, from which engine, the schema's migrations, per table its columns, row count and
 *                         SHA-256, the sequences' positions, and each uploaded file's size and SHA-256
 *   tables/<table>.jsonl  the table's rows, one `to_jsonb` object a line, in primary-key order (db/backup.ts)
 *   files/uploads/...     the uploaded files (resumes), as they are under DATA_DIR
 *
 * Every table is read in one REPEATABLE READ, read-only transaction: one snapshot, so the tables agree with each other
 * even while servers write (PostgreSQL). Uploaded files are copied after it; a file is in place before its row is
 * committed and never deleted afterwards, so every file a row of the snapshot names is in the copy.
 *
 * A restore first checks the whole backup (every checksum, and that its migrations are this release's), then loads
 * every table in one transaction: a damaged or mismatched backup, or a failure halfway, changes nothing. A database
 * with rows is refused unless `--force`, which empties it in that same transaction. The uploaded files go back under
 * DATA_DIR/uploads once the database has committed; files already there are moved aside, not deleted.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { describeDatabase } from '../config.ts';
import {
  emptyTables,
  insertRows,
  readAppliedMigrations,
  readCatalog,
  readSequenceStates,
  readServerVersion,
  resetSequences,
  tableRows,
  tablesWithRows,
  useStableTextForms,
  type TableInfo,
} from '../db/backup.ts';
import { migrationsFolder, type OpenedDatabase } from '../db/index.ts';
import { uploadsDirName } from '../storage/uploads.ts';
import { CliError, lockDataDir, openForCli, readConfig, runCli } from './common.ts';

export const backupFormat = 'orisun-backup';
export const manifestFileName = 'manifest.json';

const usage = `Usage:
  npm run backup [-- --out <dir>]       back up the database and the uploaded files
                                        (default: backups/orisun-<UTC time>/ in the current folder)
  npm run restore -- <dir> [--force]    restore a backup into an empty database; --force replaces what it holds`;

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');
const countSchema = z.number().int().nonnegative();

const manifestSchema = z.object({
  format: z.literal(backupFormat),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), serverVersion: z.string(), schema: z.string() }),
  /** The migrations the backed-up database had, oldest first (drizzle's journal; `tag` from this release's folder). */
  migrations: z.array(z.object({ tag: z.string().nullable(), createdAt: z.number(), hash: z.string() })),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      file: z.string().regex(/^tables\/[^/\\]+\.jsonl$/, 'must be tables/<name>.jsonl'),
      rows: countSchema,
      bytes: countSchema,
      sha256: sha256Schema,
      columns: z.array(z.object({ name: z.string(), type: z.string(), generated: z.boolean() })),
    }),
  ),
  sequences: z.array(z.object({ table: z.string(), column: z.string(), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  files: z.array(z.object({ path: z.string(), bytes: countSchema, sha256: sha256Schema })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
type ReleaseMigration = BackupManifest['migrations'][number] & { tag: string };

export interface BackupSummary {
  dir: string;
  manifest: BackupManifest;
  rows: number;
  /** Bytes of the backup folder's files (manifest, tables, uploads). */
  bytes: number;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  /** Rows the database held before (`--force`), now gone. */
  replacedRows: number;
  /** Where the files that were under DATA_DIR/uploads went, if there were any. */
  setAside: string | undefined;
}

/** This release's migrations, from the migrations folder (drizzle's own reading: the same hash it records). */
function releaseMigrations(): ReleaseMigration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return readMigrationFiles({ migrationsFolder }).map((migration, index) => ({
    tag: journal.entries[index]?.tag ?? `#${index + 1}`,
    createdAt: migration.folderMillis,
    hash: migration.hash,
  }));
}

/** `2026-11-26T213000Z`: the backup folder's date, sortable and free of characters some file systems refuse. */
export function backupStamp(at: Date): string {
  return at.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '');
}

/** `uploads/resumes/<uuid>.pdf` -> safe to join under DATA_DIR or the backup's files/: relative, no `..`, not partial. */
function isSafeUploadPath(relative: string): boolean {
  const parts = relative.split('/');
  return (
    parts[0] === uploadsDirName &&
    parts.length >= 2 &&
    parts[1] !== '.partial' &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\') && !part.includes('\0'))
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const count = (n: number) => n.toLocaleString('en-US');
const rowsText = (n: number) => `${count(n)} row${n === 1 ? '' : 's'}`;

/** The message of a database error (drizzle wraps the driver's error as its cause). */
function databaseMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  // lock_not_available: another session (a running server) holds one of the tables.
  return code === '55P03' ? `${message} (the database is in use: stop the servers and run this again)` : message;
}

async function copyHashing(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(from), tap, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  return { bytes, sha256: hash.digest('hex') };
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The uploaded files under DATA_DIR/uploads (never the partial ones), as paths relative to DATA_DIR with `/`. */
async function uploadedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, uploadsDirName);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isSafeUploadPath)
    .sort();
}

async function writeTableFile(tx: Parameters<typeof tableRows>[0], schema: string, table: TableInfo, file: string) {
  const handle = await open(file, 'wx', 0o600);
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  try {
    for await (const batch of tableRows(tx, schema, table)) {
      const chunk = Buffer.from(batch.map((row) => `${row}\n`).join(''), 'utf8');
      hash.update(chunk);
      await handle.write(chunk);
      rows += batch.length;
      bytes += chunk.length;
    }
  } finally {
    await handle.close();
  }
  return { rows, bytes, sha256: hash.digest('hex') };
}

/**
 * Writes a backup of `database` and of DATA_DIR's uploaded files to the folder `out`, which must not exist. The folder
 * appears only when complete (it is written as `<out>.partial` and renamed), readable by its owner only.
 */
export async function writeBackup(
  database: Pick<OpenedDatabase, 'db' | 'driver' | 'migrationsSchema'>,
  options: { dataDir: string; out: string; now?: Date },
): Promise<BackupSummary> {
  const out = path.resolve(options.out);
  if (existsSync(out)) throw new CliError(`${out} exists already: choose another folder with --out.`);
  const work = `${out}.partial`;
  await rm(work, { recursive: true, force: true });
  await mkdir(path.join(work, 'tables'), { recursive: true, mode: 0o700 });
  try {
    const createdAt = (options.now ?? new Date()).toISOString();
    const tags = new Map(releaseMigrations().map((migration) => [migration.createdAt, migration.tag]));
    let rows = 0;
    const dumped = await database.db.transaction(
      async (tx) => {
        await useStableTextForms(tx);
        const catalog = await readCatalog(tx);
        const migrations = await readAppliedMigrations(tx, database.migrationsSchema);
        if (migrations.length === 0) throw new CliError('The database has no Orisun tables (no migration was ever applied to it): there is nothing to back up.');
        const tables: BackupManifest['tables'] = [];
        for (const table of catalog.tables) {
          const file = `tables/${encodeURIComponent(table.name)}.jsonl`;
          const written = await writeTableFile(tx, catalog.schema, table, path.join(work, file));
          rows += written.rows;
          tables.push({ name: table.name, file, ...written, columns: table.columns.map(({ name, type, generated }) => ({ name, type, generated })) });
        }
        return {
          database: { kind: database.driver, serverVersion: await readServerVersion(tx), schema: catalog.schema },
          migrations: migrations.map((migration) => ({ tag: tags.get(migration.createdAt) ?? null, ...migration })),
          tables,
          sequences: await readSequenceStates(tx, catalog.schema, catalog.sequences),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    const files: BackupManifest['files'] = [];
    for (const relative of await uploadedFiles(options.dataDir)) {
      try {
        files.push({ path: relative, ...(await copyHashing(path.join(options.dataDir, relative), path.join(work, 'files', relative))) });
      } catch (error) {
        // A partial upload that failed its checks is deleted by its request; nothing refers to it.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }

    const manifest: BackupManifest = { format: backupFormat, version: 1, createdAt, ...dumped, files };
    const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
    await writeFile(path.join(work, manifestFileName), manifestText, { mode: 0o600, flag: 'wx' });
    await rename(work, out);
    const bytes =
      Buffer.byteLength(manifestText) + manifest.tables.reduce((sum, table) => sum + table.bytes, 0) + files.reduce((sum, file) => sum + file.bytes, 0);
    return { dir: out, manifest, rows, bytes };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/** Refuses a backup whose migrations are not this release's, naming the first difference. */
function checkMigrations(backup: BackupManifest['migrations']): void {
  const release = releaseMigrations();
  const last = release.at(-1)?.tag ?? 'none';
  for (let index = 0; index < Math.max(release.length, backup.length); index++) {
    const ours = release[index];
    const theirs = backup[index];
    if (!theirs) {
      throw new CliError(
        `This backup's database had ${backup.length} migrations (up to ${backup.at(-1)?.tag ?? 'none'}); this release has ${release.length} ` +
          `(up to ${last}). Restore it with the release that made it, then start this release, which migrates the restored database.`,
      );
    }
    if (!ours) {
      throw new CliError(
        `This backup was made by a newer release: its database had ${backup.length} migrations, and this release knows ${release.length} ` +
          `(up to ${last}). Restore it with that release or a later one.`,
      );
    }
    if (ours.createdAt !== theirs.createdAt) {
      throw new CliError(
        `Migration ${index + 1} differs: this release has ${ours.tag} there and the backup's database ${theirs.tag ?? 'one this release does not know'}. ` +
          'Restore it with the release that made it.',
      );
    }
    if (ours.hash !== theirs.hash) {
      throw new CliError(
        `Migration ${index + 1} (${ours.tag}) differs between the backup's database and this release (its SQL checksum). Restore it with the release that made it.`,
      );
    }
  }
}

/**
 * Reads a backup's manifest and checks everything before anything is changed: the manifest's shape, the migrations
 * against this release's, and every table and uploaded file against its size and SHA-256.
 */
export async function verifyBackup(from: string): Promise<BackupManifest> {
  const dir = path.resolve(from);
  const manifestFile = path.join(dir, manifestFileName);
  let text: string;
  try {
    text = await readFile(manifestFile, 'utf8');
  } catch {
    throw new CliError(`${dir} is not an Orisun backup: it has no ${manifestFileName}.`);
  }
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw new CliError(`${manifestFile} is damaged (not JSON): nothing was changed.`);
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(`${manifestFile} is not an Orisun backup manifest (${issue?.path.join('.') || 'top level'}: ${issue?.message}): nothing was changed.`);
  }
  const manifest = parsed.data;
  checkMigrations(manifest.migrations);

  const check = async (relative: string, expected: { bytes: number; sha256: string }) => {
    const file = path.join(dir, relative);
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch {
      throw new CliError(`The backup is incomplete: ${relative} is missing. Nothing was changed.`);
    }
    if (size !== expected.bytes || (await hashFile(file)) !== expected.sha256) {
      throw new CliError(`The backup is damaged: ${relative} does not match its checksum in ${manifestFileName}. Nothing was changed.`);
    }
  };
  for (const table of manifest.tables) await check(table.file, table);
  for (const file of manifest.files) {
    if (!isSafeUploadPath(file.path)) throw new CliError(`${manifestFileName} names a file outside the uploads folder (${file.path}): nothing was changed.`);
    await check(`files/${file.path}`, file);
  }
  return manifest;
}

/** Refuses when the backup's tables and columns are not the database's (same migrations, yet a table made by hand). */
function checkTables(manifest: BackupManifest, tables: TableInfo[]): void {
  const describe = (columns: { name: string; type: string; generated: boolean }[]) =>
    columns.map((column) => `${column.name} ${column.type}${column.generated ? ' (generated)' : ''}`).sort().join(', ');
  for (const table of tables) {
    const backedUp = manifest.tables.find((candidate) => candidate.name === table.name);
    if (!backedUp) throw new CliError(`The database has a table ${table.name} that the backup does not: nothing was changed.`);
    if (describe(backedUp.columns) !== describe(table.columns)) {
      throw new CliError(
        `The table ${table.name} has other columns in the backup (${describe(backedUp.columns)}) than in the database (${describe(table.columns)}): nothing was changed.`,
      );
    }
  }
  const extra = manifest.tables.find((backedUp) => !tables.some((table) => table.name === backedUp.name));
  if (extra) throw new CliError(`The backup has a table ${extra.name} that the database does not: nothing was changed.`);
}

/** Whether a folder holds any file (the partial-upload folder aside). */
async function holdsFiles(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.some((entry) => entry.isFile() && !path.relative(dir, entry.parentPath).split(path.sep).includes('.partial'));
}

async function loadTable(tx: Parameters<typeof insertRows>[0], schema: string, table: TableInfo, file: string): Promise<number> {
  const batchRows = 500;
  const batchChars = 4 * 1024 * 1024;
  let loaded = 0;
  let batch: string[] = [];
  let chars = 0;
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= batchRows || chars >= batchChars) {
      loaded += await insertRows(tx, schema, table, batch);
      batch = [];
      chars = 0;
    }
  }
  loaded += await insertRows(tx, schema, table, batch);
  return loaded;
}

/**
 * Restores the backup in `from` into `database` (migrated by its open) and DATA_DIR's uploads. Refuses (CliError,
 * nothing changed) a damaged or mismatched backup, and a database with rows unless `force`.
 */
export async function restoreBackup(
  database: Pick<OpenedDatabase, 'db' | 'migrationsSchema'>,
  options: { dataDir: string; from: string; force?: boolean; verified?: BackupManifest; describe?: string },
): Promise<RestoreSummary> {
  const from = path.resolve(options.from);
  const manifest = options.verified ?? (await verifyBackup(from));
  const target = options.describe ?? 'The database';
  const db = database.db;

  const applied = await readAppliedMigrations(db, database.migrationsSchema);
  if (applied.length !== manifest.migrations.length || applied.some((migration, index) => migration.hash !== manifest.migrations[index]?.hash)) {
    throw new CliError(
      `${target} has ${applied.length} migrations applied and the backup ${manifest.migrations.length}, or other ones: ` +
        'restore into a database of the release that made the backup. Nothing was changed.',
    );
  }
  const refuseRows = (found: { table: string; rows: number }[]) => {
    const list = found.map((entry) => `${entry.table}: ${rowsText(entry.rows)}`).join(', ');
    return new CliError(
      `${target} already holds data (${list}). A restore replaces everything in it: run again with --force to empty it first, ` +
        'or restore into an empty database. Nothing was changed.',
    );
  };
  const catalog = await readCatalog(db);
  checkTables(manifest, catalog.tables);
  const before = await tablesWithRows(db, catalog.schema, catalog.tables);
  if (before.length > 0 && !options.force) throw refuseRows(before);

  // The files first go to a folder of their own under DATA_DIR (same file system: moved into place at once).
  const staging = path.join(options.dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  let rows = 0;
  try {
    for (const file of manifest.files) {
      const copied = await copyHashing(path.join(from, 'files', file.path), path.join(staging, file.path));
      if (copied.sha256 !== file.sha256) throw new CliError(`The backup's file files/${file.path} changed while it was restored: nothing was changed.`);
    }
    let loading = '';
    try {
      await db.transaction(async (tx) => {
        await useStableTextForms(tx);
        await tx.execute(sql`set local lock_timeout = '10s'`);
        const found = await tablesWithRows(tx, catalog.schema, catalog.tables);
        if (found.length > 0 && !options.force) throw refuseRows(found);
        loading = ' while emptying the database';
        await emptyTables(tx, catalog.schema, catalog.tables);
        for (const table of catalog.tables) {
          const backedUp = manifest.tables.find((candidate) => candidate.name === table.name)!;
          loading = ` while loading ${table.name}`;
          const loaded = await loadTable(tx, catalog.schema, table, path.join(from, backedUp.file));
          if (loaded !== backedUp.rows) throw new CliError(`The backup's ${backedUp.file} holds ${loaded} rows, and its manifest says ${backedUp.rows}: nothing was changed.`);
          rows += loaded;
        }
        loading = ' while setting the sequences';
        await resetSequences(tx, catalog.schema, catalog.sequences, manifest.sequences);
      });
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw new CliError(`The restore failed${loading}: ${databaseMessage(error)}. Nothing was changed.`);
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  // The database is restored: now the files. What was under DATA_DIR/uploads is kept aside, never deleted.
  const uploads = path.join(options.dataDir, uploadsDirName);
  const restoredUploads = path.join(staging, uploadsDirName);
  let setAside: string | undefined;
  try {
    if (await holdsFiles(uploads)) {
      setAside = path.join(options.dataDir, `${uploadsDirName}.before-restore-${backupStamp(new Date())}`);
      await rename(uploads, setAside);
    } else {
      await rm(uploads, { recursive: true, force: true });
    }
    if (existsSync(restoredUploads)) await rename(restoredUploads, uploads);
  } catch (error) {
    throw new CliError(
      `The database is restored, but the uploaded files could not be put in place (${(error as Error).message}): they are in ` +
        `${restoredUploads}; move that folder to ${uploads}${setAside ? ` (what was there is in ${setAside})` : ''}.`,
    );
  }
  await rm(staging, { recursive: true, force: true });
  return { manifest, rows, replacedRows: before.reduce((sum, entry) => sum + entry.rows, 0), setAside };
}

/** `npm run backup` / `npm run restore`: `argv[0]` is the command (the script passes it), then its arguments. */
export async function main(argv: string[], env: Readonly<Record<string, string | undefined>> = process.env): Promise<number> {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  return runCli(usage, async (held) => {
    const [command = '', ...rest] = argv;
    const { positionals, values } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { out: { type: 'string', short: 'o' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      out(usage);
      return 0;
    }
    if (command === 'backup') {
      if (positionals.length > 0 || values.force) throw new CliError(`npm run backup takes only --out <dir>.\n\n${usage}`, 2);
      const config = readConfig(env);
      held.lock = lockDataDir(config, 'Stop the server and run this again (on PostgreSQL, DATABASE_URL, a backup runs while the servers serve).');
      if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
        throw new CliError(`There is no database in ${path.join(config.dataDir, 'pglite')} to back up (DATA_DIR is ${config.dataDir}).`);
      }
      // A backup changes nothing: no migration, no installation record.
      held.database = await openForCli(config, { skipMigrations: true });
      const now = new Date();
      const dir = path.resolve(values.out ?? path.join('backups', `orisun-${backupStamp(now)}`));
      await mkdir(path.dirname(dir), { recursive: true });
      const summary = await writeBackup(held.database, { dataDir: config.dataDir, out: dir, now });
      const { manifest } = summary;
      out(
        `Backed up ${describeDatabase(config)} to ${summary.dir}: ${manifest.tables.length} tables, ${rowsText(summary.rows)}, ` +
          `${count(manifest.files.length)} uploaded files, ${formatBytes(summary.bytes)} in all.`,
      );
      return 0;
    }
    if (command === 'restore') {
      const [from, ...others] = positionals;
      if (!from || others.length > 0 || values.out !== undefined) throw new CliError(`npm run restore takes the backup's folder (and --force).\n\n${usage}`, 2);
      const config = readConfig(env);
      // Checked before the database is even opened: a damaged backup leaves a new data folder uncreated.
      const manifest = await verifyBackup(from);
      held.lock = lockDataDir(config, 'Stop the server, restore, then start it again.');
      held.database = await openForCli(config);
      const summary = await restoreBackup(held.database, { dataDir: config.dataDir, from, force: values.force ?? false, verified: manifest, describe: describeDatabase(config) });
      out(
        `Restored ${path.resolve(from)} (made ${manifest.createdAt} on ${manifest.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}) into ` +
          `${describeDatabase(config)}: ${manifest.tables.length} tables, ${rowsText(summary.rows)}, ${count(manifest.files.length)} uploaded files.`,
      );
      if (summary.replacedRows > 0) out(`What the database held before (${rowsText(summary.replacedRows)}) is gone (--force).`);
      if (summary.setAside) out(`The files that were under ${path.join(config.dataDir, uploadsDirName)} are kept in ${summary.setAside}.`);
      return 0;
    }
    throw new CliError(command ? `Unknown command "${command}".\n\n${usage}` : usage, 2);
  });
}
