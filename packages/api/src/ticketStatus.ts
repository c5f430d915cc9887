import type { TicketStatus } from './schemas/tickets.ts';

/*
 * The support desk's status rules, as pure functions: the server's ticket routes and the MSW desk mock both apply
 * them, so a story's ticket moves the way a real one does.
 * - A staff response on an `open` ticket moves it to `in-progress`; any other status stays.
 * - A customer's reply (the ticket page, or a follow-up through the support form) on a `waiting-for-response` or
 *   `resolved` ticket reopens it: someone must look at it again.
 * - Staff may set any status. Resolving records when (and mails the customer); any other status clears that time.
 */

/** The status after a staff response. */
export function statusAfterResponse(status: TicketStatus): TicketStatus {
  return status === 'open' ? 'in-progress' : status;
}

/** The status after a customer's reply or follow-up. */
export function statusAfterCustomerReply(status: TicketStatus): TicketStatus {
  return status === 'resolved' || status === 'waiting-for-response' ? 'open' : status;
}

/** What moving a ticket to `to` at `at` sets: its status and its resolved time (`at` when resolving, else none). */
export function ticketStatusChange<At>(to: TicketStatus, at: At): { status: TicketStatus; resolvedAt: At | null } {
  return { status: to, resolvedAt: to === 'resolved' ? at : null };
}

/** Whether moving a ticket to `to` mails the customer (resolving does). */
export function statusChangeMailsCustomer(to: TicketStatus): boolean {
  return to === 'resolved';
}
