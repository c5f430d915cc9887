import * as m from '#messages';
import { apiOutcome } from './apiOutcome.ts';

/** A page's own words for the failures it explains itself (the forum's); without them, the outcome's sentence. */
export interface FailureCopy {
  /** When nothing answered (offline, or the server is down). */
  offline?: string;
  /** Added after a 429's sentence when it does not say the wait itself. */
  retryWait?: (seconds: number) => string;
}

/**
 * The sentence under a failure's title (a red toast, a failed list; docs/product.md §3.8: the title, then the error text):
 * the server's own sentence (a 400's first field problem, a 403's or 409's reason, a 429's, with the wait from
 * `copy.retryWait` when it does not say it), or what went wrong on the way (`copy.offline` when nothing answered).
 * The one reading of a failure as text for the whole site; forms with fields use `useApiForm` instead.
 */
export function failureText(error: unknown, copy: FailureCopy = {}): string {
  const outcome = apiOutcome(error);
  switch (outcome.kind) {
    case 'invalid':
      return Object.values(outcome.issues)[0] ?? outcome.message;
    case 'rateLimited': {
      const wait = outcome.retryAfterSeconds;
      return wait !== undefined && copy.retryWait && !outcome.message.includes(String(wait))
        ? `${outcome.message} ${copy.retryWait(wait)}`
        : outcome.message;
    }
    case 'offline':
      return copy.offline ?? outcome.message;
    default:
      return outcome.message || m.forms_failureFallback();
  }
}
