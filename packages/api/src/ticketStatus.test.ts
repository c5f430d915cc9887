import { describe, expect, it } from 'vitest';
import { ticketStatuses, type TicketStatus } from './schemas/tickets.ts';
import { statusAfterCustomerReply, statusAfterResponse, statusChangeMailsCustomer, ticketStatusChange } from './ticketStatus.ts';

const each = <T>(f: (status: TicketStatus) => T) => Object.fromEntries(ticketStatuses.map((status) => [status, f(status)]));

describe('the ticket status rules', () => {
  it('a staff response moves only an open ticket, to in-progress', () => {
    expect(each(statusAfterResponse)).toEqual({ open: 'in-progress', 'in-progress': 'in-progress', 'waiting-for-response': 'waiting-for-response', resolved: 'resolved' });
  });

  it("a customer's reply reopens a ticket waiting for them or resolved, and leaves the others", () => {
    expect(each(statusAfterCustomerReply)).toEqual({ open: 'open', 'in-progress': 'in-progress', 'waiting-for-response': 'open', resolved: 'open' });
  });

  it('resolving records when and mails the customer; any other status clears the time and mails nobody', () => {
    const at = new Date('2026-11-27T09:00:00Z');
    expect(each((to) => ticketStatusChange(to, at).resolvedAt)).toEqual({ open: null, 'in-progress': null, 'waiting-for-response': null, resolved: at });
    expect(each((to) => ticketStatusChange(to, at).status)).toEqual({ open: 'open', 'in-progress': 'in-progress', 'waiting-for-response': 'waiting-for-response', resolved: 'resolved' });
    expect(each(statusChangeMailsCustomer)).toEqual({ open: false, 'in-progress': false, 'waiting-for-response': false, resolved: true });
  });
});
