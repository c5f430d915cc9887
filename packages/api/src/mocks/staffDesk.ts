import type { HttpHandler } from 'msw';
import { endpoints } from '../endpoints/index.ts';
import { authMessages, type StaffAccount, type StaffProfile, type StaffUser } from '../schemas/auth.ts';
import { invalidRequestMessage } from '../schemas/errors.ts';
import {
  ticketMessages,
  ticketUrgencies,
  type Ticket,
  type TicketAction,
  type TicketDetail,
  type TicketEntry,
  type TicketEvent,
  type TicketStatus,
  type TicketView,
} from '../schemas/tickets.ts';
import { savedReplyMessages, type SavedReply } from '../schemas/savedReplies.ts';
import { statusAfterResponse, ticketStatusChange } from '../ticketStatus.ts';
import { ticketOverdue } from '../ticketTargets.ts';
import { savedReplyFixtures, staffFixtures, ticketFixtures } from './fixtures.ts';
import { checkedHandler, fail, json } from './checked.ts';

/**
 * A staff desk that remembers: the staff endpoints (`/api/auth/*`, `/api/admin/users*`, `/api/tickets*`)
 * answered from an in-memory store that follows the server's rules (search, filters, newest activity
 * first, pages, counters; a response moves an open ticket to in-progress; one's own account cannot be
 * disabled; a wrong password and a disabled account get the same 401). Stories and component tests of the
 * staff pages use it so a change shows up after the page reloads its data, as with the real server.
 *
 * Put its handlers before the defaults (`[...desk.handlers, ...handlers]`); a story that needs one endpoint
 * to fail puts that override first. `reset()` puts the store back as it was created.
 */

/** The password every account of the desk signs in with. */
export const staffDeskPassword = 'correct horse battery staple';

/** A password the desk refuses as common (like the server's list), for stories of the 400. */
export const staffDeskCommonPassword = 'password1234';

type DeskTicket = TicketDetail['ticket'];

export interface StaffDeskOptions {
  /** Who is signed in at first: an admin (default), a staff member, or nobody (`null`). */
  signedIn?: StaffUser | null;
  /** The tickets (default: the ticket fixtures, the first with its notes and history). */
  tickets?: readonly DeskTicket[];
  /** The staff accounts (default: the fixtures' two and a disabled one). */
  accounts?: readonly StaffAccount[];
  /** The colleagues writing a response, by ticket id (default: nobody), for `POST /api/tickets/replying`. */
  replying?: Readonly<Record<string, readonly { name: string; since: string }[]>>;
  /** The saved replies (default: the fixtures' three). */
  savedReplies?: readonly SavedReply[];
  /** The clock of new changes. Default: the real one. */
  now?: () => Date;
}

/** The desk's default accounts: the fixtures' admin and staff member, and a disabled account. */
export const staffDeskAccounts: readonly StaffAccount[] = [
  ...staffFixtures.accounts.users,
  {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    email: 'femi@orisun.software',
    name: 'Femi Adeyemi',
    role: 'staff',
    disabled: true,
    createdAt: '2026-09-10T09:00:00.000Z',
    lastSignInAt: '2026-10-02T15:20:00.000Z',
  },
];

/** The fixture tickets as the desk keeps them: with notes and an audit trail each. */
export function staffDeskTickets(): DeskTicket[] {
  const detailed = ticketFixtures.detail.ticket;
  return ticketFixtures.list.tickets.map((ticket) =>
    ticket.id === detailed.id
      ? structuredClone(detailed)
      : { ...structuredClone(ticket), notes: [], events: createdEvents(ticket) },
  );
}

