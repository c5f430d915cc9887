import { describe, expect, it } from 'vitest';
import { ticketFixtures } from '@orisun/api/mocks';
import { formatDuration } from '../../../content/staffDesk.ts';
import { ticketCardData, ticketTimes } from './ticketView.ts';

const [invoices, secondAdmin, passwordReset] = ticketFixtures.list.tickets;

describe('a ticket as the dashboard shows it', () => {
  it('puts responses, customer replies and (with the detail) internal notes in the conversation, and the audit trail in words', () => {
    const listed = ticketCardData(invoices!);
    expect(listed.conversation?.map((e) => e.kind)).toEqual(['staff', 'customer']);
    expect(listed.audit).toBeUndefined();
    const detailed = ticketCardData(ticketFixtures.detail.ticket);
    expect(detailed.conversation?.map((e) => e.kind)).toEqual(['staff', 'customer', 'internal']);
    expect(detailed.audit?.map((a) => `${a.actor} ${a.action}`)).toEqual([
      'Chiamaka Eze (customer) opened the ticket',
      'Tunde Bakare assigned it to Billing Team',
      'Tunde Bakare added an internal note',
      'Tunde Bakare responded to the customer (status open → in progress)',
      'Chiamaka Eze (customer) replied',
    ]);
    expect(detailed.customer).toEqual({ name: 'Chiamaka Eze', email: 'chiamaka@example.com' });
  });

  it('times the first response and the resolution from the opening', () => {
    expect(ticketTimes(invoices!)).toEqual({ firstResponse: '1 h 25 min', resolution: undefined });
    expect(ticketTimes(secondAdmin!)).toEqual({ firstResponse: undefined, resolution: undefined });
    expect(ticketTimes(passwordReset!)).toEqual({ firstResponse: '1 h 10 min', resolution: '1 day 5 h' });
  });

  it('says spans of time as people do', () => {
    expect(formatDuration(20_000)).toBe('under a minute');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(2 * 3_600_000)).toBe('2 h');
    expect(formatDuration(3 * 86_400_000)).toBe('3 days');
    expect(formatDuration(-5)).toBe('under a minute');
  });
});
