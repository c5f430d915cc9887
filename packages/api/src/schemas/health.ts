import { z } from '../zod.ts';

/** The database engines the server runs on: embedded PGlite (default) or a PostgreSQL server. */
export const databaseDrivers = ['pglite', 'postgres'] as const;
export const databaseDriverSchema = z.enum(databaseDrivers);
export type DatabaseDriver = z.infer<typeof databaseDriverSchema>;

/** `ok` when every dependency answers; `degraded` (served with HTTP 503) when the database does not. */
export const healthStatuses = ['ok', 'degraded'] as const;

/** `GET /api/health`: is the server up, and can it reach its database. */
export const healthResponseSchema = z.object({
  status: z.enum(healthStatuses),
  database: z.object({
    driver: databaseDriverSchema,
    ok: z.boolean(),
  }),
  /** The server's release version (semver). */
  version: z.string().check(z.minLength(1)),
  /** Whole seconds since the server process started. */
  uptimeSeconds: z.int().check(z.nonnegative()),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
