import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ticketReferenceAlphabet,
  ticketReferenceGroupLength,
  ticketReferenceGroups,
  ticketReferencePrefix,
  type ClientTicket,
  type Ticket,
  type TicketAction,
  type TicketEntry,
  type TicketEvent,
  type TicketMessageKind,
  type StaffPerson,
  type TicketCounts,
  type TicketList,
  type TicketStatus,
  type TicketUrgency,
  type TicketView,
  ticketTargets,
  ticketUrgencies,
} from '@orisun/api';
import type { SiteLanguage } from '@orisun/api/languages';
import type { Queryable } from './index.ts';
import { staffAccounts, ticketEntries, ticketEvents, tickets, ticketSignInLinks, type TicketEntryRow, type TicketEventRow, type TicketRow } from './schema.ts';


/**
 * A new reference: `ORI-` and 16 characters of Crockford's base 32 from 10 random bytes of node:crypto,
 * exactly 80 bits (5 bits a character), in groups of four.
 */
export function newTicketReference(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  const length = ticketReferenceGroups * ticketReferenceGroupLength;
  let characters = '';
  for (let i = length - 1; i >= 0; i -= 1) characters += ticketReferenceAlphabet[Number((bits >> BigInt(i * 5)) & 31n)];
  const groups = characters.match(new RegExp(`.{${ticketReferenceGroupLength}}`, 'g')) ?? [];
  return [ticketReferencePrefix, ...groups].join('-');
}

/** Who did something to a ticket: a staff account (id and name), or the customer. */
export type TicketActor = { kind: 'staff'; id: string; name: string } | { kind: 'customer'; name: string };

const actorId = (actor: TicketActor) => (actor.kind === 'staff' ? actor.id : 'customer');

export interface NewTicket {
  name: string;
  email: string;
  subject: string;
  message: string;
  urgency: TicketUrgency;
  /** The language it was written in (its page's): the ticket's mails to the customer are in it. English by default. */
  language?: SiteLanguage;
}

/** Stores a ticket under a fresh reference (another one on the rare collision) and its `created` event. */
export async function insertTicket(tx: Queryable, ticket: NewTicket, at: Date, actor: TicketActor, reference = newTicketReference): Promise<TicketRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(tickets)
      .values({
        reference: reference(),
        customerName: ticket.name,
        email: ticket.email,
        emailLower: ticket.email.toLowerCase(),
        subject: ticket.subject,
        message: ticket.message,
        urgency: ticket.urgency,
        language: ticket.language ?? 'en',
        status: 'open',
        createdAt: at,
        updatedAt: at,
        lastActivityAt: at,
      })
      // The unique index decides; a taken reference inserts nothing and another is drawn.
      .onConflictDoNothing({ target: tickets.reference })
      .returning();
    if (row) {
      await addTicketEvent(tx, row.id, actor, 'created', null, 'open', at);
      return row;
    }
  }
  throw new Error('Could not find a free ticket reference');
}

export async function addTicketEvent(
  tx: Queryable,
  ticketId: string,
  actor: TicketActor,
  action: TicketAction,
  fromValue: string | null,
  toValue: string | null,
  at: Date,
): Promise<void> {
  await tx.insert(ticketEvents).values({ ticketId, actor: actorId(actor), actorName: actor.name, action, fromValue, toValue, at });
}

export async function addTicketEntry(tx: Queryable, ticketId: string, kind: TicketMessageKind, actor: TicketActor, body: string, at: Date): Promise<TicketEntryRow> {
  const [row] = await tx
    .insert(ticketEntries)
    .values({ ticketId, kind, authorName: actor.name, staffAccountId: actor.kind === 'staff' ? actor.id : null, body, createdAt: at })
    .returning();
  if (!row) throw new Error('The ticket message was not stored');
  return row;
}

export async function findTicketByReference(db: Queryable, reference: string, emailLower: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.reference, reference), eq(tickets.emailLower, emailLower)))
    .limit(1);
  return row;
}

/** A ticket by id; with `emailLower`, only when it is that customer's (else undefined, as if it did not exist). */
export async function findTicket(db: Queryable, id: string, emailLower?: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), emailLower === undefined ? undefined : eq(tickets.emailLower, emailLower)))
    .limit(1);
  return row;
}

