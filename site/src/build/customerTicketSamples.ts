import type { ClientTicket, ClientTicketList } from '@orisun/api';

/**
 * Signed-in views of `/dashboard` for its critical CSS (prerender.ts, `withIslandSamples`): the server renders the page's
 * island again with a customer's tickets (packages/server/src/routes/customerTicketPage.ts), and that HTML must be
 * styled from the page's inline CSS, with JavaScript off too. Between them: tickets of every status, a staff response,
 * a customer's reply, attachments, a limited session (with the full sign-in under it) and none at all.
 */
const entry = (n: number, author: string, message: string, date: string) => ({ id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`, author, message, date });

const attachment = { id: '00000000-0000-4000-8000-000000000090', name: 'invoice.pdf', kind: 'pdf' as const, bytes: 48_213, downloadName: 'ORI-0000-0000-0000-0001-1.pdf', url: '/api/ticket-attachments/00000000-0000-4000-8000-000000000090' };

const tickets: ClientTicket[] = (['open', 'in-progress', 'waiting-for-response', 'resolved'] as const).map((status, i) => ({
  id: `00000000-0000-4000-8000-00000000001${i}`,
  reference: `ORI-0000-0000-0000-000${i + 1}`,
  subject: 'Invoices show USD instead of NGN',
  message: 'Since Monday our invoices show USD.',
  urgency: (['high', 'medium', 'low', 'medium'] as const)[i]!,
  createdAt: '2026-11-23T09:15:00.000Z',
  status,
  responses: i === 0 ? [] : [{ ...entry(20 + i, 'Ada Okafor', 'We are looking into it.', '2026-11-23T09:40:00.000Z'), attachments: [attachment] }],
  clientReplies: i === 0 ? [] : [entry(30 + i, 'Chiamaka Eze', 'Thank you.', '2026-11-24T10:02:00.000Z')],
  ...(i === 0 ? { attachments: [attachment] } : {}),
}));

export const customerTicketSamples: ClientTicketList[] = [
  { email: 'customer@example.com', tickets, limited: false },
  { email: 'customer@example.com', tickets: tickets.slice(0, 1), limited: true },
  { email: 'customer@example.com', tickets: [], limited: false },
];
