import { honeypotFieldName, isApiError, subscribeSchema } from '@orisun/api';
import { api } from '../../app/api.ts';

/** What became of a 'Get Early Access' submission, for the form to show. */
export type WaitlistOutcome =
  /** The address is not one (checked here with the API's schema, or refused by the server): explain under the field. */
  | { kind: 'invalid'; message: string }
  /** 200: new on the waitlist (or back after unsubscribing). */
  | { kind: 'subscribed'; message: string }
  /** 201: already on the waitlist (the spec shows it error-style). */
  | { kind: 'already'; message: string }
  /** Anything else (429, 5xx, no connection): the reason, for 'Error subscribing'. */
  | { kind: 'failed'; reason: string };

/** The one-line reason of a failed call. */
function reasonOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

/**
 * Checks the address with the API's own schema and puts it on the `developer-portal` list
 * (`POST /subscribe`). Never throws. Loaded on demand by `WaitlistForm` (it brings zod and the API
 * client, about 30 KB brotli, which the page's first load does without).
 */
export async function submitWaitlist(fields: { email: string; honeypot: string }): Promise<WaitlistOutcome> {
  const parsed = subscribeSchema.safeParse({ email: fields.email, list: 'developer-portal', [honeypotFieldName]: fields.honeypot });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === 'email') ?? parsed.error.issues[0];
    return { kind: 'invalid', message: issue?.message ?? 'Enter a valid e-mail address.' };
  }
  try {
    const { status, message } = await api.subscribe(parsed.data);
    return status === 201 ? { kind: 'already', message } : { kind: 'subscribed', message };
  } catch (error) {
    const emailError = isApiError(error) && error.status === 400 ? error.fieldErrors().email : undefined;
    if (emailError) return { kind: 'invalid', message: emailError };
    console.error('The waitlist subscription failed:', error);
    return { kind: 'failed', reason: reasonOf(error) };
  }
}
