import { honeypotFieldName, subscribeSchema, type SubscriptionList } from '@orisun/api';
import { api } from '../app/api.ts';
import { apiOutcome, fieldIssuesOf } from './apiOutcome.ts';

/** What became of a subscription (waitlist or newsletter), for the form to show. */
export type SubscriptionOutcome =
  /** The address is not one (checked here with the API's schema, or refused by the server): explain under the field. */
  | { kind: 'invalid'; message: string }
  /** 200: new on the list (or back after unsubscribing). */
  | { kind: 'subscribed'; message: string }
  /** 201: already on the list (the spec shows it error-style). */
  | { kind: 'already'; message: string }
  /** Anything else (429, 5xx, no connection): the reason, for 'Error subscribing'. */
  | { kind: 'failed'; reason: string };

/** The one-line reason of a failed call: the API's sentence, else the error's own. */
function reasonOf(message: string, error: unknown): string {
  if (message) return message;
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

/**
 * Checks the address with the API's own schema and puts it on `list` (`POST /subscribe`). Never
 * throws. Loaded on demand by `SubscribeForm` (it brings zod and the API client, about 30 KB
 * brotli, which a page's first load does without).
 */
export async function submitSubscription(list: SubscriptionList, fields: { email: string; honeypot: string }): Promise<SubscriptionOutcome> {
  const parsed = subscribeSchema.safeParse({ email: fields.email, list, [honeypotFieldName]: fields.honeypot });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === 'email') ?? parsed.error.issues[0];
    return { kind: 'invalid', message: issue?.message ?? 'Enter a valid e-mail address.' };
  }
  try {
    const { status, message } = await api.subscribe(parsed.data);
    return status === 201 ? { kind: 'already', message } : { kind: 'subscribed', message };
  } catch (error) {
    const outcome = apiOutcome(error);
    const emailError = fieldIssuesOf(outcome).email;
    if (emailError) return { kind: 'invalid', message: emailError };
    console.error(`The ${list} subscription failed:`, error);
    return { kind: 'failed', reason: reasonOf(outcome.message, error) };
  }
}
