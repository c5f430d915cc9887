import type { EndpointCalls } from './calls.ts';
import type { EndpointDefinition, RequestInput } from './endpoint.ts';
import { ApiError, contractMessage, createTransport, parseAnswer, refusal, type AnyInput, type ApiClientOptions, type CallOptions } from './transport.ts';

/*
 * Calls that trust the server's answers (docs/adr/0025-forum-reads-trust-the-server.md): the same typed calls as
 * `endpointCalls` (./calls.ts), made from an area's routes (method and path, no schema), so a page that calls them
 * carries no zod. The server checks every request, and its answers are checked against the contract wherever tests run
 * it (`CHECK_RESPONSES`); what such a call does not check is only the answer's shape in the browser. A 2xx answer
 * resolves with its JSON, any other is the `ApiError` of the common error shape, as with the checked calls.
 */

/** An endpoint's method and path: what a call needs to be sent, without the schemas that check it. */
export interface EndpointRoute<E extends EndpointDefinition = EndpointDefinition> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** The statuses the endpoint answers with a body of its own (`responses`' keys): any other 2xx breaks the contract. */
  readonly statuses: readonly (keyof E['responses'] & number)[];
}

/** An area's endpoint table (`forumEndpoints`) as routes: `satisfies RoutesOf<typeof forumEndpoints>` keeps them the table's. */
export type RoutesOf<T extends Readonly<Record<string, EndpointDefinition>>> = { readonly [K in keyof T]: EndpointRoute<T[K]> };

/** The routes of an endpoint table (for the tests that hold a route table to its endpoints). */
export function routesOf<T extends Readonly<Record<string, EndpointDefinition>>>(table: T): RoutesOf<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, e]) => [name, { method: e.method, path: e.path, statuses: Object.keys(e.responses).map(Number) }]),
  ) as unknown as RoutesOf<T>;
}

/** The body of a 2xx answer the route declares, else the `ApiError` to throw. */
function interpretTrusted(route: EndpointRoute, answer: { status: number; retryAfter: string | null; text: string }): unknown {
  const body = parseAnswer(answer);
  if (route.statuses.includes(answer.status)) return body;
  if (answer.status >= 200 && answer.status < 300) throw new ApiError('contract', answer.status, { error: contractMessage });
  throw refusal(answer, body);
}

/**
 * An area's routes as calls that trust the server's answers (see above): `calls.listThreads({ query }, { signal })`, typed
 * by the area's endpoint table `T` (a type only: its schemas stay out of the bundle). No multipart uploads here.
 */
export function trustedCalls<T extends Readonly<Record<string, EndpointDefinition>>>(routes: RoutesOf<T>, options: ApiClientOptions = {}): EndpointCalls<T> {
  const { send, urlFor } = createTransport(options);
  const calls: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(routes) as [string, EndpointRoute][]) {
    const toInput = (input: unknown) => (input ?? {}) as AnyInput;
    const call = async (input?: unknown, options?: CallOptions) => interpretTrusted(route, await send(route, toInput(input), options ?? {}));
    calls[name] = Object.assign(call, {
      withStatus: async (input?: unknown, options?: CallOptions) => {
        const answer = await send(route, toInput(input), options ?? {});
        return { status: answer.status, body: interpretTrusted(route, answer) };
      },
      url: (input?: unknown) => urlFor(route, toInput(input as RequestInput<EndpointDefinition>)),
    });
  }
  return calls as EndpointCalls<T>;
}
