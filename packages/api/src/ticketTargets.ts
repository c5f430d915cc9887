import { company } from './company/company.ts';
import type { TicketStatus, TicketUrgency } from './schemas/tickets.ts';

/**
 * The times the desk promises, per urgency: the first response within the hours the site promises (24, about 2 for high
 * urgency: `company.supportResponse`), and a resolution target of the team's own (1, 3 and 5 days). Both count from the
 * ticket's creation, around the clock. A ticket past one of them is overdue: flagged in the desk's lists and counted in
 * its Overdue view, until it has its first response (or is resolved).
 */
export const ticketTargets: Record<TicketUrgency, { firstResponseHours: number; resolutionHours: number }> = {
  high: { firstResponseHours: company.supportResponse.highUrgencyAverageHours, resolutionHours: 24 },
  medium: { firstResponseHours: company.supportResponse.withinHours, resolutionHours: 72 },
  low: { firstResponseHours: company.supportResponse.withinHours, resolutionHours: 120 },
};

/** Which promise a ticket has broken: its first response is late, or its resolution (first response first). */
export const ticketOverdueKinds = ['first-response', 'resolution'] as const;
export type TicketOverdue = (typeof ticketOverdueKinds)[number];

const hour = 3_600_000;

/** When the ticket's first response and its resolution are due (ISO 8601). */
export function ticketDueTimes(ticket: { urgency: TicketUrgency; createdAt: string }): { firstResponseBy: string; resolveBy: string } {
  const created = Date.parse(ticket.createdAt);
  const target = ticketTargets[ticket.urgency];
  return {
    firstResponseBy: new Date(created + target.firstResponseHours * hour).toISOString(),
    resolveBy: new Date(created + target.resolutionHours * hour).toISOString(),
  };
}

/** The promise the ticket has broken at `now`, if any: a missing first response past its time, else an unresolved ticket past its resolution time. */
export function ticketOverdue(
  ticket: { urgency: TicketUrgency; status: TicketStatus; createdAt: string; firstResponseAt: string | null },
  now: Date,
): TicketOverdue | null {
  if (ticket.status === 'resolved') return null;
  const due = ticketDueTimes(ticket);
  if (!ticket.firstResponseAt && now.getTime() > Date.parse(due.firstResponseBy)) return 'first-response';
  if (now.getTime() > Date.parse(due.resolveBy)) return 'resolution';
  return null;
}