/** Locks the ticket row for the rest of the transaction (two changes at once do not lose one). */
export async function lockTicket(tx: Queryable, id: string): Promise<TicketRow | undefined> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update').limit(1);
  return row;
}

export async function updateTicket(tx: Queryable, id: string, changes: Partial<Omit<TicketRow, 'id' | 'reference'>>): Promise<TicketRow> {
  const [row] = await tx.update(tickets).set(changes).where(eq(tickets.id, id)).returning();
  if (!row) throw new Error('The ticket was not updated');
  return row;
}

/** The entries of the given tickets of `kinds`, oldest first. */
async function entriesOf(db: Queryable, ticketIds: string[], kinds: readonly TicketMessageKind[]): Promise<TicketEntryRow[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select()
    .from(ticketEntries)
    .where(and(inArray(ticketEntries.ticketId, ticketIds), inArray(ticketEntries.kind, [...kinds])))
    .orderBy(asc(ticketEntries.createdAt), asc(ticketEntries.id));
}

const iso = (date: Date) => date.toISOString();
const entryOf = (row: TicketEntryRow): TicketEntry => ({ id: row.id, author: row.authorName, message: row.body, date: iso(row.createdAt) });
const ofKind = (rows: TicketEntryRow[], ticketId: string, kind: TicketMessageKind) =>
  rows.filter((r) => r.ticketId === ticketId && r.kind === kind).map(entryOf);

/** The people assigned to the given tickets, by account id. */
async function assigneesOf(db: Queryable, rows: TicketRow[]): Promise<Map<string, StaffPerson>> {
  const ids = [...new Set(rows.flatMap((r) => (r.assignedStaffId ? [r.assignedStaffId] : [])))];
  if (ids.length === 0) return new Map();
  const people = await db.select({ id: staffAccounts.id, name: staffAccounts.name }).from(staffAccounts).where(inArray(staffAccounts.id, ids));
  return new Map(people.map((p) => [p.id, p]));
}

function staffTicketOf(row: TicketRow, entries: TicketEntryRow[], people: Map<string, StaffPerson>): Ticket {
  return {
    id: row.id,
    reference: row.reference,
    customer: row.customerName,
    email: row.email,
    subject: row.subject,
    message: row.message,
    urgency: row.urgency,
    status: row.status,
    language: row.language,
    assignedTo: row.assignedTo,
    assignee: row.assignedStaffId ? (people.get(row.assignedStaffId) ?? null) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    lastActivityAt: iso(row.lastActivityAt),
    firstResponseAt: row.firstResponseAt ? iso(row.firstResponseAt) : null,
    resolvedAt: row.resolvedAt ? iso(row.resolvedAt) : null,
    responses: ofKind(entries, row.id, 'response'),
    clientReplies: ofKind(entries, row.id, 'reply'),
  };
}

/** Tickets as staff see them (responses and customer replies; notes only in `ticketDetail`). */
export async function staffTickets(db: Queryable, rows: TicketRow[]): Promise<Ticket[]> {
  const entries = await entriesOf(
    db,
    rows.map((r) => r.id),
    ['response', 'reply'],
  );
  const people = await assigneesOf(db, rows);
  return rows.map((row) => staffTicketOf(row, entries, people));
}

/** One ticket with its internal notes and its audit trail (oldest first). */
export async function ticketDetail(db: Queryable, row: TicketRow) {
  const entries = await entriesOf(db, [row.id], ['response', 'reply', 'note']);
  const events: TicketEventRow[] = await db
    .select()
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, row.id))
    .orderBy(asc(ticketEvents.at), asc(ticketEvents.id));
  return {
    ...staffTicketOf(row, entries, await assigneesOf(db, [row])),
    notes: ofKind(entries, row.id, 'note'),
    events: events.map(
      (e): TicketEvent => ({ id: e.id, actor: e.actor === 'customer' ? 'customer' : e.actorName, action: e.action, from: e.fromValue, to: e.toValue, at: iso(e.at) }),
    ),
  };
}

