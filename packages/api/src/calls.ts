import type { EndpointDefinition, RequestInput, ResponseBody, ResponseWithStatus } from './endpoint.ts';
import type { ApiRequester, CallOptions, UploadCallOptions } from './request.ts';

/** What a call needs besides its input: a signal, and for a multipart endpoint the upload's progress. */
type CallOptionsOf<E extends EndpointDefinition> = E['multipart'] extends object ? UploadCallOptions : CallOptions;

/** The input, optional when the endpoint takes none (no params, query or body). */
type InputArgument<E extends EndpointDefinition, Rest extends unknown[]> =
  object extends RequestInput<E> ? [input?: RequestInput<E>, ...rest: Rest] : [input: RequestInput<E>, ...rest: Rest];

/**
 * One endpoint as a function: `calls.createReply({ params: { id }, body }, { signal })` resolves with the parsed
 * response body (a multipart endpoint's `FormData` is uploaded, with `onUploadProgress`). Its two companions:
 * `withStatus` also resolves with the status the endpoint answered (one it declares: `POST /subscribe`'s 200 or 201),
 * and `url` makes the endpoint's address for a plain link (a download), fetching nothing.
 */
export interface EndpointCall<E extends EndpointDefinition> {
  (...args: InputArgument<E, [call?: CallOptionsOf<E>]>): Promise<ResponseBody<E>>;
  withStatus: (...args: InputArgument<E, [call?: CallOptions]>) => Promise<ResponseWithStatus<E>>;
  url: (...args: InputArgument<E, []>) => string;
}

/** An area's table of endpoints as calls, one per endpoint, under the same names. */
export type EndpointCalls<T extends Readonly<Record<string, EndpointDefinition>>> = { readonly [K in keyof T]: EndpointCall<T[K]> };

/**
 * An area's endpoint table (`forumEndpoints`) as functions on one requester (`createApiRequester`): the site's one way
 * to call the API, `api.forum.createReply(...)` (site/src/api/client/). Each area is its own table and its own object,
 * so a page that calls one area carries that area's schemas only.
 */
export function endpointCalls<T extends Readonly<Record<string, EndpointDefinition>>>(
  requester: ApiRequester,
  table: T,
): EndpointCalls<T> {
  const calls: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(table)) {
    const toInput = (input: unknown) => (input ?? {}) as RequestInput<EndpointDefinition>;
    const call = (input?: unknown, options?: UploadCallOptions) =>
      endpoint.multipart
        ? requester.upload(endpoint, toInput(input) as RequestInput<EndpointDefinition> & { body: FormData }, options)
        : requester.request(endpoint, toInput(input), options);
    calls[name] = Object.assign(call, {
      withStatus: (input?: unknown, options?: CallOptions) => requester.requestWithStatus(endpoint, toInput(input), options),
      url: (input?: unknown) => requester.urlFor(endpoint, toInput(input)),
    });
  }
  return calls as EndpointCalls<T>;
}
