import { forumThread } from '../../content/forum.ts';
import { apiOutcome } from '../../forms/apiOutcome.ts';

/**
 * The sentence under a red toast's title when a forum call fails (spec section 8: the title, then the error
 * text): the server's own sentence (a 400's first field problem, a 403's or 409's reason, a 429's with the wait
 * when it does not say it), or what went wrong on the way.
 */
export function failureText(error: unknown): string {
  const outcome = apiOutcome(error);
  switch (outcome.kind) {
    case 'invalid':
      return Object.values(outcome.issues)[0] ?? outcome.message;
    case 'rateLimited': {
      const wait = outcome.retryAfterSeconds;
      return wait !== undefined && !outcome.message.includes(String(wait)) ? `${outcome.message} ${forumThread.retryWait(wait)}` : outcome.message;
    }
    case 'offline':
      return forumThread.offline;
    default:
      return outcome.message || 'Something went wrong. Please try again.';
  }
}
