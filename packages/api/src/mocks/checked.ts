import { HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import type { EndpointDefinition } from '../endpoint.ts';
import { invalidRequestMessage, issuesFromZodError, type ErrorResponse } from '../schemas/errors.ts';
import { mockEndpoint } from './handlers.ts';

/** A JSON answer of an in-memory mock (the staff desk, the forum). */
export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

/** An error answer in the API's one error shape. */
export const fail = (status: number, error: string, extra: Partial<ErrorResponse> = {}) => json({ error, ...extra }, status);

/** What a mock handler is given: the request's parsed (schema-checked) parts. */
export interface Parsed<E extends EndpointDefinition> {
  body: E['body'] extends z.ZodMiniType ? z.output<E['body']> : undefined;
  query: E['query'] extends z.ZodMiniType ? z.output<E['query']> : undefined;
  params: E['params'] extends z.ZodMiniType ? z.output<E['params']> : undefined;
}

/** A handler that checks the request against the endpoint's schemas (400 with issues, like the server) first. */
export function checkedHandler<E extends EndpointDefinition>(endpoint: E, resolve: (input: Parsed<E>) => Response | Promise<Response>): HttpHandler {
  return mockEndpoint(endpoint, async ({ request, params }) => {
    const issues: ErrorResponse['issues'] = [];
    const parse = (schema: z.ZodMiniType | undefined, value: unknown) => {
      if (!schema) return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      issues.push(...issuesFromZodError(result.error));
      return undefined;
    };
    let bodyValue: unknown;
    if (endpoint.body) {
      try {
        bodyValue = await request.clone().json();
      } catch {
        return fail(400, 'The request body is not valid JSON.');
      }
    }
    const input = {
      body: parse(endpoint.body, bodyValue),
      query: parse(endpoint.query, Object.fromEntries(new URL(request.url).searchParams)),
      params: parse(endpoint.params, params),
    } as Parsed<E>;
    if (issues.length > 0) return fail(400, invalidRequestMessage, { issues });
    return resolve(input);
  });
}
