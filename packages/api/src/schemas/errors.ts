import { z } from '../zod.ts';

/**
 * One problem with one field of a request, e.g. `{ path: "email", message: "Enter a valid e-mail address." }`.
 * `path` is dotted (`address.city`, `items.0.name`); an empty path means the request as a whole.
 */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string().check(z.minLength(1)),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * The one error shape every non-2xx JSON response of the API has (docs/adr/0019-http-api-paths-and-errors.md).
 * `error` is one sentence a person can read; `issues` lists field problems on a 400.
 */
export const errorResponseSchema = z.object({
  error: z.string().check(z.minLength(1)),
  issues: z.optional(z.array(fieldIssueSchema)),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A zod issue path (`["items", 0, "name"]`) as the dotted path of the error shape (`items.0.name`). */
export function dottedPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => (typeof segment === 'symbol' ? (segment.description ?? '') : String(segment))).join('.');
}

/** Turns a failed zod parse into the error shape's `issues`, so the server and the mocks report fields alike. */
export function issuesFromZodError(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: dottedPath(issue.path), message: issue.message }));
}

/** The sentence of every 400 caused by invalid fields; the details are in `issues`. */
export const invalidRequestMessage = 'Some fields are missing or invalid.';
