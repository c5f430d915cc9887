import type { EndpointDefinition } from '@orisun/api';
import type { z } from 'zod/mini';

type Part<E extends EndpointDefinition, From extends 'params' | 'query' | 'body', To extends string> =
  E[From] extends z.ZodMiniType ? { [K in To]: E[From] } : unknown;

/** The Fastify route schema of an endpoint of the table, so routes validate with the shared zod schemas. */
export type RouteSchemaOf<E extends EndpointDefinition> = { response: E['responses'] } & Part<E, 'params', 'params'> &
  Part<E, 'query', 'querystring'> &
  Part<E, 'body', 'body'>;

/**
 * `method`, `url` and `schema` of a Fastify route for an endpoint of the api package's table:
 * `app.route({ ...endpointRoute(endpoints.health), handler })`.
 */
export function endpointRoute<E extends EndpointDefinition>(endpoint: E) {
  const schema = {
    response: endpoint.responses,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  } as RouteSchemaOf<E>;
  return { method: endpoint.method as E['method'], url: endpoint.path as E['path'], schema };
}
