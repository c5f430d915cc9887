// The public surface of @orisun/server for e2e tests, benchmarks and tooling. (The process entry is main.ts.)
export { buildApp, contentSecurityPolicy, defaultBodyLimit, serverVersion, type App, type BuildAppOptions } from './app.ts';
export { ConfigError, describeDatabase, loadConfig, logLevels, repoRoot, type Config, type LogLevel } from './config.ts';
export {
  migrationsFolder,
  openDatabase,
  pingDatabase,
  schema,
  type Database,
  type OpenDatabaseOptions,
  type OpenedDatabase,
} from './db/index.ts';
export { installedAt, readMeta, recordInstallation } from './db/meta.ts';
export { endpointRoute } from './http/endpoint.ts';
export { errorResponseFor, HttpError } from './http/errors.ts';
export { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lock.ts';
export type { DynamicPage } from './static/resolve.ts';
