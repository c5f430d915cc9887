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

/**
 * `GET /api/ready`: whether this server should be sent traffic (a load balancer's or an orchestrator's readiness
 * check): its database answers and has every migration this release knows; with the outbox's backlog, for alerts.
 */
export const readyResponseSchema = z.object({
  /** True (HTTP 200) when the database answers and is migrated; false (HTTP 503) otherwise. */
  ready: z.boolean(),
  database: z.object({ driver: databaseDriverSchema, ok: z.boolean() }),
  /** Migrations recorded in the database, and how many this release has. */
  migrations: z.object({ applied: z.int().check(z.nonnegative()), expected: z.int().check(z.nonnegative()) }),
  /** Mail waiting to be sent, mail given up on after its last attempt, and the age of the oldest waiting mail. */
  outbox: z.object({
    pending: z.int().check(z.nonnegative()),
    failed: z.int().check(z.nonnegative()),
    oldestPendingSeconds: z.nullable(z.int().check(z.nonnegative())),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
