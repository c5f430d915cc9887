import { endpoints, type HealthResponse } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase, type OpenedDatabase } from '../db/index.ts';
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
};
