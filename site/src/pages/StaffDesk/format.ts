/** Dates as the desk shows them: en-GB in the offices' time zone (WAT), like the kit's TicketCard. */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

/** `2026-11-24T09:12:00Z` -> `24 Nov 2026, 10:12`. */
export function formatMoment(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : dateTime.format(date);
}
