import type { z } from 'zod/mini';
import type { FileLike } from './schemas/forms.ts';

/*
 * What an endpoint definition is (no endpoint here): the per-area tables (./endpoints/<area>.ts), the merged table
 * (./endpoints/index.ts), the client's generic calls (./request.ts) and an area's calls (./calls.ts) read it.
 * A page's code that calls one area's table carries that area's schemas only, not every endpoint's
 * (tests/e2e/budgets.test.ts, /forum).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, besides anyone: `staff` needs a staff session (role staff or admin), `admin` a staff session
 * with role admin, `customer` a customer's session of the ticket page. Without a session such an endpoint answers 401,
 * and an `admin` one answers a staff member 403. The server enforces it (`requireStaff`, `requireCustomer`); the
 * OpenAPI document shows it; packages/server/src/routes/api-docs.test.ts checks the two agree.
 */
export type EndpointAccess = 'staff' | 'admin' | 'customer';

/** One file field of a multipart body. */
export interface MultipartFileRule {
  /** Largest size accepted, in bytes: a larger file gets 413 with `tooLarge` as the sentence (issue on the field). */
  readonly maxBytes: number;
  readonly tooLarge: string;
  /**
   * What the server refuses whatever the file's content (`undefined` file = field absent): a sentence for
   * the person, or `undefined` when fine. The server adds its own content checks; forms may check more.
   */
  readonly check: (file: FileLike | undefined) => string | undefined;
}

/**
 * A `multipart/form-data` request body (a form with file uploads), which `body` (JSON) cannot describe.
 * The client sends a `FormData` as it is; the server parses the stream itself (it has no Fastify body schema).
 */
export interface MultipartBodyDefinition {
  /** The text fields, validated from their string values with this schema (by the server and the mocks). */
  readonly fields: z.ZodMiniObject;
  /** The file fields by name. */
  readonly files: Readonly<Record<string, MultipartFileRule>>;
}

/**
 * One HTTP endpoint: the single definition the typed client, the Fastify route and the MSW handler all read.
 *
 * - `path` uses `:name` segments for path parameters (the syntax Fastify and MSW share).
 * - `responses` lists every status the endpoint answers with a body of its own, keyed by status code
 *   (usually just the success status). Any other status carries the common error shape
 *   (`errorResponseSchema`) and is made by the server's one error handler.
 */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** One line for people reading the endpoint table (and, later, the OpenAPI document). */
  readonly summary: string;
  /** Who may call it; without `access`, anyone (a session may still change what it does). */
  readonly access?: EndpointAccess;
  readonly params?: z.ZodMiniObject;
  readonly query?: z.ZodMiniObject;
  /** A JSON request body. */
  readonly body?: z.ZodMiniType;
  /** Instead of `body`: the endpoint takes `multipart/form-data` (file uploads); callers pass a `FormData`. */
  readonly multipart?: MultipartBodyDefinition;
  /**
   * With `body`: the endpoint also takes `multipart/form-data`, the body's fields as text parts plus these file
   * fields (a message with attachments); callers pass the JSON body or a `FormData`.
   */
  readonly files?: Readonly<Record<string, MultipartFileRule>>;
  readonly responses: Readonly<Record<number, z.ZodMiniType>>;
}

/** Identity function that keeps the literal types of a definition (so `responses[200]` stays precise). */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** The parsed body of any response the endpoint declares. */
export type ResponseBody<E extends EndpointDefinition> = z.output<E['responses'][keyof E['responses']]>;

/** A declared status of the endpoint with its parsed body, e.g. `{ status: 201, body: { message } }`. */
export type ResponseWithStatus<E extends EndpointDefinition> = {
  [S in keyof E['responses'] & number]: { status: S; body: z.output<E['responses'][S]> };
}[keyof E['responses'] & number];

type InputPart<E extends EndpointDefinition, K extends 'params' | 'query' | 'body'> =
  E[K] extends z.ZodMiniType ? { [P in K]: z.input<E[K]> } : { [P in K]?: never };

/** A JSON body's input type, or a `FormData` for a multipart endpoint. */
type BodyPart<E extends EndpointDefinition> = E['body'] extends z.ZodMiniType
  ? { body: z.input<E['body']> | (E['files'] extends object ? FormData : never) }
  : E['multipart'] extends MultipartBodyDefinition
    ? { body: FormData }
    : { body?: never };

/**
 * What a caller passes to call an endpoint: path params, query and body, each only when the endpoint has one
 * (the body is a `FormData` for a multipart endpoint).
 */
export type RequestInput<E extends EndpointDefinition> = InputPart<E, 'params'> & InputPart<E, 'query'> & BodyPart<E>;

/** `/api/tickets/:id` + `{ id: "a b" }` -> `/api/tickets/a%20b`. Throws when a parameter is missing. */
export function buildPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
