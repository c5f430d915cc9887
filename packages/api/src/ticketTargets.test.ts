import { describe, expect, it } from 'vitest';
import { ticketDueTimes, ticketOverdue } from './ticketTargets.ts';

const created = '2026-11-25T09:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(created) + hours * 3_600_000 + 1);

describe('the promised times of a ticket', () => {
  it('are the site promise for the first response (2 hours high, 24 otherwise) and 1, 3 or 5 days to resolve', () => {
    expect(ticketDueTimes({ urgency: 'high', createdAt: created })).toEqual({ firstResponseBy: '2026-11-25T11:00:00.000Z', resolveBy: '2026-11-26T09:00:00.000Z' });
    expect(ticketDueTimes({ urgency: 'medium', createdAt: created })).toEqual({ firstResponseBy: '2026-11-26T09:00:00.000Z', resolveBy: '2026-11-28T09:00:00.000Z' });
    expect(ticketDueTimes({ urgency: 'low', createdAt: created }).resolveBy).toBe('2026-11-30T09:00:00.000Z');
  });

  it('make a ticket overdue for its first response, then for its resolution, never once resolved', () => {
    const high = { urgency: 'high' as const, status: 'open' as const, createdAt: created, firstResponseAt: null };
    expect(ticketOverdue(high, at(1))).toBeNull();
    expect(ticketOverdue(high, at(2))).toBe('first-response');
    expect(ticketOverdue({ ...high, firstResponseAt: '2026-11-25T10:00:00.000Z', status: 'in-progress' }, at(2))).toBeNull();
    expect(ticketOverdue({ ...high, firstResponseAt: '2026-11-25T10:00:00.000Z', status: 'waiting-for-response' }, at(24))).toBe('resolution');
    expect(ticketOverdue({ ...high, status: 'resolved' }, at(48))).toBeNull();
    expect(ticketOverdue({ ...high, urgency: 'medium' }, at(23))).toBeNull();
    expect(ticketOverdue({ ...high, urgency: 'medium' }, at(24))).toBe('first-response');
  });
});