/** The history a ticket without one gets: opened by the customer (and resolved, when it is). */
function createdEvents(ticket: Ticket): TicketEvent[] {
  const events: TicketEvent[] = [{ id: 1, actor: 'customer', action: 'created', from: null, to: 'open', at: ticket.createdAt }];
  if (ticket.assignedTo) events.push({ id: 2, actor: 'Adaeze Okafor', action: 'assigned', from: null, to: ticket.assignedTo, at: ticket.createdAt });
  if (ticket.firstResponseAt) {
    events.push({ id: 3, actor: ticket.responses[0]?.author ?? 'Adaeze Okafor', action: 'response', from: 'open', to: 'in-progress', at: ticket.firstResponseAt });
  }
  if (ticket.resolvedAt) events.push({ id: 4, actor: 'Adaeze Okafor', action: 'status', from: 'in-progress', to: 'resolved', at: ticket.resolvedAt });
  return events;
}

const customers = ['Ngozi Eze', 'Kwame Mensah', 'Aminata Diallo', 'Segun Adeyemi', 'Fatou Sow', 'Yusuf Bello', 'Efua Asante', 'Chidi Okeke'];
const subjects = [
  'Password reset e-mail never arrives',
  'API returns 502 on large uploads',
  'Change the company name on invoices',
  'Contact form sends blank messages',
  'Request for a demo of the HR module',
  'Data export is missing the last week',
  'Two-factor codes rejected',
  'Add a new user to our workspace',
];
const desk32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `count` more tickets, one every 3 hours back from 20 Nov 2026 12:00 UTC (older than the fixtures). */
export function staffDeskMoreTickets(count: number): DeskTicket[] {
  const statuses: TicketStatus[] = ['open', 'in-progress', 'waiting-for-response', 'resolved'];
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(2026, 10, 20, 12) - i * 3 * 3_600_000).toISOString();
    const name = customers[i % customers.length]!;
    const group = [...String(i).padStart(4, '0')].map((d) => desk32[Number(d) + 10]).join('');
    const status = statuses[i % statuses.length]!;
    const ticket: Ticket = {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      reference: `ORI-M0RE-${group}-7K3M-2HFA`,
      customer: name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      language: 'en',
      subject: subjects[i % subjects.length]!,
      message: `${subjects[i % subjects.length]!}. Please help.`,
      urgency: ticketUrgencies[i % ticketUrgencies.length]!,
      status,
      assignedTo: null,
      // Every third one is the fixtures' admin's (who is signed in by default), so My tickets has some.
      assignee: i % 3 === 1 ? { id: staffFixtures.admin.user.id, name: staffFixtures.admin.user.name } : null,
      createdAt: at,
      updatedAt: at,
      lastActivityAt: at,
      firstResponseAt: null,
      resolvedAt: status === 'resolved' ? at : null,
      responses: [],
      clientReplies: [],
    };
    return { ...ticket, notes: [], events: createdEvents(ticket) };
  });
}

const handle = checkedHandler;

export interface StaffDesk {
  /** The desk's handlers, one per staff endpoint. */
  handlers: HttpHandler[];
  /** Back to the state it was created with. */
  reset: () => void;
  /** The tickets as they are now (tests read what a change did). */
  tickets: () => readonly DeskTicket[];
  /** The accounts as they are now. */
  accounts: () => readonly StaffAccount[];
  /** Who is signed in now. */
  signedIn: () => StaffUser | null;
}

