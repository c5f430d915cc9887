import { endpoints, type HealthResponse, type ReadyResponse } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appliedMigrations, expectedMigrations, pingDatabase, type OpenedDatabase } from '../db/index.ts';
import { outboxBacklog } from '../db/outbox.ts';
import { endpointRoute } from '../http/endpoint.ts';

export interface HealthRoutesOptions {
  database: OpenedDatabase;
  version: string;
}

/** `GET /api/health`: 200 when the database answers `select 1`, 503 with the same body when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database, version }) => {
  app.route({
    ...endpointRoute(endpoints.health),
    handler: async (_request, reply) => {
      const databaseOk = await pingDatabase(database.db);
      const body: HealthResponse = {
        status: databaseOk ? 'ok' : 'degraded',
        database: { driver: database.driver, ok: databaseOk },
        version,
        uptimeSeconds: Math.floor(process.uptime()),
      };
      return reply.status(databaseOk ? 200 : 503).header('cache-control', 'no-store').send(body);
    },
  });

  /**
   * `GET /api/ready`: 200 when the database answers and holds every migration of this release, else 503 (take the
   * server out of the rotation); with the mail backlog, which does not decide readiness but is worth an alert.
   */
  app.route({
    ...endpointRoute(endpoints.ready),
    handler: async (_request, reply) => {
      const databaseOk = await pingDatabase(database.db);
      const applied = databaseOk ? await appliedMigrations(database) : 0;
      const outbox = databaseOk ? await outboxBacklog(database.db).catch(() => undefined) : undefined;
      const ready = databaseOk && applied >= expectedMigrations;
      const body: ReadyResponse = {
        ready,
        database: { driver: database.driver, ok: databaseOk },
        migrations: { applied, expected: expectedMigrations },
        outbox: outbox ?? { pending: 0, failed: 0, oldestPendingSeconds: null },
      };
      return reply.status(ready ? 200 : 503).header('cache-control', 'no-store').send(body);
    },
  });
};
