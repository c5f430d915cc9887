import { buildPath, type EndpointDefinition } from './endpoint.ts';
import type { ErrorResponse, FieldIssue } from './schemas/errors.ts';

/*
 * How a call travels, without any schema (no zod): the error every call throws (`ApiError`), sending a request
 * (fetch, or XMLHttpRequest for upload progress) and reading the error shape of a refusal. The checked requester
 * (./request.ts) and the trusted one (./trusted.ts) both send through here.
 */

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

export const unreachableMessage = 'Could not reach the server. Check your connection and try again.';
export const contractMessage = 'The server sent a response this page does not understand. Please reload and try again.';

export function messageForStatus(status: number): string {
  if (status === 413) return 'The request is too large.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server had a problem. Please try again in a moment.';
  return `The request failed (HTTP ${status}).`;
}

export function parseRetryAfter(header: string | null): number | undefined {
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

/** What arrived from the server, however it was sent (fetch or XMLHttpRequest). */
export interface RawAnswer {
  status: number;
  retryAfter: string | null;
  text: string;
}

export function networkError(cause?: unknown): ApiError {
  return new ApiError('network', 0, { error: unreachableMessage }, { cause });
}

/** What an aborted call rejects with: the signal's reason, like fetch does. */
function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The request was aborted.', 'AbortError');
}

export interface UploadCallOptions extends CallOptions {
  /**
   * Called as the request body goes out, with the fraction sent so far (0 to 1, never decreasing; 1 once
   * it is all sent). Setting it sends the request with XMLHttpRequest, since fetch reports no upload progress.
   */
  onUploadProgress?: (fraction: number) => void;
}

/** Sends a body with XMLHttpRequest (for upload progress) and resolves with the answer, whatever its status. */
export function sendWithXhr(method: string, url: string, headers: Record<string, string>, body: FormData, call: UploadCallOptions) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const { signal, onUploadProgress } = call;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    let reported = -1;
    const report = (fraction: number) => {
      const clamped = Math.min(1, Math.max(0, fraction));
      if (clamped <= reported) return;
      reported = clamped;
      onUploadProgress?.(clamped);
    };
    // Settles once: an abort rejects at once, whether or not the XMLHttpRequest then fires its own events.
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => {
      settle(() => reject(abortReason(signal)));
      xhr.abort();
    };

    xhr.open(method, url);
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => report(1));
    xhr.addEventListener('load', () =>
      settle(() => {
        report(1);
        resolve({ status: xhr.status, retryAfter: xhr.getResponseHeader('retry-after'), text: xhr.responseText });
      }),
    );
    xhr.addEventListener('error', () => settle(() => reject(networkError())));
    xhr.addEventListener('timeout', () => settle(() => reject(networkError())));
    xhr.addEventListener('abort', () => settle(() => reject(abortReason(signal))));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/** Any endpoint's input, as `send` reads it: the body is JSON-able data, or a `FormData` for a multipart endpoint. */
export interface AnyInput {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}


/** The error body of a refusal in the common shape (`{ error, issues? }`), checked by hand; undefined when it is not. */
export function errorBodyOf(body: unknown): ErrorResponse | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, issues } = body as { error?: unknown; issues?: unknown };
  if (typeof error !== 'string' || error === '') return undefined;
  if (issues === undefined) return { error };
  if (!Array.isArray(issues)) return undefined;
  const valid = issues.every(
    (issue: unknown) =>
      typeof issue === 'object' && issue !== null && typeof (issue as FieldIssue).path === 'string' && typeof (issue as FieldIssue).message === 'string' && (issue as FieldIssue).message !== '',
  );
  return valid ? { error, issues: (issues as FieldIssue[]).map(({ path, message }) => ({ path, message })) } : undefined;
}

/** The `ApiError` of a non-2xx answer: the server's error body when it has the common shape, else a sentence for its status. */
export function refusal(answer: RawAnswer, body: unknown): ApiError {
  return new ApiError('http', answer.status, errorBodyOf(body) ?? { error: messageForStatus(answer.status) }, { retryAfterSeconds: parseRetryAfter(answer.retryAfter) });
}

/** Parses an answer's text as JSON (empty: undefined), or throws the `ApiError` a page can tell. */
export function parseAnswer(answer: RawAnswer): unknown {
  const ok = answer.status >= 200 && answer.status < 300;
  try {
    return answer.text === '' ? undefined : (JSON.parse(answer.text) as unknown);
  } catch (cause) {
    const kind = ok ? 'contract' : 'http';
    const error = ok ? contractMessage : messageForStatus(answer.status);
    throw new ApiError(kind, answer.status, { error }, { retryAfterSeconds: parseRetryAfter(answer.retryAfter), cause });
  }
}

/** Sending requests to the API at `options.baseUrl`: the address of an endpoint's call, and the call itself. */
export function createTransport(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const headersFor = (): Record<string, string> => ({ accept: 'application/json', ...options.headers });
  const urlFor = (endpoint: Pick<EndpointDefinition, 'path'>, input: AnyInput) =>
    `${baseUrl}${buildPath(endpoint.path, input.params)}${queryString(input.query)}`;

  async function send(endpoint: Pick<EndpointDefinition, 'method' | 'path'>, input: AnyInput, call: CallOptions): Promise<RawAnswer> {
    const headers = headersFor();
    const { body } = input;
    // A FormData goes as it is: the runtime writes the multipart content type with its boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const fetchImpl = options.fetch ?? globalThis.fetch;
    try {
      const response = await fetchImpl(urlFor(endpoint, input), {
        method: endpoint.method,
        headers,
        body: body === undefined ? null : isForm ? (body as FormData) : JSON.stringify(body),
        signal: call.signal ?? null,
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
    } catch (cause) {
      if (call.signal?.aborted) throw cause;
      throw networkError(cause);
    }
  }

  return { urlFor, send, headersFor };
}
