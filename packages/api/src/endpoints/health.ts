import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { healthResponseSchema, readyResponseSchema } from '../schemas/health.ts';

/** Whether the server is up and should get traffic (load balancers, monitors, the operators' checks). Part of `endpoints` (./index.ts). */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server is up and can reach its database (503 with the same body when it cannot).',
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    summary: 'Whether the server should get traffic: its database answers and is migrated (503 otherwise); with the mail backlog.',
    responses: { 200: readyResponseSchema, 503: readyResponseSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
