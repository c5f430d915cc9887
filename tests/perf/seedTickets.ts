/**
 * The support desk's tickets for `npm run bench:api`: a desk's worth of history written with multi-row INSERTs (500
 * rows a statement), not one request per ticket. Deterministic (a seeded generator), so two runs measure the same data.
 *
 * What it looks like, for `count` tickets over the last `days` days:
 *   - 8 staff accounts: the bench's admin (who signs in; `mine` is theirs) and 7 agents;
 *   - urgency low 40%, medium 40%, high 20%; a team on two tickets in three;
 *   - the status by age: of the tickets of the last 3 days about a third open, a third in progress or waiting and
 *     some resolved; of the last month half resolved; older ones nearly all resolved (so the unresolved tickets, and
 *     the overdue ones among them, are a few hundred to two thousand, as on a desk that keeps up);
 *   - a person assigned to three unresolved tickets in four (the admin to one in eight of those), and to most resolved;
 *   - the conversation: open tickets mostly have no response (some a customer's follow-up), the others one to four
 *     staff responses, customer replies between them, a note on some; `first_response_at`, `resolved_at`,
 *     `last_activity_at` and the audit trail (`created`, one row per entry, `status` when resolved) agree with them.
 */
import { randomUUID } from 'node:crypto';
import { ticketTeams, type TicketMessageKind, type TicketStatus, type TicketUrgency } from '@orisun/api';
import { addAccount } from '../../packages/server/src/auth/accounts.ts';
import type { Database } from '../../packages/server/src/db/index.ts';
import { staffAccounts, ticketEntries, ticketEvents, tickets } from '../../packages/server/src/db/schema.ts';
import { newTicketReference } from '../../packages/server/src/db/tickets.ts';

