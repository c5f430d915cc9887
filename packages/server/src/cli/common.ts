/**
 * What the command-line tools (`npm run user`, `npm run backup`, `npm run restore`) share: their error with an exit
 * code, reading the config, the data-folder lock of the embedded database and opening the database.
 */
import { ConfigError, describeDatabase, loadConfig, type Config } from '../config.ts';
import { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../lock.ts';

/** A failure to report in one message (no stack) with its exit code: 1 refused or failed, 2 wrong usage. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

export function readConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/**
 * Takes the data folder's lock when the database is the embedded PGlite (none for PostgreSQL). `advice` ends the
 * message given while a server holds it, e.g. "Stop the server and run this again."
 */
export function lockDataDir(config: Config, advice: string): DataDirLock | undefined {
  if (config.databaseUrl) return undefined;
  try {
    return acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const who = error.owner ? ` (pid ${error.owner.pid})` : '';
      throw new CliError(
        `The data folder ${config.dataDir} is in use by a running Orisun server${who}, and its embedded database ` +
          `must not be opened by two processes. ${advice}`,
      );
    }
    throw error;
  }
}

/** Opens the config's database (migrating it unless told not to), or a CliError naming the database and the reason. */
export async function openForCli(config: Config, options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  try {
    return await openDatabase(config, options);
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new CliError(`Could not open the database (${describeDatabase(config)}): ${reason}`);
  }
}

/** What a command holds while it runs, released whatever happens. */
export interface CliHeld {
  database?: OpenedDatabase;
  lock?: DataDirLock;
}

/**
 * Runs a command: its result is the exit code; a CliError (or an account rule's HttpError) is printed as its one
 * message with its code, a bad flag with the usage (2); the database and the lock it took are released in any case.
 * Anything else is a bug, thrown with its stack.
 */
export async function runCli(usage: string, command: (held: CliHeld) => Promise<number>): Promise<number> {
  const held: CliHeld = {};
  try {
    return await command(held);
  } catch (error) {
    if (error instanceof CliError || error instanceof HttpError) {
      process.stderr.write(`${error.message}\n`);
      return error instanceof CliError ? error.exitCode : 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${error.message}\n\n${usage}\n`);
      return 2;
    }
    throw error;
  } finally {
    await held.database?.close().catch(() => undefined);
    held.lock?.release();
  }
}