/** Every ticket of one customer (or only `onlyTicketId`, for a limited session), newest activity first, as the customer sees them (never a note). */
export async function customerTickets(db: Queryable, emailLower: string, onlyTicketId: string | null = null): Promise<ClientTicket[]> {
  const rows = await db
    .select()
    .from(tickets)
    .where(onlyTicketId === null ? eq(tickets.emailLower, emailLower) : and(eq(tickets.emailLower, emailLower), eq(tickets.id, onlyTicketId)))
    .orderBy(desc(tickets.lastActivityAt), desc(tickets.createdAt))
    .limit(500);
  const entries = await entriesOf(
    db,
    rows.map((r) => r.id),
    ['response', 'reply'],
  );
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    subject: row.subject,
    message: row.message,
    urgency: row.urgency,
    createdAt: iso(row.createdAt),
    status: row.status,
    responses: ofKind(entries, row.id, 'response'),
    clientReplies: ofKind(entries, row.id, 'reply'),
  }));
}

/** `%`, `_` and `\` typed in a search are matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The staff search: the text in the customer's name, the e-mail address, the subject or the reference, ignoring case.
 * The four fields joined must hold it too (they do whenever one does): that is what the trigram index
 * `tickets_search_idx` answers, so a search reads the tickets that may match instead of every ticket.
 */
function searchCondition(pattern: SQLWrapper): SQL {
  const joined = sql`(${tickets.customerName} || ' ' || ${tickets.email} || ' ' || ${tickets.subject} || ' ' || ${tickets.reference})`;
  return and(
    sql`${joined} ilike ${pattern}`,
    or(ilike(tickets.customerName, pattern), ilike(tickets.email, pattern), ilike(tickets.subject, pattern), ilike(tickets.reference, pattern)),
  )!;
}

export interface TicketFilter {
  page: number;
  pageSize: number;
  q?: string | undefined;
  status?: TicketStatus | undefined;
  urgency?: TicketUrgency | undefined;
  view?: TicketView | undefined;
}

/**
 * The condition of one of the desk's views (`ticketViews` of `@orisun/api`) for the staff member `staffId`: `mine` and
 * `unassigned` are not resolved with or without a person assigned, `open` (All open) is every ticket not resolved.
 */
function viewCondition(view: TicketView, staffId: SQLWrapper, now: SQLWrapper): SQL {
  const notResolved = unresolved;
  switch (view) {
    case 'overdue':
      return and(notResolved, overdueCondition(now))!;
    case 'mine':
      return and(notResolved, eq(tickets.assignedStaffId, staffId))!;
    case 'unassigned':
      return and(notResolved, isNull(tickets.assignedStaffId))!;
    case 'open':
      return notResolved;
    case 'waiting':
      return eq(tickets.status, 'waiting-for-response');
    case 'resolved':
      return eq(tickets.status, 'resolved');
  }
}

/**
 * Not resolved, written as a constant (not a parameter) so that the planner can use the partial index
 * `tickets_unresolved_list_idx`, whose predicate is this same text.
 */
const unresolved = sql`${tickets.status} <> 'resolved'`;

/** A target of `ticketTargets` for the ticket's urgency, as SQL (whole hours, from the code, never from a request). */
const targetHours = (target: 'firstResponseHours' | 'resolutionHours') =>
  sql.raw(`case urgency ${ticketUrgencies.map((u) => `when '${u}' then ${Math.trunc(ticketTargets[u][target])}`).join(' ')} end`);

/**
 * Past a promised time at `now` (`ticketOverdue` of `@orisun/api`, in SQL; a placeholder of an ISO 8601 time): no first
 * response after its hours, or not resolved after the resolution hours (the caller adds "not resolved").
 */
function overdueCondition(now: SQLWrapper): SQL {
  const at = sql`${now}::timestamptz`;
  return or(
    and(isNull(tickets.firstResponseAt), sql`${tickets.createdAt} + make_interval(hours => ${targetHours('firstResponseHours')}) < ${at}`),
    sql`${tickets.createdAt} + make_interval(hours => ${targetHours('resolutionHours')}) < ${at}`,
  )!;
}

/**
 * Every view's count for `staffId` and one per status, in one query (one snapshot), so they add up: the statuses sum
 * to `total`, `mine` + the others' + `unassigned` = `open`, and `open` + `resolved` = `total`.
 */
