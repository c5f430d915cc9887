import {
  buildPath,
  endpoints,
  type EndpointDefinition,
  type RequestInput,
  type ResponseBody,
  type ResponseWithStatus,
} from './endpoints.ts';
import { errorResponseSchema, type ErrorResponse, type FieldIssue } from './schemas/errors.ts';

/**
 * Why a call failed:
 * - `http`: the server answered with a non-2xx status (its error body is in `body`);
 * - `network`: the server could not be reached (status 0);
 * - `contract`: the server answered something the schema does not accept (a bug or a version mismatch).
 */
export type ApiErrorKind = 'http' | 'network' | 'contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** The server's error body (or one made here when the server sent none), always in the common shape. */
  readonly body: ErrorResponse;
  /** Seconds to wait before retrying, from `Retry-After` on 429/503 answers. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ApiErrorKind,
    status: number,
    body: ErrorResponse,
    options: { retryAfterSeconds?: number | undefined; cause?: unknown } = {},
  ) {
    super(body.error, { cause: options.cause });
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** Field problems of a 400 answer (empty otherwise). */
  get issues(): FieldIssue[] {
    return this.body.issues ?? [];
  }

  /** The first message for each field path, e.g. `{ email: "Enter a valid e-mail address." }` (for form errors). */
  fieldErrors(): Record<string, string> {
    const byPath: Record<string, string> = {};
    for (const issue of this.issues) byPath[issue.path] ??= issue.message;
    return byPath;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API. Default `''`: same origin, which is how the site is served. */
  baseUrl?: string;
  /** The fetch to use. Default: `globalThis.fetch`, looked up at call time so MSW's interception applies. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export interface CallOptions {
  signal?: AbortSignal;
}

const unreachableMessage = 'Could not reach the server. Check your connection and try again.';
const contractMessage = 'The server sent a response this page does not understand. Please reload and try again.';

function messageForStatus(status: number): string {
  if (status === 413) return 'The request is too large.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server had a problem. Please try again in a moment.';
  return `The request failed (HTTP ${status}).`;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Reads a JSON body; `undefined` for an empty body, a thrown SyntaxError for text that is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * A typed client for the Orisun API. Every method validates the response with the endpoint's schema and
 * throws an `ApiError` for non-2xx answers, unreachable servers and responses that break the contract.
 * No React here: the site wraps it in TanStack Query hooks.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');

  async function send(endpoint: EndpointDefinition, input: RequestInput<EndpointDefinition>, call: CallOptions) {
    const url = `${baseUrl}${buildPath(endpoint.path, input.params)}${queryString(input.query)}`;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const hasBody = input.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const fetchImpl = options.fetch ?? globalThis.fetch;
    try {
      return await fetchImpl(url, {
        method: endpoint.method,
        headers,
        body: hasBody ? JSON.stringify(input.body) : null,
        signal: call.signal ?? null,
      });
    } catch (cause) {
      if (call.signal?.aborted) throw cause;
      throw new ApiError('network', 0, { error: unreachableMessage }, { cause });
    }
  }

  /**
   * Calls any endpoint of the table with its typed input and returns the status it answered with
   * (one the endpoint declares) and its parsed, typed body. For endpoints whose statuses mean
   * different things to the caller, such as `POST /subscribe` (200 new, 201 already there).
   */
  async function requestWithStatus<E extends EndpointDefinition>(
    endpoint: E,
    input: RequestInput<E>,
    call: CallOptions = {},
  ): Promise<ResponseWithStatus<E>> {
    const response = await send(endpoint, input as RequestInput<EndpointDefinition>, call);
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
    let body: unknown;
    try {
      body = await readJson(response);
    } catch (cause) {
      const kind = response.ok ? 'contract' : 'http';
      const error = response.ok ? contractMessage : messageForStatus(response.status);
      throw new ApiError(kind, response.status, { error }, { retryAfterSeconds, cause });
    }

    const declared = endpoint.responses[response.status];
    if (declared) {
      const parsed = declared.safeParse(body);
      if (parsed.success) return { status: response.status, body: parsed.data } as ResponseWithStatus<E>;
      throw new ApiError('contract', response.status, { error: contractMessage }, { cause: parsed.error });
    }
    if (response.ok) {
      throw new ApiError('contract', response.status, { error: contractMessage });
    }
    const errorBody = errorResponseSchema.safeParse(body);
    throw new ApiError(
      'http',
      response.status,
      errorBody.success ? errorBody.data : { error: messageForStatus(response.status) },
      { retryAfterSeconds },
    );
  }

  /** Calls any endpoint of the table with its typed input and returns its parsed, typed response body. */
  async function request<E extends EndpointDefinition>(
    endpoint: E,
    input: RequestInput<E>,
    call: CallOptions = {},
  ): Promise<ResponseBody<E>> {
    return (await requestWithStatus(endpoint, input, call)).body;
  }

  return {
    request,
    requestWithStatus,
    /** `GET /api/health`. Resolves for 200 (`status: "ok"`) and 503 (`status: "degraded"`). */
    health: (call?: CallOptions) => request(endpoints.health, {}, call),
    /** `POST /submit-form`: resolves once the brief is stored (the mail follows through the outbox). */
    submitProjectBrief: (body: RequestInput<typeof endpoints.submitProjectBrief>['body'], call?: CallOptions) =>
      request(endpoints.submitProjectBrief, { body }, call),
    /**
     * `POST /subscribe`: `status` 200 when the address is new on the list (or back after
     * unsubscribing), 201 when it was already on it; `message` is the server's sentence for the person.
     */
    subscribe: async (body: RequestInput<typeof endpoints.subscribe>['body'], call?: CallOptions) => {
      const { status, body: answer } = await requestWithStatus(endpoints.subscribe, { body }, call);
      return { status, message: answer.message };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
