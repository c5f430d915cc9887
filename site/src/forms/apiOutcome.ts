import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@orisun/api';
import { offlineNotSent } from '../content/forms.ts';

/**
 * What a failed call to the API means for a form: the one mapping from an API outcome to what the
 * form shows. Every form reads a failure through `apiOutcome` (and the react-hook-form ones through
 * `applyApiOutcome`), never from `ApiError.status` itself.
 */
export type ApiOutcome =
  /** 400 with field issues: the first message for each field path (shown on the fields). */
  | { kind: 'invalid'; issues: Record<string, string>; message: string; error: unknown }
  /** 409: the request clashes with what is stored (already applied, already reserved); `message` is the server's sentence. */
  | { kind: 'conflict'; message: string; error: unknown }
  /** 413: the request (an upload) is over the server's limit. */
  | { kind: 'tooLarge'; message: string; error: unknown }
  /** 429: too many requests; wait `retryAfterSeconds` (from `Retry-After`, when sent). */
  | { kind: 'rateLimited'; retryAfterSeconds: number | undefined; message: string; error: unknown }
  /** No answer at all: the visitor is offline or the server is down. `message` says that nothing was sent. */
  | { kind: 'offline'; message: string; error: unknown }
  /**
   * Anything else: another refusal (`status`, 404 for instance, with the server's sentence in
   * `message`), a 5xx, a response that breaks the contract, or an error that is not an `ApiError`
   * (`status` 0, `message` empty then). `answered`: the server answered with an error status (its
   * `message` is then the server's own sentence, or one made from the status).
   */
  | { kind: 'failed'; status: number; answered: boolean; message: string; error: unknown };

/** Reads a failed call (whatever it threw) as one of the outcomes a form knows how to show. */
export function apiOutcome(error: unknown): ApiOutcome {
  if (!isApiError(error)) return { kind: 'failed', status: 0, answered: false, message: '', error };
  if (error.kind === 'network') return { kind: 'offline', message: offlineNotSent, error };
  if (error.kind === 'http') {
    if (error.status === 400 && error.issues.length > 0) return { kind: 'invalid', issues: error.fieldErrors(), message: error.message, error };
    if (error.status === 409) return { kind: 'conflict', message: error.message, error };
    if (error.status === 413) return { kind: 'tooLarge', message: error.message, error };
    if (error.status === 429) return { kind: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds, message: error.message, error };
  }
  return { kind: 'failed', status: error.status, answered: error.kind === 'http', message: error.message, error };
}

/** The field problems of a 400 answer, by field path (none for any other outcome). */
export function fieldIssuesOf(outcome: ApiOutcome): Record<string, string> {
  return outcome.kind === 'invalid' ? outcome.issues : {};
}

/**
 * Shows `issues` on the form's own fields, in the order of `fields`, and focuses the first. Returns
 * whether any was shown: then the form stays, with what was typed.
 */
export function showFieldIssues<T extends FieldValues>(
  issues: Readonly<Record<string, string>>,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const invalid = fields.filter((field) => issues[field]);
  invalid.forEach((field, index) => setError(field, { type: 'server', message: issues[field] }, { shouldFocus: index === 0 }));
  return invalid.length > 0;
}

export interface ApplyApiOutcomeOptions<T extends FieldValues> {
  /** The fields people fill in, in the order of the form: a server issue on one of them is shown in place. */
  fields: readonly Path<T>[];
  setError: UseFormSetError<T>;
  /** Where a 413 is shown, and with which sentence (an upload form's file field). Default: not on a field. */
  tooLarge?: { field: string; message: string };
}

/**
 * The one mapping for a react-hook-form form: puts a 400's issues (and, with `tooLarge`, a 413) on the
 * fields, focusing the first, and returns `null`: the form stays with what was typed. Any other
 * outcome is returned for the form to show (its alert, toast or error view).
 */
export function applyApiOutcome<T extends FieldValues>(error: unknown, { fields, setError, tooLarge }: ApplyApiOutcomeOptions<T>): ApiOutcome | null {
  const outcome = apiOutcome(error);
  const issues =
    outcome.kind === 'tooLarge' && tooLarge ? { [tooLarge.field]: tooLarge.message } : fieldIssuesOf(outcome);
  return showFieldIssues(issues, fields, setError) ? null : outcome;
}