export async function ticketCounts(db: Queryable, staffId: string, now: Date): Promise<TicketCounts> {
  const [row] = await preparedOf(db, 'counts', () => {
    const where = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
    const status = (value: TicketStatus) => where(eq(tickets.status, value));
    // Only the unresolved tickets are read row by row (the partial index holds them); every view but Resolved is among
    // them, and Resolved is the rest of the total. One statement, so one snapshot: they still add up.
    return db
      .select({
        total: sql<number>`(select count(*) from ${tickets})`.mapWith(Number),
        mine: where(eq(tickets.assignedStaffId, sql.placeholder('staffId'))),
        unassigned: where(isNull(tickets.assignedStaffId)),
        overdue: where(overdueCondition(sql.placeholder('now'))),
        open: status('open'),
        inProgress: status('in-progress'),
        waiting: status('waiting-for-response'),
      })
      .from(tickets)
      .where(unresolved)
      .prepare(unnamed);
  }).execute({ staffId, now: now.toISOString() });
  const n = { total: 0, mine: 0, unassigned: 0, overdue: 0, open: 0, inProgress: 0, waiting: 0, ...row };
  const resolved = n.total - n.open - n.inProgress - n.waiting;
  return {
    total: n.total,
    views: { mine: n.mine, unassigned: n.unassigned, overdue: n.overdue, open: n.open + n.inProgress + n.waiting, waiting: n.waiting, resolved },
    statuses: { open: n.open, 'in-progress': n.inProgress, 'waiting-for-response': n.waiting, resolved },
  };
}

/** The people a ticket can be assigned to: active staff accounts, by name. */
export async function assignablePeople(db: Queryable): Promise<StaffPerson[]> {
  return db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.disabled, false))
    .orderBy(asc(staffAccounts.name), asc(staffAccounts.id));
}

/** An active staff account by id (someone a ticket can be assigned to), or undefined. */
export async function findAssignable(db: Queryable, id: string): Promise<StaffPerson | undefined> {
  const [row] = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, id), eq(staffAccounts.disabled, false)))
    .limit(1);
  return row;
}

/** A staff account's id and name, disabled or not (who a ticket was assigned to), or undefined. */
export async function findPerson(db: Queryable, id: string): Promise<StaffPerson | undefined> {
  const [row] = await db.select({ id: staffAccounts.id, name: staffAccounts.name }).from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row;
}

/**
 * Unnamed: drizzle builds the statement's text once and keeps it, and PostgreSQL still plans each execution with its
 * values (a named statement could switch to a generic plan, which cannot tell whether a search can use its index).
 */
const unnamed = undefined as unknown as string;

/** Queries built once per database and kept (building a query costs more CPU than PostgreSQL spends running these). */
const prepared = new WeakMap<Queryable, Map<string, unknown>>();

function preparedOf<T>(db: Queryable, key: string, build: () => T): T {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = new Map()));
  let query = queries.get(key) as T | undefined;
  if (query === undefined) queries.set(key, (query = build()));
  return query;
}

/** The staff list's order: newest activity first (`tickets_list_idx` and the other list indexes hold it). */
const listOrder = [desc(tickets.lastActivityAt), desc(tickets.createdAt), asc(tickets.id)];

/** A ticket's responses and customer replies as a JSON array, oldest first, read in the list's own statement. */
const listEntries = sql<{ id: string; kind: TicketMessageKind; author: string; message: string; date: string }[]>`(
  select coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind, 'author', m.author_name, 'message', m.body, 'date', m.created_at) order by m.created_at, m.id), '[]'::json)
  from ${ticketEntries} m where m.ticket_id = ${tickets.id} and m.kind in ('response', 'reply'))`;

/**
 * One page of tickets for the staff list, newest activity first; `total` that match; counters over all tickets.
 *
 * Two statements. The page: its ids are found first (an index-only scan of the view's index, so a deep page's OFFSET
 * steps over index entries and not rows), then only those rows are read, with the assignee's name and the responses
 * and replies (no query per ticket). The counts: how many match, and the counters by status, where only unresolved
 * rows are read (resolved = total - the rest), in one snapshot.
 */
