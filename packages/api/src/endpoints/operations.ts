import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { z } from '../zod.ts';

/** The Prometheus text exposition format (what prom-client's registry answers). */
export const prometheusTextSchema = z.string().check(z.describe('text/plain; version=0.0.4; charset=utf-8'));

/**
 * Routes of the server for operators, outside `endpoints` (no page calls them, so the typed client and the mocks have
 * no use for them): the OpenAPI document (../openapi/document.ts) lists them with the API.
 */
export const operationsEndpoints = {
  metrics: defineEndpoint({
    method: 'GET',
    path: '/metrics',
    summary:
      "Prometheus metrics: request durations by method, route pattern and status, 429s by route, the mail outbox's backlog and the process's own. Readable from the server's own machine, or with `Authorization: Bearer <METRICS_TOKEN>`; 403 for anyone else.",
    responses: { 200: prometheusTextSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
