import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { said, type ErrorResponse, type FieldIssue } from '@orisun/api';

/**
 * An error a handler throws to answer with a given status and sentence (and field issues for a 400).
 * The app's one error handler turns it into the common error shape; handlers never hand-write error bodies.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly statusCode: number;
  readonly issues: FieldIssue[] | undefined;
  constructor(statusCode: number, message: string, issues?: FieldIssue[]) {
    super(message);
    this.statusCode = statusCode;
    this.issues = issues;
  }
}

export const genericServerErrorMessage = 'Something went wrong on our side. Please try again.';

/** Sentences for the errors Fastify and its plugins raise themselves (by error code). */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  // @fastify/multipart (upload routes translate the ones they expect into field-specific answers)
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'The form has more files than expected.',
  FST_FIELDS_LIMIT: 'The form has more fields than expected.',
  FST_PARTS_LIMIT: 'The form has more parts than expected.',
  FST_PROTO_VIOLATION: 'A form field has a name that is not allowed.',
  FST_MP_PREMATURE_CLOSE: 'The request ended before the form was complete.',
};

const statusMessages: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please sign in to continue.',
  403: 'You do not have access to this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This response format is not available.',
  408: 'The request took too long to arrive.',
  413: 'The request body is too large.',
  415: 'This content type is not accepted here.',
};

/** `/address/city` (a validation error's instancePath) -> `address.city`. */
function dottedInstancePath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

function validationIssues(error: { validation: { instancePath: string; message?: string | undefined }[] }): FieldIssue[] {
  return error.validation.map((issue) => ({
    path: dottedInstancePath(issue.instancePath),
    message: issue.message ?? 'Invalid value.',
  }));
}

/** Maps any error to `[status, body]` in the common shape. Unknown errors become a 500 without details. */
export function errorResponseFor(error: FastifyError | Error): { status: number; body: ErrorResponse } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { error: error.message, ...(error.issues ? { issues: error.issues } : {}) } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: { error: said().invalidRequest, issues: validationIssues(error) } };
  }
  if (error instanceof ResponseSerializationError) {
    return { status: 500, body: { error: genericServerErrorMessage } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (Array.isArray(fastifyError.validation) && fastifyError.validation.length > 0) {
    return {
      status: 400,
      body: { error: said().invalidRequest, issues: validationIssues(fastifyError as { validation: [] }) },
    };
  }
  if (status !== undefined && status >= 400 && status < 500) {
    const message = (fastifyError.code && frameworkMessages[fastifyError.code]) ?? (status === 429 ? said().tooManyRequests : statusMessages[status]) ?? statusMessages[400]!;
    return { status, body: { error: message } };
  }
  return { status: 500, body: { error: genericServerErrorMessage } };
}

/** Error codes of a client that went away mid-request (closed the tab, lost the network, timed out). */
const clientAbortCodes = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'FST_MP_PREMATURE_CLOSE']);

/** Whether a failure is the client's leaving (an aborted upload), not the server's fault. */
export function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && clientAbortCodes.has(code)) return true;
  return request.raw.readableAborted || request.raw.socket?.destroyed === true || (error instanceof Error && /^(aborted|Unexpected end of (form|multipart data))$/i.test(error.message));
}

/** SQLSTATE-style fields of a database error that name what failed without quoting any value. */
const databaseErrorFields = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType'] as const;

/** A stack trace's frames only: its first lines are the message, which may quote submitted values. */
const stackFrames = (error: Error) =>
  error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * What the log keeps of a failure: enough to find the fault, never the submitted data. A failed
 * query's message quotes its parameters (drizzle: `params: ...`) and PostgreSQL's quotes the value
 * it refused (`invalid input syntax for type integer: "..."`), so for those only the SQL text (with
 * placeholders), the SQLSTATE and the names of the table, column or constraint are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const e = error as Error & Record<string, unknown>;
  const type = e.name ?? 'Error';
  const cause = e.cause ? { cause: loggableError(e.cause) } : {};
  const isDatabaseError = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e);
  if (isDatabaseError || 'params' in e) {
    const fields = Object.fromEntries(databaseErrorFields.filter((k) => typeof e[k] === 'string').map((k) => [k, e[k]]));
    return { type, ...fields, ...(typeof e.query === 'string' ? { query: e.query } : {}), stack: stackFrames(e), ...cause };
  }
  return { type, message: e.message, ...(typeof e.code === 'string' ? { code: e.code } : {}), stack: e.stack, ...cause };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorResponseFor(error);
  if (status >= 500 && isClientAbort(error, request)) {
    // Nobody is there to read an answer: it is the client's leaving, not a server fault.
    request.log.info({ err: loggableError(error) }, 'client went away before the request was complete');
  } else if (status >= 500) {
    request.log.error({ err: loggableError(error) }, 'request failed');
  } else {
    request.log.info({ statusCode: status, code: error.code }, body.error);
  }
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The app's one error handler and the not-found answer, both in the common error shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const { status, body } = errorResponseFor(
      new HttpError(404, `There is nothing at ${request.method} ${request.url.split('?')[0] ?? '/'}.`),
    );
    return reply.status(status).send(body);
  });
}
