/**
 * The server process: config -> data-directory lock (PGlite) -> database (migrations) -> HTTP.
 * Every startup failure ends the process with exit code 1 and one readable line on stderr.
 * `npm start` at the repository root runs this through scripts/start.mjs.
 */
import { shellFile, shellPages } from '@orisun/api/routing';
import { buildApp, type App } from './app.ts';
import { ConfigError, describeDatabase, loadConfig, type Config } from './config.ts';
import { housekeepPglite, openDatabase, type OpenedDatabase } from './db/index.ts';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lock.ts';


class StartupError extends Error {}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message);
    throw error;
  }
}

function lockDataDir(config: Config): DataDirLock | undefined {
  // Several servers may share a PostgreSQL database; only the embedded PGlite needs the directory to itself.
  if (config.databaseUrl) return undefined;
  try {
    return acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new StartupError(error.message);
    throw new StartupError(`Could not lock the data directory ${config.dataDir}: ${(error as Error).message}`);
  }
}

async function connect(config: Config): Promise<OpenedDatabase> {
  try {
    return await openDatabase(config);
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new StartupError(`Could not open the database (${describeDatabase(config)}): ${reason}`);
  }
}

async function listen(app: App, config: Config): Promise<string> {
  try {
    return await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new StartupError(`Port ${config.port} on ${config.host} is already in use; set PORT to a free port.`);
    if (code === 'EADDRNOTAVAIL') throw new StartupError(`HOST ${config.host} is not an address of this machine.`);
    throw error;
  }
}

/** The shutdown's optional housekeeping (PGlite's vacuum) runs only while at least this much of its time is left. */
const housekeepingReserveMs = 5_000;

/** On SIGTERM or SIGINT: `stop`, then exit 0; exit 1 when it fails or takes longer than `shutdownTimeoutMs`. */
function handleShutdownSignals(shutdownTimeoutMs: number, stop: (signal: string, deadline: number) => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        process.stderr.write(`Received ${signal} again; exiting now.\n`);
        process.exit(1);
      }
      stopping = true;
      const deadline = Date.now() + shutdownTimeoutMs;
      const timer = setTimeout(() => {
        process.stderr.write(`Shutdown took longer than ${shutdownTimeoutMs / 1000}s; exiting.\n`);
        process.exit(1);
      }, shutdownTimeoutMs);
      timer.unref();
      stop(signal, deadline).then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
          process.exit(1);
        },
      );
    });
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const lock = lockDataDir(config);
  // Last resort for crashes after this point; a kill -9 is handled by the liveness check in lock.ts.
  process.on('exit', () => lock?.release());

  let database: OpenedDatabase | undefined;
  let app: App | undefined;
  try {
    database = await connect(config);
    // The site's client-routed pages (/developers/*) are answered with their prerendered shell.
    const dynamicPages = shellPages.map((shell) => ({ pattern: shell.pattern, page: shellFile(shell) }));
    app = await buildApp({ config, database, dynamicPages });
    const address = await listen(app, config);
    app.log.info(
      { address, publicUrl: config.publicUrl, database: describeDatabase(config), siteDir: config.siteDir, mail: app.mailOutbox.transport.description,
        mailIn: config.imap ? `IMAP ${config.imap.host}:${config.imap.port}/${config.imap.mailbox}, every ${config.imap.pollSeconds}s and IDLE` : 'off (IMAP_URL unset)',
      },
      `Orisun server listening on ${address} (public URL ${config.publicUrl})`,
    );
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }

  const running = { app, database };
  handleShutdownSignals(config.shutdownTimeoutSeconds * 1000, async (signal, deadline) => {
    running.app.log.info({ signal }, 'shutting down');
    await running.app.close();
    // PGlite has no autovacuum: leave the database compact and its statistics fresh for the next start, when the
    // requests under way left the time for it (a busy machine once needed more than the default 10 s for both; the
    // next clean shutdown vacuums).
    const vacuumed =
      Date.now() + housekeepingReserveMs <= deadline &&
      (await housekeepPglite(running.database).catch((error: unknown) => {
        running.app.log.warn({ err: error }, 'PGlite: vacuum analyze at shutdown failed');
        return false;
      }));
    if (vacuumed) running.app.log.info('PGlite: vacuumed and analyzed at shutdown');
    await running.database.close();
    lock?.release();
  });
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) fail(error.message);
  fail(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
