import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { EndpointDefinition, ResponseBody } from '../endpoint.ts';
import { endpoints } from '../endpoints/index.ts';
import { invalidRequestMessage, issuesFromZodError, type ErrorResponse, type FieldIssue } from '../schemas/errors.ts';
import { z } from '../zod.ts';
import { defaultResponses } from './fixtures.ts';
import { inboxHandlers } from './inbox.ts';

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

/** A multipart body's text fields (the last value of each) and files (the last of each name), or `undefined`. */
async function readMultipart(request: Request) {
  const all = await readMultipartAll(request);
  if (!all) return undefined;
  const files: Record<string, File> = {};
  for (const { name, file } of all.files) files[name] = file;
  return { fields: all.fields, files };
}

/** A multipart body's text fields and every file part (a field may carry several), or `undefined` when it is not multipart. */
async function readMultipartAll(request: Request) {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return undefined;
  }
  const fields: Record<string, string> = {};
  const files: { name: string; file: File }[] = [];
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
    else files.push({ name, file: value });
  });
  return { fields, files };
}

/**
 * Checks the query and body (JSON, or a multipart form's fields and file checks) against the endpoint's
 * schemas like the real server does, and returns the field issues (empty when valid). Lets form stories
 * show the server's 400 without a special handler. (The server also checks a file's content; mocks do not.)
 */
async function requestIssues(
  endpoint: EndpointDefinition,
  request: Request,
): Promise<FieldIssue[] | 'bad-json' | 'not-multipart' | { tooLarge: FieldIssue }> {
  const issues: FieldIssue[] = [];
  if (endpoint.query) {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = endpoint.query.safeParse(query);
    if (!parsed.success) issues.push(...issuesFromZodError(parsed.error));
  }
  const isForm = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  if (endpoint.body && endpoint.files && isForm) {
    // A JSON endpoint that also takes its fields as multipart with files (a desk message with attachments).
    const form = await readMultipartAll(request);
    if (!form) return 'not-multipart';
    const parsed = endpoint.body.safeParse(form.fields);
    if (!parsed.success) issues.push(...issuesFromZodError(parsed.error));
    for (const [name, rule] of Object.entries(endpoint.files)) {
      const files = form.files.filter((f) => f.name === name).map((f) => f.file);
      if (files.some((file) => file.size > rule.maxBytes)) return { tooLarge: { path: name, message: rule.tooLarge } };
      for (const file of files) {
        const problem = rule.check(file);
        if (problem) issues.push({ path: name, message: problem });
      }
    }
  } else if (endpoint.body) {
    let json: unknown;
    try {
      json = await request.clone().json();
    } catch {
      return 'bad-json';
    }
    const parsed = endpoint.body.safeParse(json);
    if (!parsed.success) issues.push(...issuesFromZodError(parsed.error));
  }
  if (endpoint.multipart) {
    const form = await readMultipart(request);
    if (!form) return 'not-multipart';
    const parsed = endpoint.multipart.fields.safeParse(form.fields);
    if (!parsed.success) issues.push(...issuesFromZodError(parsed.error));
    for (const [name, rule] of Object.entries(endpoint.multipart.files)) {
      const file = form.files[name];
      if (file && file.size > rule.maxBytes) return { tooLarge: { path: name, message: rule.tooLarge } };
      const problem = rule.check(file);
      if (problem) issues.push({ path: name, message: problem });
    }
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
    return typedAnswer(endpoint, body, request, options.status);
  });
}

/** The server's answer to `request`: its 400/413/415 for a request it would refuse, else `body` with `status`. */
async function typedAnswer<E extends EndpointDefinition>(endpoint: E, body: ResponseBody<E>, request: Request, status?: number) {
  const issues = await requestIssues(endpoint, request);
  if (issues === 'bad-json') return errorJson(400, { error: 'The request body is not valid JSON.' });
  if (issues === 'not-multipart') return errorJson(415, { error: 'Send this form as multipart/form-data.' });
  if ('tooLarge' in issues) return errorJson(413, { error: issues.tooLarge.message, issues: [issues.tooLarge] });
  if (issues.length > 0) return errorJson(400, { error: invalidRequestMessage, issues });
  const answered = status ?? successStatus(endpoint);
  // The endpoints that answer a document (the unsubscribe page, a CSV export) get it with the type their schema names.
  if (typeof body === 'string') {
    const declared = endpoint.responses[answered];
    const type = (declared && z.globalRegistry.get(declared)?.description) ?? 'text/html';
    if (type === 'text/html') return HttpResponse.html(body, { status: answered });
    return new HttpResponse(body, { status: answered, headers: { 'content-type': type } });
  }
  return HttpResponse.json(body as never, { status: answered });
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

/** An answer held until the test releases it, and the requests that came meanwhile (each a clone, still readable). */
export interface HeldReply {
  handler: HttpHandler;
  release: () => void;
  requests: Request[];
}

/**
 * The endpoint answers as `respondWith` does (default body: its fixture), but only once `release()` is
 * called: a test sees the busy state for as long as it needs, however slow the machine, and decides when
 * the answer comes (after closing a dialog, say) without racing a timer.
 */
export function respondWhenReleased<E extends EndpointDefinition>(endpoint: E, body: ResponseBody<E> = defaultBody(endpoint)): HeldReply {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: Request[] = [];
  const handler = mockEndpoint(endpoint, async ({ request }) => {
    requests.push(request.clone());
    await released;
    return typedAnswer(endpoint, body, request);
  });
  return { handler, release, requests };
}

/** The request fails at the network level, as when the server is down (the client reports `kind: "network"`). */
export function respondWithNetworkError(endpoint: EndpointDefinition): HttpHandler {
  return mockEndpoint(endpoint, () => HttpResponse.error());
}

/**
 * The default handlers: every endpoint of the table answers its fixture from `defaultResponses`; the staff
 * inbox answers by kind over its fixtures, filtered and paged (`inboxHandlers`), without keeping marks
 * between requests (a story or test that toggles uses its own `inboxHandlers()`).
 */
export const handlers: HttpHandler[] = [
  ...inboxHandlers({ persist: false }),
  ...Object.values(endpoints).map((endpoint: EndpointDefinition) => respondWith(endpoint, defaultBody(endpoint))),
];