export interface SeededDesk {
  adminId: string;
  staff: { id: string; name: string }[];
  tickets: number;
  entries: number;
  events: number;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const subjects = [
  'Payment page times out',
  'Cannot sign in to the app',
  'Invoice shows the wrong VAT',
  'Feature request: export to Excel',
  'Mobile app crashes on start',
  'Webhook from Paystack not received',
  'Report totals do not match',
  'Password reset mail never arrives',
  'Slow dashboard on 3G',
  'Add a second admin to our account',
];
const firstNames = ['Adaeze', 'Tunde', 'Kemi', 'Chinedu', 'Fifame', 'Sena', 'Bola', 'Ifeoma', 'Koffi', 'Yetunde', 'Emeka', 'Aminata'];
const lastNames = ['Okafor', 'Adeyemi', 'Hounkpatin', 'Balogun', 'Agossou', 'Eze', 'Ogunleye', 'Dossou', 'Nwosu', 'Akande'];
const agentNames = ['Ngozi Obi', 'Femi Lawal', 'Aïcha Sossa', 'Segun Ade', 'Chioma Umeh', 'Rachidi Kpade', 'Tola Bankole'];
const hour = 3_600_000;
const day = 24 * hour;

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A status for a ticket `ageDays` old. */
function statusFor(random: () => number, ageDays: number): TicketStatus {
  const r = random();
  const [open, inProgress, waiting] = ageDays < 3 ? [0.35, 0.25, 0.2] : ageDays < 30 ? [0.1, 0.2, 0.2] : [0.02, 0.03, 0.04];
  if (r < open) return 'open';
  if (r < open + inProgress) return 'in-progress';
  if (r < open + inProgress + waiting) return 'waiting-for-response';
  return 'resolved';
}

/**
 * Seeds the desk: the admin (with the password the bench signs in with), 7 agents, and `count` tickets with their
 * entries and events, then `VACUUM ANALYZE` of the ticket tables (the planner's statistics, as PostgreSQL's
 * autovacuum and PGlite's housekeeping would have them on a desk that has run for months).
 */
export async function seedTickets(
  db: Database,
  admin: { email: string; name: string; password: string },
  count: number,
  options: { days?: number; now?: Date; seed?: number; batchSize?: number } = {},
): Promise<SeededDesk> {
  const now = (options.now ?? new Date()).getTime();
  const span = (options.days ?? 270) * day;
  const batchSize = options.batchSize ?? 500;
  const random = generator(options.seed ?? 22);

  const adminRow = await addAccount(db, { email: admin.email, name: admin.name, role: 'admin', password: admin.password }, new Date(now - span - day));
  const agents = await db
    .insert(staffAccounts)
    .values(
      agentNames.map((name, i) => ({
        email: `agent${i + 1}@example.com`,
        name,
        role: 'staff' as const,
        // Nobody signs in as an agent: a hash no password matches.
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$bm9ib2R5$bm9ib2R5bm9ib2R5bm9ib2R5bm9ib2R5bm9ib2R5bm8',
        createdAt: new Date(now - span - day),
      })),
    )
    .returning({ id: staffAccounts.id, name: staffAccounts.name });
  const staff = [{ id: adminRow.id, name: adminRow.name }, ...agents];

  let entryCount = 0;
  let eventCount = 0;
  for (let start = 0; start < count; start += batchSize) {
    const ticketRows: (typeof tickets.$inferInsert)[] = [];
    const entryRows: (typeof ticketEntries.$inferInsert)[] = [];
    const eventRows: (typeof ticketEvents.$inferInsert)[] = [];
    for (let i = start; i < Math.min(start + batchSize, count); i += 1) {
      const id = randomUUID();
      // Ages spread evenly over the span, newest last, with some minutes of jitter.
      const createdAt = now - span * (1 - (i + random() * 0.9) / count);
      const ageDays = (now - createdAt) / day;
      const urgencyDraw = random();
      const urgency: TicketUrgency = urgencyDraw < 0.4 ? 'low' : urgencyDraw < 0.8 ? 'medium' : 'high';
      const status = statusFor(random, ageDays);
      const customerNumber = Math.floor(random() * 3_000);
      const customer = `${firstNames[customerNumber % firstNames.length]} ${lastNames[Math.floor(customerNumber / firstNames.length) % lastNames.length]}`;
      const email = `${customer.toLowerCase().replace(/[^a-z]+/g, '.')}.${customerNumber}@example.com`;
      const subject = `${pick(random, subjects)} (${i})`;

      // The conversation: staff responses, customer replies and notes, each some hours after the one before.
      const responses = status === 'open' ? 0 : 1 + Math.floor(random() * (status === 'resolved' ? 4 : 3));
      const kinds: TicketMessageKind[] = [];
      if (status === 'open' && random() < 0.2) kinds.push('reply');
      for (let r = 0; r < responses; r += 1) {
        kinds.push('response');
        if (r < responses - 1 || status === 'in-progress') {
          if (random() < 0.6) kinds.push('reply');
        }
      }
      if (random() < 0.1) kinds.splice(Math.floor(random() * (kinds.length + 1)), 0, 'note');
      // A waiting ticket waits for the customer: a staff response is its last message.
      if (status === 'waiting-for-response') while (kinds.length > 0 && kinds[kinds.length - 1] !== 'response') kinds.pop();
      let at = createdAt;
      let firstResponseAt: number | null = null;
      let lastActivityAt = createdAt;
      const assignee = status !== 'open' || random() < 0.4 ? (random() < (status === 'resolved' ? 0.9 : 0.75) ? staff[random() < 0.125 ? 0 : 1 + Math.floor(random() * agents.length)]! : null) : null;
      eventRows.push({ ticketId: id, actor: 'customer', actorName: customer, action: 'created', fromValue: null, toValue: 'open', at: new Date(createdAt) });
      for (const kind of kinds) {
        // Urgent tickets are answered sooner; the times stay in the past.
        const gap = (urgency === 'high' ? 0.2 : 1) * (0.25 + random() * 30) * hour;
        at = Math.min(at + gap, now - 60_000);
        const author = kind === 'reply' ? { name: customer, staffAccountId: null } : (() => {
          const who = assignee ?? pick(random, staff);
          return { name: who.name, staffAccountId: who.id };
        })();
        entryRows.push({
          id: randomUUID(),
          ticketId: id,
          kind,
          authorName: author.name,
          staffAccountId: author.staffAccountId,
          body:
            kind === 'response'
              ? 'Thanks for the details. We reproduced it on our side and a fix is on its way; we will write again once it is live.'
              : kind === 'reply'
                ? 'Thank you. It still happens this morning on the Android app, the steps are the same as before.'
                : 'Checked the logs: the payment provider answered 502 twice. Escalating to the technical team.',
          createdAt: new Date(at),
        });
        eventRows.push({
          ticketId: id,
          actor: kind === 'reply' ? 'customer' : author.staffAccountId!,
          actorName: author.name,
          action: kind,
          fromValue: null,
          toValue: null,
          at: new Date(at),
        });
        if (kind === 'response' && firstResponseAt === null) firstResponseAt = at;
        if (kind !== 'note') lastActivityAt = at;
      }
      let resolvedAt: number | null = null;
      if (status === 'resolved') {
        resolvedAt = Math.min(at + (1 + random() * 48) * hour, now - 60_000);
        lastActivityAt = resolvedAt;
        const who = assignee ?? staff[1]!;
        eventRows.push({ ticketId: id, actor: who.id, actorName: who.name, action: 'status', fromValue: 'in-progress', toValue: 'resolved', at: new Date(resolvedAt) });
      }
      ticketRows.push({
        id,
        reference: newTicketReference(),
        customerName: customer,
        email,
        emailLower: email.toLowerCase(),
        subject,
        message: `Hello, ${subject.toLowerCase()}. What happened, what we expected, and the steps to see it again: open the app, sign in, go to the page. It worked last week.`,
        urgency,
        status,
        assignedTo: random() < 0.66 ? pick(random, ticketTeams) : null,
        assignedStaffId: assignee?.id ?? null,
        createdAt: new Date(createdAt),
        updatedAt: new Date(Math.max(lastActivityAt, at)),
        lastActivityAt: new Date(lastActivityAt),
        firstResponseAt: firstResponseAt === null ? null : new Date(firstResponseAt),
        resolvedAt: resolvedAt === null ? null : new Date(resolvedAt),
      });
    }
    await db.transaction(async (tx) => {
      await tx.insert(tickets).values(ticketRows);
      for (let e = 0; e < entryRows.length; e += batchSize) await tx.insert(ticketEntries).values(entryRows.slice(e, e + batchSize));
      for (let e = 0; e < eventRows.length; e += batchSize) await tx.insert(ticketEvents).values(eventRows.slice(e, e + batchSize));
    });
    entryCount += entryRows.length;
    eventCount += eventRows.length;
  }
  await db.execute('vacuum analyze tickets, ticket_messages, ticket_events, staff_accounts');
  return { adminId: adminRow.id, staff, tickets: count, entries: entryCount, events: eventCount };
}
