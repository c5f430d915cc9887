import { describe, expect, it } from 'vitest';
import { ticketListSchema } from '@orisun/api';
import { authAppFixture } from '../../test-support/auth.ts';

const desk = authAppFixture();

const get = (url: string, cookie: string) => desk.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: Record<string, unknown>) => desk.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function open(subject: string, urgency: 'high' | 'medium', ip: string) {
  const res = await desk.app.inject({
    method: 'POST',
    url: '/support-form',
    remoteAddress: ip,
    payload: { name: 'Chiamaka Eze', email: 'chiamaka@example.com', subject, message: 'Please help.', urgency },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the Overdue view: tickets past the times the site promises', () => {
  it('counts and lists a ticket without a first response past 2 hours (high) or 24 (otherwise), or unresolved past 1 or 3 days', async () => {
    let staff = await desk.signedIn('staff');
    await open('Payroll is down', 'high', '10.91.0.1');
    await open('Invoice colour', 'medium', '10.91.0.2');
    const overdue = async () => {
      const counts = (await get('/api/tickets/counts', staff.cookie)).json() as { views: { overdue: number; open: number } };
      const res = await get('/api/tickets?view=overdue', staff.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const list = ticketListSchema.parse(res.json());
      expect(list.total).toBe(counts.views.overdue);
      return list.tickets.map((t) => t.subject).sort();
    };

    desk.advance(2 * 3_600_000 - 1_000);
    expect(await overdue()).toEqual([]);
    desk.advance(2_000);
    expect(await overdue()).toEqual(['Payroll is down']);

    // The first response keeps the first promise; the resolution clock still runs.
    const high = ticketListSchema.parse((await get('/api/tickets?q=Payroll', staff.cookie)).json()).tickets[0]!;
    await post('/api/tickets/response', staff.cookie, { id: high.id, message: 'On it.' });
    expect(await overdue()).toEqual([]);

    desk.advance(22 * 3_600_000 + 1_000);
    // (A session ends after 8 idle hours: sign in again.)
    staff = await desk.signedIn('staff');
    expect(await overdue()).toEqual(['Invoice colour', 'Payroll is down']);

    await post('/api/tickets/status', staff.cookie, { id: high.id, status: 'resolved' });
    expect(await overdue()).toEqual(['Invoice colour']);
  });
});
