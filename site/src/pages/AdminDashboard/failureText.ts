import { apiOutcome } from '../../forms/apiOutcome.ts';

/**
 * The error text a failure toast shows under its title (spec section 8: 'Failed to ...' plus the error
 * text): the server's sentence (a 400's first field problem, a 409's reason), or what went wrong on the way.
 */
export function failureText(error: unknown): string {
  const outcome = apiOutcome(error);
  if (outcome.kind === 'invalid') return Object.values(outcome.issues)[0] ?? outcome.message;
  return outcome.message || 'Something went wrong. Please try again.';
}