/** A desk with its own store (see the module comment). */
export function createStaffDesk(options: StaffDeskOptions = {}): StaffDesk {
  const now = options.now ?? (() => new Date());
  const initial = {
    signedIn: options.signedIn === undefined ? staffFixtures.admin.user : options.signedIn,
    tickets: options.tickets ?? staffDeskTickets(),
    accounts: options.accounts ?? staffDeskAccounts,
    savedReplies: options.savedReplies ?? savedReplyFixtures.replies,
    replying: options.replying ?? {},
  };
  let signedIn: StaffUser | null = null;
  let tickets: DeskTicket[] = [];
  let accounts: StaffAccount[] = [];
  /** Each person's signature and mail settings, by account id (the defaults until they change them). */
  let settings = new Map<string, Omit<StaffProfile, keyof StaffUser>>();
  let replies: SavedReply[] = [];
  let created = 0;
  const reset = () => {
    signedIn = initial.signedIn;
    tickets = structuredClone([...initial.tickets]);
    accounts = structuredClone([...initial.accounts]);
    settings = new Map();
    replies = structuredClone([...initial.savedReplies]);
    created = 0;
  };
  reset();

  const userOf = ({ id, email, name, role }: StaffAccount): StaffUser => ({ id, email, name, role });
  /** The public ticket (what a list or a change answers): without notes and history. */
  const publicTicket = ({ notes: _notes, events: _events, ...ticket }: DeskTicket): Ticket => ticket;
  const findTicket = (id: string) => tickets.find((t) => t.id === id);
  const nextEventId = (ticket: DeskTicket) => Math.max(0, ...ticket.events.map((e) => e.id)) + 1;
  const addEvent = (ticket: DeskTicket, action: TicketAction, from: string | null, to: string | null, at: string) => {
    ticket.events.push({ id: nextEventId(ticket), actor: signedIn!.name, action, from, to, at });
  };
  const entry = (message: string, at: string): TicketEntry => ({ id: crypto.randomUUID(), author: signedIn!.name, message, date: at });

  /** 401 without a session, 403 for a staff member on an admin route; otherwise undefined. */
  const refuse = (role: 'staff' | 'admin' = 'staff') => {
    if (!signedIn) return fail(401, authMessages.signInRequired);
    if (role === 'admin' && signedIn.role !== 'admin') return fail(403, authMessages.adminOnly);
    return undefined;
  };

  /** A staff change to one ticket: 401/404 as the server answers, else the changed ticket. */
  const changeTicket = (id: string, change: (ticket: DeskTicket, at: string) => void) => {
    const refused = refuse();
    if (refused) return refused;
    const ticket = findTicket(id);
    if (!ticket) return fail(404, ticketMessages.notFound);
    change(ticket, now().toISOString());
    return json({ ticket: publicTicket(ticket) });
  };

  const setStatus = (ticket: DeskTicket, to: TicketStatus, at: string) => Object.assign(ticket, ticketStatusChange(to, at));

  /** The server's views (`ticketViews`), for whoever is signed in. */
  const inView = (ticket: DeskTicket, view: TicketView) => {
    const notResolved = ticket.status !== 'resolved';
    switch (view) {
      case 'mine':
        return notResolved && ticket.assignee?.id === signedIn?.id;
      case 'unassigned':
        return notResolved && ticket.assignee === null;
      case 'overdue':
        return ticketOverdue(ticket, now()) !== null;
      case 'open':
        return notResolved;
      case 'waiting':
        return ticket.status === 'waiting-for-response';
      case 'resolved':
        return ticket.status === 'resolved';
    }
  };
  /** Active accounts, by name: who a ticket can be assigned to. */
  const assignable = () =>
    accounts
      .filter((a) => !a.disabled)
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));

  const handlers: HttpHandler[] = [
    // As the server: nobody signed in is a 200 with `user: null`, not a 401.
    handle(endpoints.session, () => json({ user: signedIn ?? null })),
    handle(endpoints.signIn, ({ body }) => {
      const account = accounts.find((a) => a.email.toLowerCase() === body.email.toLowerCase());
      if (!account || account.disabled || body.password !== staffDeskPassword) return fail(401, authMessages.invalidCredentials);
      account.lastSignInAt = now().toISOString();
      signedIn = userOf(account);
      return json({ user: signedIn });
    }),
    handle(endpoints.signOut, () => {
      signedIn = null;
      return json({ message: authMessages.signedOut });
    }),

    handle(endpoints.staffProfile, () => {
      const refused = refuse();
      if (refused) return refused;
      const own = settings.get(signedIn!.id) ?? { signature: '', notifyOnAssignment: true, notifyOnCustomerReply: true };
      return json({ profile: { ...signedIn!, ...own } });
    }),
    handle(endpoints.updateStaffProfile, ({ body }) => {
      const refused = refuse();
      if (refused) return refused;
      const { name, ...own } = body;
      signedIn = { ...signedIn!, name };
      const account = accounts.find((a) => a.id === signedIn!.id);
      if (account) account.name = name;
      settings.set(signedIn.id, own);
      return json({ profile: { ...signedIn, ...own } });
    }),

    handle(endpoints.listStaffAccounts, () => refuse('admin') ?? json({ users: accounts })),
    handle(endpoints.addStaffAccount, ({ body }) => {
      const refused = refuse('admin');
      if (refused) return refused;
      if (body.password.toLowerCase() === staffDeskCommonPassword) {
        return fail(400, invalidRequestMessage, { issues: [{ path: 'password', message: authMessages.commonPassword }] });
      }
      if (accounts.some((a) => a.email.toLowerCase() === body.email.toLowerCase())) return fail(409, authMessages.duplicateAccount);
      const account: StaffAccount = {
        id: crypto.randomUUID(),
        email: body.email,
        name: body.name,
        role: body.role,
        disabled: false,
        createdAt: now().toISOString(),
        lastSignInAt: null,
      };
      accounts.push(account);
      return json({ user: account }, 201);
    }),
    ...([
      [endpoints.disableStaffAccount, true],
      [endpoints.enableStaffAccount, false],
    ] as const).map(([endpoint, disabled]) =>
      handle(endpoint, ({ params }) => {
        const refused = refuse('admin');
        if (refused) return refused;
        if (disabled && params.id === signedIn!.id) return fail(409, authMessages.cannotDisableSelf);
        const account = accounts.find((a) => a.id === params.id);
        if (!account) return fail(404, authMessages.accountNotFound);
        account.disabled = disabled;
        return json({ user: account });
      }),
    ),
    handle(endpoints.resetStaffPassword, ({ params, body }) => {
      const refused = refuse('admin');
      if (refused) return refused;
      if (body.password.toLowerCase() === staffDeskCommonPassword) {
        return fail(400, invalidRequestMessage, { issues: [{ path: 'password', message: authMessages.commonPassword }] });
      }
      const account = accounts.find((a) => a.id === params.id);
      if (!account) return fail(404, authMessages.accountNotFound);
      return json({ user: account });
    }),

    handle(endpoints.listSavedReplies, () => {
      const refused = refuse();
      if (refused) return refused;
      return json({ replies: [...replies].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase())) });
    }),
    handle(endpoints.addSavedReply, ({ body }) => {
      const refused = refuse();
      if (refused) return refused;
      if (replies.some((r) => r.title.toLowerCase() === body.title.toLowerCase())) return fail(409, savedReplyMessages.duplicateTitle);
      const reply: SavedReply = { id: crypto.randomUUID(), ...body, updatedBy: signedIn!.name, updatedAt: now().toISOString() };
      replies.push(reply);
      return json({ reply }, 201);
    }),
    handle(endpoints.updateSavedReply, ({ params, body }) => {
      const refused = refuse();
      if (refused) return refused;
      const reply = replies.find((r) => r.id === params.id);
      if (!reply) return fail(404, savedReplyMessages.notFound);
      if (replies.some((r) => r.id !== reply.id && r.title.toLowerCase() === body.title.toLowerCase())) return fail(409, savedReplyMessages.duplicateTitle);
      Object.assign(reply, body, { updatedBy: signedIn!.name, updatedAt: now().toISOString() });
      return json({ reply });
    }),
    handle(endpoints.deleteSavedReply, ({ params }) => {
      const refused = refuse();
      if (refused) return refused;
      if (!replies.some((r) => r.id === params.id)) return fail(404, savedReplyMessages.notFound);
      replies = replies.filter((r) => r.id !== params.id);
      return json({ message: savedReplyMessages.deleted });
    }),

    // Before getTicket: `/api/tickets/:id` would take `counts` for an id.
    handle(endpoints.ticketCounts, () => {
      const refused = refuse();
      if (refused) return refused;
      const countOf = (view: TicketView) => tickets.filter((t) => inView(t, view)).length;
      const statusCount = (status: TicketStatus) => tickets.filter((t) => t.status === status).length;
      return json({
        total: tickets.length,
        views: { mine: countOf('mine'), unassigned: countOf('unassigned'), overdue: countOf('overdue'), open: countOf('open'), waiting: countOf('waiting'), resolved: countOf('resolved') },
        statuses: {
          open: statusCount('open'),
          'in-progress': statusCount('in-progress'),
          'waiting-for-response': statusCount('waiting-for-response'),
          resolved: statusCount('resolved'),
        },
      });
    }),
    handle(endpoints.ticketAssignees, () => refuse() ?? json({ people: assignable() })),
    handle(endpoints.listTickets, ({ query }) => {
      const refused = refuse();
      if (refused) return refused;
      const q = query.q?.toLowerCase();
      const matching = tickets
        .filter(
          (t) =>
            (!q || [t.customer, t.email, t.subject, t.reference].some((field) => field.toLowerCase().includes(q))) &&
            (!query.view || inView(t, query.view)) &&
            (!query.status || t.status === query.status) &&
            (!query.urgency || t.urgency === query.urgency),
        )
        .sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
      const start = (query.page - 1) * query.pageSize;
      const countOf = (status: TicketStatus) => tickets.filter((t) => t.status === status).length;
      return json({
        tickets: matching.slice(start, start + query.pageSize).map(publicTicket),
        total: matching.length,
        counts: {
          total: tickets.length,
          open: countOf('open'),
          inProgress: countOf('in-progress'),
          waitingForResponse: countOf('waiting-for-response'),
          resolved: countOf('resolved'),
        },
      });
    }),
    handle(endpoints.getTicket, ({ params }) => {
      const refused = refuse();
      if (refused) return refused;
      const ticket = findTicket(params.id);
      return ticket ? json({ ticket }) : fail(404, ticketMessages.notFound);
    }),
    handle(endpoints.createTicket, ({ body }) => {
      const refused = refuse();
      if (refused) return refused;
      created += 1;
      const at = now().toISOString();
      const ticket: DeskTicket = {
        id: crypto.randomUUID(),
        reference: `ORI-N3W0-7K3M-2HFA-${String(created).padStart(4, '0')}`,
        customer: body.name,
        email: body.email,
        language: 'en',
        subject: body.subject,
        message: body.message,
        urgency: body.urgency,
        status: 'open',
        assignedTo: null,
        assignee: null,
        createdAt: at,
        updatedAt: at,
        lastActivityAt: at,
        firstResponseAt: null,
        resolvedAt: null,
        responses: [],
        clientReplies: [],
        notes: [],
        events: [{ id: 1, actor: signedIn!.name, action: 'created', from: null, to: 'open', at }],
      };
      tickets.push(ticket);
      return json({ ticket: publicTicket(ticket) }, 201);
    }),
    handle(endpoints.setTicketStatus, ({ body }) =>
      changeTicket(body.id, (ticket, at) => {
        if (ticket.status === body.status) return;
        addEvent(ticket, 'status', ticket.status, body.status, at);
        setStatus(ticket, body.status, at);
        ticket.updatedAt = at;
        ticket.lastActivityAt = at;
      }),
    ),
    handle(endpoints.assignTicket, ({ body }) =>
      changeTicket(body.id, (ticket, at) => {
        if (ticket.assignedTo === body.assignedTo) return;
        addEvent(ticket, 'assigned', ticket.assignedTo, body.assignedTo, at);
        ticket.assignedTo = body.assignedTo;
        ticket.updatedAt = at;
      }),
    ),
    handle(endpoints.assignTicketToPerson, ({ body }) => {
      const refused = refuse();
      if (refused) return refused;
      const person = body.assigneeId === null ? null : assignable().find((p) => p.id === body.assigneeId);
      if (person === undefined) return fail(400, invalidRequestMessage, { issues: [{ path: 'assigneeId', message: ticketMessages.selectPerson }] });
      return changeTicket(body.id, (ticket, at) => {
        if ((ticket.assignee?.id ?? null) === (person?.id ?? null)) return;
        addEvent(ticket, 'assignee', ticket.assignee?.name ?? null, person?.name ?? null, at);
        ticket.assignee = person;
        ticket.updatedAt = at;
      });
    }),
    handle(endpoints.changeTicketsInBulk, ({ body }) => {
      const refused = refuse();
      if (refused) return refused;
      // All or nothing, as the server: every ticket and the person are checked before anything changes.
      const chosen = [...new Set(body.ids)].map((id) => findTicket(id));
      if (chosen.some((t) => t === undefined)) return fail(404, ticketMessages.notFound);
      const person = body.assigneeId === undefined || body.assigneeId === null ? null : assignable().find((p) => p.id === body.assigneeId);
      if (person === undefined) return fail(400, invalidRequestMessage, { issues: [{ path: 'assigneeId', message: ticketMessages.selectPerson }] });
      const at = now().toISOString();
      for (const ticket of chosen as DeskTicket[]) {
        if (body.status !== undefined && ticket.status !== body.status) {
          addEvent(ticket, 'status', ticket.status, body.status, at);
          setStatus(ticket, body.status, at);
          ticket.updatedAt = at;
          ticket.lastActivityAt = at;
        }
        if (body.assigneeId !== undefined && (ticket.assignee?.id ?? null) !== (person?.id ?? null)) {
          addEvent(ticket, 'assignee', ticket.assignee?.name ?? null, person?.name ?? null, at);
          ticket.assignee = person;
          ticket.updatedAt = at;
        }
      }
      return json({ tickets: (chosen as DeskTicket[]).map(publicTicket) });
    }),
    handle(endpoints.respondToTicket, ({ body }) => {
      // A colleague's response after the newest one the writer has read: 409, as the server answers.
      const meanwhile = body.lastSeenResponseAt
        ? findTicket(body.id)?.responses.find((r) => r.author !== signedIn?.name && Date.parse(r.date) > Date.parse(body.lastSeenResponseAt!))
        : undefined;
      if (signedIn && meanwhile) return fail(409, ticketMessages.answeredMeanwhile(meanwhile.author));
      return changeTicket(body.id, (ticket, at) => {
        // The agent's name comes from the session; `agent` in the body is ignored, as on the server.
        ticket.responses.push(entry(body.message, at));
        const to = statusAfterResponse(ticket.status);
        addEvent(ticket, 'response', ticket.status, to, at);
        if (to !== ticket.status) setStatus(ticket, to, at);
        ticket.firstResponseAt ??= at;
        ticket.updatedAt = at;
        ticket.lastActivityAt = at;
      });
    }),
    handle(endpoints.ticketReplying, ({ body }) => {
      const refused = refuse();
      if (refused) return refused;
      if (!findTicket(body.id)) return fail(404, ticketMessages.notFound);
      return json({ others: initial.replying[body.id] ?? [] });
    }),
    handle(endpoints.addTicketNote, ({ body }) =>
      changeTicket(body.id, (ticket, at) => {
        ticket.notes.push(entry(body.message, at));
        addEvent(ticket, 'note', null, null, at);
        ticket.updatedAt = at;
      }),
    ),
  ];

  return { handlers, reset, tickets: () => tickets, accounts: () => accounts, signedIn: () => signedIn };
}
