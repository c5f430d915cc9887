import { contactMessageSchema, issuesFromZodError, type ContactMessage } from '@orisun/api';
import { api } from '../../app/api.ts';
import { apiOutcome } from '../../forms/apiOutcome.ts';

/**
 * The heavy half of the contact form, loaded when the visitor first points at or focuses the form
 * (or submits it): zod with the shared `contactMessageSchema`, and the API client (about 27 KB
 * brotli). Keeping them, and a form library, off the first load holds `/contact` under the
 * 150 KB budget.
 */

/** The first message for each field path, e.g. `{ email: "Enter your e-mail address." }`. */
export type FieldErrors = Record<string, string>;

/**
 * Checks what the form holds against the shared contract, exactly as the server will: the
 * parsed message (trimmed), or the first problem of each field.
 */
export function validateContactMessage(values: unknown): { ok: true; message: ContactMessage } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of issuesFromZodError(parsed.error)) fieldErrors[issue.path] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** What became of a message sent to `POST /contact`. */
export type ContactSendResult =
  | { kind: 'sent' }
  /** 400 with issues: the first message for each field path. */
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | {
      kind: 'failed';
      /** 429 (wait), no answer at all (connection), or anything else (the server's side). */
      reason: 'rateLimited' | 'unreachable' | 'server';
      retryAfterSeconds: number | undefined;
      /** The error itself, for the log. */
      error: unknown;
    };

export async function sendContactMessage(message: ContactMessage): Promise<ContactSendResult> {
  try {
    await api.sendContactMessage(message);
    return { kind: 'sent' };
  } catch (error) {
    const outcome = apiOutcome(error);
    if (outcome.kind === 'invalid') return { kind: 'invalid', fieldErrors: outcome.issues };
    if (outcome.kind === 'rateLimited') return { kind: 'failed', reason: 'rateLimited', retryAfterSeconds: outcome.retryAfterSeconds, error };
    return { kind: 'failed', reason: outcome.kind === 'offline' ? 'unreachable' : 'server', retryAfterSeconds: undefined, error };
  }
}