export async function listTickets(db: Queryable, filter: TicketFilter, staffId: string, now: Date): Promise<TicketList> {
  const shape = { view: filter.view, q: Boolean(filter.q), status: filter.status !== undefined, urgency: filter.urgency !== undefined };
  const { page: pageQuery, counts: countsQuery } = preparedOf(db, `list:${shape.view ?? ''}:${shape.q}:${shape.status}:${shape.urgency}`, () => {
    const conditions: (SQL | undefined)[] = [];
    if (shape.view) conditions.push(viewCondition(shape.view, sql.placeholder('staffId'), sql.placeholder('now')));
    if (shape.q) conditions.push(searchCondition(sql.placeholder('pattern')));
    if (shape.status) conditions.push(eq(tickets.status, sql.placeholder('status')));
    if (shape.urgency) conditions.push(eq(tickets.urgency, sql.placeholder('urgency')));
    const where = and(...conditions);
    const page = db
      .select({ pageId: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...listOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const number = (query: SQL) => sql<number>`${query}`.mapWith(Number);
    const countOf = (value: TicketStatus) => number(sql`count(*) filter (where ${tickets.status} = ${value})`);
    return {
      page: db
        .select({ ticket: tickets, assigneeName: staffAccounts.name, entries: listEntries })
        .from(page)
        .innerJoin(tickets, eq(tickets.id, page.pageId))
        .leftJoin(staffAccounts, eq(staffAccounts.id, tickets.assignedStaffId))
        .orderBy(...listOrder)
        .prepare(unnamed),
      counts: db
        .select({
          total: number(sql`(select count(*) from ${tickets})`),
          matching: where ? number(sql`(select count(*) from ${tickets} where ${where})`) : number(sql`null`),
          open: countOf('open'),
          inProgress: countOf('in-progress'),
          waiting: countOf('waiting-for-response'),
        })
        .from(tickets)
        .where(unresolved)
        .prepare(unnamed),
    };
  });
  const values = {
    staffId,
    now: now.toISOString(),
    pattern: filter.q ? likePattern(filter.q) : '',
    status: filter.status ?? '',
    urgency: filter.urgency ?? '',
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  };
  const rows = await pageQuery.execute(values);
  const [counted] = await countsQuery.execute(values);
  const where = shape.view !== undefined || shape.q || shape.status || shape.urgency;
  const n = { total: 0, matching: 0, open: 0, inProgress: 0, waiting: 0, ...counted };
  return {
    tickets: rows.map(({ ticket, assigneeName, entries }) => {
      const entryOf = (e: (typeof entries)[number]): TicketEntry => ({ id: e.id, author: e.author, message: e.message, date: iso(new Date(e.date)) });
      return {
        ...staffTicketOf(ticket, [], new Map(ticket.assignedStaffId && assigneeName !== null ? [[ticket.assignedStaffId, { id: ticket.assignedStaffId, name: assigneeName }]] : [])),
        responses: entries.filter((e) => e.kind === 'response').map(entryOf),
        clientReplies: entries.filter((e) => e.kind === 'reply').map(entryOf),
      };
    }),
    total: where ? n.matching : n.total,
    counts: {
      total: n.total,
      open: n.open,
      inProgress: n.inProgress,
      waitingForResponse: n.waiting,
      resolved: n.total - n.open - n.inProgress - n.waiting,
    },
  };
}

/** How long a one-time sign-in link works. */
export const signInLinkLifetimeMs = 7 * 24 * 60 * 60_000;

const hashLinkSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Makes a one-time sign-in link for a customer: the secret for the mail (only its hash is stored). */
export async function createSignInLink(tx: Queryable, emailLower: string, at: Date): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await tx.insert(ticketSignInLinks).values({
    secretHash: hashLinkSecret(secret),
    emailLower,
    createdAt: at,
    expiresAt: new Date(at.getTime() + signInLinkLifetimeMs),
  });
  return secret;
}

/**
 * Uses a sign-in link: the customer's e-mail when it is unused and unexpired (it is then used), else
 * undefined. One UPDATE decides, so two requests with the same link cannot both get in.
 */
export async function consumeSignInLink(db: Queryable, secret: string, at: Date): Promise<string | undefined> {
  const [row] = await db
    .update(ticketSignInLinks)
    .set({ usedAt: at })
    .where(and(eq(ticketSignInLinks.secretHash, hashLinkSecret(secret)), isNull(ticketSignInLinks.usedAt), gt(ticketSignInLinks.expiresAt, at)))
    .returning({ emailLower: ticketSignInLinks.emailLower });
  return row?.emailLower;
}
