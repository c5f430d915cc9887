import type { TicketCardData, TicketUrgency } from '@orisun/ui';

/**
 * Static tickets for the desk's stories (TicketCard, Table, the staff ticket list pattern). Plain
 * TicketCardData: no fetch, no server types, fixed dates so screenshots never change.
 */
export const detailedTicket: TicketCardData = {
  id: 'k3v9-7qpx',
  reference: 'K3V9-7QPX',
  subject: 'Cannot log in to the billing portal',
  customer: { name: 'Amaka Eze', email: 'amaka.eze@example.com' },
  urgency: 'high',
  status: 'in-progress',
  message:
    'Since this morning the billing portal says my password is wrong.\nI reset it twice and the reset e-mail arrives, but the new password is refused too.',
  created: { at: '2026-11-24T08:15:00Z' },
  lastActivity: { at: '2026-11-24T10:02:00Z' },
  assignedTo: 'Technical Team',
  conversation: [
    { id: 'c4', kind: 'customer', author: 'Amaka Eze', body: 'Thanks, it works now.', at: '2026-11-24T10:02:00Z' },
    {
      id: 'c1',
      kind: 'staff',
      author: 'Tunde Bakare, Support Team',
      body: 'Thank you for the details. We are looking into it and will update you within two hours.',
      at: '2026-11-24T08:40:00Z',
    },
    { id: 'c2', kind: 'internal', author: 'Tunde Bakare', body: 'Probably the single sign-on change from last night. Asked Femi to check.', at: '2026-11-24T08:45:00Z' },
    { id: 'c3', kind: 'staff', author: 'Femi Adeyemi, Technical Team', body: 'We fixed a problem with the sign-in service. Could you try again?', at: '2026-11-24T09:50:00Z' },
  ],
  audit: [
    { id: 'a1', actor: 'Tunde Bakare', action: 'assigned it to Technical Team', at: '2026-11-24T08:38:00Z' },
    { id: 'a2', actor: 'Tunde Bakare', action: 'set the status to in progress', at: '2026-11-24T08:40:00Z' },
    { id: 'a3', actor: 'Femi Adeyemi', action: 'added a response', at: '2026-11-24T09:50:00Z' },
  ],
};

export const newTicket: TicketCardData = {
  id: 'p8d2-m4wz',
  reference: 'P8D2-M4WZ',
  subject: 'Invoice for October missing',
  customer: { name: 'Kofi Mensah', email: 'kofi@mensah-logistics.example' },
  urgency: 'low',
  status: 'open',
  message: 'Hello, I cannot find the October invoice in my account.',
  created: { at: '2026-11-25T07:05:00Z' },
  assignedTo: null,
  conversation: [],
};

export const longTicket: TicketCardData = {
  id: 'z7q1-h2rt',
  reference: 'Z7Q1-H2RT-ESCALATED-PRIORITY-CUSTOMER',
  subject:
    'The mobile app crashes every time a customer in Cotonou tries to pay with mobile money after the latest update, and the receipts that do arrive show the wrong currency',
  customer: { name: 'Oluwaseun Adebayo-Williams Ogunleye', email: 'oluwaseun.adebayo-williams.ogunleye@very-long-company-name-limited.example' },
  urgency: 'medium',
  status: 'waiting-for-response',
  message: 'Steps: open the app, add to cart, pay with mobile money. '.repeat(8).trim(),
  created: { at: '2026-11-20T16:30:00Z' },
  lastActivity: { at: '2026-11-23T12:00:00Z', label: '2 days ago' },
  assignedTo: 'Product Team',
  conversation: [
    {
      id: 'l1',
      kind: 'staff',
      author: 'Ngozi Okafor, Product Team',
      body: 'Could you send the app version and a screenshot of the receipt? https://support.example/upload/a-very-long-link-that-must-wrap-instead-of-pushing-the-card-wider',
      at: '2026-11-23T12:00:00Z',
    },
  ],
};

const subjects = [
  'Password reset e-mail never arrives',
  'API returns 502 on large uploads',
  'Change the company name on invoices',
  'Website contact form sends blank messages',
  'Request for a demo of the HR module',
  'Data export is missing the last week',
  'Two-factor codes rejected',
  'Add a new user to our workspace',
];
const names = ['Adaeze Nwosu', 'Moussa Diallo', 'Chinedu Okafor', 'Halima Bello', 'Yao Kouassi', 'Funke Akindele', 'Ibrahim Sani', 'Efua Asante'];
const statuses = ['open', 'in-progress', 'resolved', 'waiting-for-response', undefined] as const;
const urgencies: TicketUrgency[] = ['low', 'medium', 'high'];
const teams = ['Support Team', 'Technical Team', 'Billing Team', 'Product Team', null];

/** `count` more tickets, newest first, one every 5 hours back from 25 Nov 2026 09:00 UTC. */
export function manyTickets(count: number): TicketCardData[] {
  return Array.from({ length: count }, (_, i) => {
    const name = names[i % names.length]!;
    const at = new Date(Date.UTC(2026, 10, 25, 9) - i * 5 * 3_600_000).toISOString();
    const ref = `T${String(1000 + i * 37).padStart(4, '0')}-${['QX', 'MB', 'RT', 'ZL', 'PK'][i % 5]}${i % 10}`;
    return {
      id: ref.toLowerCase(),
      reference: ref,
      subject: subjects[i % subjects.length]!,
      customer: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
      urgency: urgencies[i % urgencies.length]!,
      status: statuses[i % statuses.length],
      message: `${subjects[i % subjects.length]}. Please help.`,
      created: { at },
      assignedTo: teams[i % teams.length],
      conversation: [],
    };
  });
}
