import type { TicketPageCopy } from '../../content/customerTickets.ts';
import type { ApiOutcome } from '../../forms/apiOutcome.ts';

/** Why the visitor is not signed in, as the alert above the sign-in form says it. */
export interface SignInProblem {
  message: string;
  /** A second sentence, when there is more to say. */
  detail?: string;
}

/**
 * What a failed sign-in means for the visitor (docs/product.md §2.10): 401 'Invalid email or ticket ID' (for
 * the mail's one-time link: used or expired), a 429 with the wait, 'Authentication failed' when no
 * answer came, else the server's own sentence or 'Server error'.
 */
export function signInProblem(outcome: ApiOutcome, via: 'form' | 'link', copy: TicketPageCopy['signInError']): SignInProblem {
  if (outcome.kind === 'rateLimited') return { message: copy.rateLimited(outcome.retryAfterSeconds) };
  if (outcome.kind === 'offline') return { message: copy.unreachable, detail: copy.unreachableDetail };
  if (outcome.kind === 'failed' && outcome.answered && outcome.status === 401) return { message: via === 'link' ? copy.linkExpired : copy.invalid };
  // A link the server refuses to read (too long, empty) is a link that does not sign in.
  if (via === 'link' && outcome.kind === 'invalid') return { message: copy.linkExpired };
  const answered = outcome.kind !== 'failed' || outcome.answered;
  return { message: (answered && outcome.message) || copy.server };
}
