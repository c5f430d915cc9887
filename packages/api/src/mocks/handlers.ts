import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { endpoints, type EndpointDefinition, type ResponseBody } from '../endpoints.ts';
import { invalidRequestMessage, issuesFromZodError, type ErrorResponse, type FieldIssue } from '../schemas/errors.ts';
import { defaultResponses } from './fixtures.ts';

type MswMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Matches the endpoint on any origin, so the same handlers serve Storybook, jsdom tests and absolute base URLs. */
function mockPath(endpoint: EndpointDefinition): string {
  return `*${endpoint.path}`;
}

function successStatus(endpoint: EndpointDefinition): number {
  const statuses = Object.keys(endpoint.responses).map(Number);
  return statuses.find((status) => status >= 200 && status < 300) ?? statuses[0] ?? 200;
}

const defaultByEndpoint = new Map<EndpointDefinition, unknown>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint, defaultResponses[name as keyof typeof endpoints]]),
);

function defaultBody<E extends EndpointDefinition>(endpoint: E): ResponseBody<E> {
  if (!defaultByEndpoint.has(endpoint)) {
    throw new Error(`No default fixture for ${endpoint.method} ${endpoint.path}: add one to defaultResponses`);
  }
  return defaultByEndpoint.get(endpoint) as ResponseBody<E>;
}

function errorJson(status: number, body: ErrorResponse, headers: Record<string, string> = {}) {
  return HttpResponse.json(body, { status, headers });
}

/**
 * Checks the query and JSON body against the endpoint's schemas like the real server does, and returns the
 * field issues (empty when valid). Lets form stories show the server's 400 without a special handler.
 */
async function requestIssues(endpoint: EndpointDefinition, request: Request): Promise<FieldIssue[] | 'bad-json'> {
  const issues: FieldIssue[] = [];
  if (endpoint.query) {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = endpoint.query.safeParse(query);
    if (!parsed.success) issues.push(...issuesFromZodError(parsed.error));
  }
  if (endpoint.body) {
    let json: unknown;
    try {
      json = await request.clone().json();
    } catch {
      return 'bad-json';
    }
    const parsed = endpoint.body.safeParse(json);
    if (!parsed.success) issues.push(...issuesFromZodError(parsed.error));
  }
  return issues;
}

/** A handler for one endpoint of the table with any MSW resolver (the building block of the helpers below). */
export function mockEndpoint(endpoint: EndpointDefinition, resolver: HttpResponseResolver): HttpHandler {
  const method = endpoint.method.toLowerCase() as MswMethod;
  return http[method](mockPath(endpoint), resolver);
}

export interface RespondOptions {
  /** HTTP status; default the endpoint's success status. */
  status?: number;
  /** Wait this long first (ms). */
  delayMs?: number;
}

/**
 * Answers with a typed body. Invalid requests still get the server's 400, so a story overriding the data
 * keeps the form validation behaviour.
 */
export function respondWith<E extends EndpointDefinition>(
  endpoint: E,
  body: ResponseBody<E>,
  options: RespondOptions = {},
): HttpHandler {
  return mockEndpoint(endpoint, async ({ request }) => {
    if (options.delayMs) await delay(options.delayMs);
    const issues = await requestIssues(endpoint, request);
    if (issues === 'bad-json') return errorJson(400, { error: 'The request body is not valid JSON.' });
    if (issues.length > 0) return errorJson(400, { error: invalidRequestMessage, issues });
    const status = options.status ?? successStatus(endpoint);
    // The endpoints that answer a page (the unsubscribe link) get it as HTML, like from the server.
    if (typeof body === 'string') return HttpResponse.html(body, { status });
    return HttpResponse.json(body as never, { status });
  });
}

export interface ErrorOptions {
  /** The sentence of the error body; default a generic one for the status. */
  error?: string;
  /** Field issues (400s). */
  issues?: FieldIssue[];
  /** Adds `Retry-After` (for 429 and 503). */
  retryAfterSeconds?: number;
  delayMs?: number;
}

const defaultErrorMessages: Record<number, string> = {
  400: invalidRequestMessage,
  401: 'Please sign in to continue.',
  403: 'You do not have access to this.',
  404: 'Not found.',
  413: 'The request body is too large.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Something went wrong on our side. Please try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

/** The endpoint fails with `status` and a body in the common error shape (stories: `Error`). */
export function respondWithError(endpoint: EndpointDefinition, status: number, options: ErrorOptions = {}): HttpHandler {
  const body: ErrorResponse = {
    error: options.error ?? defaultErrorMessages[status] ?? `Request failed with status ${status}.`,
    ...(options.issues ? { issues: options.issues } : {}),
  };
  const headers: Record<string, string> =
    options.retryAfterSeconds === undefined ? {} : { 'retry-after': String(options.retryAfterSeconds) };
  return mockEndpoint(endpoint, async () => {
    if (options.delayMs) await delay(options.delayMs);
    return errorJson(status, body, headers);
  });
}

/**
 * The endpoint answers after `delayMs` (default body: its fixture), or never with `'infinite'`
 * (stories: `Loading` / `Slow`).
 */
export function respondSlowly<E extends EndpointDefinition>(
  endpoint: E,
  delayMs: number | 'infinite',
  body: ResponseBody<E> = defaultBody(endpoint),
): HttpHandler {
  if (delayMs === 'infinite') {
    return mockEndpoint(endpoint, async () => {
      await delay('infinite');
      return HttpResponse.json(body as never);
    });
  }
  return respondWith(endpoint, body, { delayMs });
}

/** The request fails at the network level, as when the server is down (the client reports `kind: "network"`). */
export function respondWithNetworkError(endpoint: EndpointDefinition): HttpHandler {
  return mockEndpoint(endpoint, () => HttpResponse.error());
}

/** The default handlers: every endpoint of the table answers its fixture from `defaultResponses`. */
export const handlers: HttpHandler[] = Object.values(endpoints).map((endpoint: EndpointDefinition) =>
  respondWith(endpoint, defaultBody(endpoint)),
);
