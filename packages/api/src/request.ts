import type { EndpointDefinition, RequestInput, ResponseBody, ResponseWithStatus } from './endpoint.ts';
import {
  ApiError,
  contractMessage,
  createTransport,
  parseAnswer,
  refusal,
  sendWithXhr,
  type AnyInput,
  type ApiClientOptions,
  type CallOptions,
  type RawAnswer,
  type UploadCallOptions,
} from './transport.ts';

export {
  ApiError,
  contractMessage,
  isApiError,
  type ApiClientOptions,
  type ApiErrorKind,
  type CallOptions,
  type UploadCallOptions,
} from './transport.ts';

/** Checks an answer against the endpoint's declared responses: its parsed body, or the `ApiError` to throw. */
function interpret<E extends EndpointDefinition>(endpoint: E, answer: RawAnswer): ResponseBody<E> {
  const ok = answer.status >= 200 && answer.status < 300;
  const body = parseAnswer(answer);

  const declared = endpoint.responses[answer.status];
  if (declared) {
    const parsed = declared.safeParse(body);
    if (parsed.success) return parsed.data as ResponseBody<E>;
    throw new ApiError('contract', answer.status, { error: contractMessage }, { cause: parsed.error });
  }
  if (ok) {
    throw new ApiError('contract', answer.status, { error: contractMessage });
  }
  throw refusal(answer, body);
}

/**
 * The API client's generic calls (`request`, `requestWithStatus`, `upload`, `urlFor`) for any endpoint definition,
 * without the endpoint table: code that imports one area's table (`forumEndpoints`) and this carries that area's
 * schemas only. Every call validates the response with the endpoint's schema and throws an `ApiError` for non-2xx
 * answers, unreachable servers and responses that break the contract. `createApiClient` (./client.ts) adds a named
 * method per endpoint on top.
 */
export function createApiRequester(options: ApiClientOptions = {}) {
  const { urlFor, send, headersFor } = createTransport(options);

  /**
   * Calls any endpoint of the table with its typed input and returns its parsed, typed response body.
   * A multipart endpoint takes its body as a `FormData`.
   */
  async function request<E extends EndpointDefinition>(
    endpoint: E,
    input: RequestInput<E>,
    call: CallOptions = {},
  ): Promise<ResponseBody<E>> {
    return interpret(endpoint, await send(endpoint, input as AnyInput, call));
  }

  /**
   * Like `request`, with the status the endpoint answered (one it declares). For endpoints whose
   * statuses mean different things to the caller, such as `POST /subscribe` (200 new, 201 already there).
   */
  async function requestWithStatus<E extends EndpointDefinition>(
    endpoint: E,
    input: RequestInput<E>,
    call: CallOptions = {},
  ): Promise<ResponseWithStatus<E>> {
    const answer = await send(endpoint, input as AnyInput, call);
    return { status: answer.status, body: interpret(endpoint, answer) } as ResponseWithStatus<E>;
  }

  /**
   * Sends a multipart endpoint's `FormData`; with `onUploadProgress`, through XMLHttpRequest so the
   * progress can be reported (where there is no XMLHttpRequest, as on a server, fetch is used and
   * progress jumps to 1 at the end). Answers and failures map to the same `ApiError`s as `request`.
   */
  async function upload<E extends EndpointDefinition>(
    endpoint: E,
    input: RequestInput<E> & { body: FormData },
    call: UploadCallOptions = {},
  ): Promise<ResponseBody<E>> {
    const { onUploadProgress } = call;
    if (!onUploadProgress || typeof XMLHttpRequest === 'undefined') {
      const answer = await send(endpoint, input as AnyInput, call);
      onUploadProgress?.(1);
      return interpret(endpoint, answer);
    }
    const answer = await sendWithXhr(endpoint.method, urlFor(endpoint, input as AnyInput), headersFor(), input.body, call);
    return interpret(endpoint, answer);
  }

  return { request, requestWithStatus, upload, urlFor };
}

export type ApiRequester = ReturnType<typeof createApiRequester>;
