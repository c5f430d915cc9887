import { issuesFromZodError, reservationSchema, type ReservationInput } from '@orisun/api';
import { api } from '../../app/api.ts';
import { apiOutcome, fieldIssuesOf } from '../../forms/apiOutcome.ts';
import { eventsPage } from '../../content/events.ts';

/**
 * The reservation form's logic, loaded on demand (first focus, pointer or submit): the shared
 * `reservationSchema` (zod) and the API client stay off the events page's first load.
 */


/** What the e-mail field should say about `input` (the schema's message), or `undefined` when it is valid. */
export function emailProblem(input: ReservationInput): string | undefined {
  const parsed = reservationSchema.safeParse(input);
  if (parsed.success) return undefined;
  return issuesFromZodError(parsed.error).find((issue) => issue.path === 'email')?.message;
}

export type ReservationOutcome =
  | { kind: 'reserved'; message: string }
  /** The server refused the e-mail itself (a 400 naming it): shown on the field. */
  | { kind: 'invalid'; message: string }
  /** Anything else: shown in an error toast. */
  | { kind: 'failed'; message: string };

/**
 * `POST /reservation` with the schema's output. A refusal carries the server's message (`error`),
 * or 'Error making reservation' when there is none (spec section 8); unexpected failures are logged.
 */
export async function reserveSeat(input: ReservationInput): Promise<ReservationOutcome> {
  try {
    const { message } = await api.reserveEventSeat(reservationSchema.parse(input));
    return { kind: 'reserved', message };
  } catch (error) {
    const outcome = apiOutcome(error);
    const emailIssue = fieldIssuesOf(outcome).email;
    if (emailIssue) return { kind: 'invalid', message: emailIssue };
    // Expected refusals the toast explains: unknown or past event (404), full or already reserved (409).
    const expected = outcome.kind === 'conflict' || (outcome.kind === 'failed' && outcome.answered && outcome.status === 404);
    if (!expected) console.error('The reservation was not made:', error);
    // The server's own sentence whenever it answered with a refusal; no answer (or a broken one): the page's.
    const answered = outcome.kind !== 'offline' && !(outcome.kind === 'failed' && !outcome.answered);
    return { kind: 'failed', message: (answered && outcome.message) || eventsPage.reservation.failed };
  }
}
