import { z } from '../zod.ts';
import { siteLanguages } from '../languages.ts';
import { saying } from '../messages/index.ts';
import { emailAddressSchema, honeypotSchema, requiredLine, requiredText, searchText, textPatterns } from './forms.ts';
import { ticketAttachmentSchema, ticketAttachmentsFormSchema } from './ticketAttachments.ts';

/**
 * The support desk: the support form (`POST /support-form`), the customer ticket page (`/api/ticket-auth`,
 * `/api/client-tickets`, `/api/client-reply`) and the staff dashboard (`/api/tickets*`). Paths and payloads
 * are the original spec's (docs/adr/0019-http-api-paths-and-errors.md; docs/product.md §4.4 and §4.5); what the spec leaves open (ids, notes, the audit trail, pagination) is ours.
 */

export const ticketUrgencies = ['low', 'medium', 'high'] as const;
export type TicketUrgency = (typeof ticketUrgencies)[number];

/** `waiting-for-response` is shown on the customer page (purple); staff set the other three from the dashboard. */
export const ticketStatuses = ['open', 'in-progress', 'waiting-for-response', 'resolved'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketTeams = ['Support Team', 'Technical Team', 'Billing Team', 'Product Team'] as const;
export type TicketTeam = (typeof ticketTeams)[number];

export const ticketMessageKinds = ['response', 'reply', 'note'] as const;
export type TicketMessageKind = (typeof ticketMessageKinds)[number];

/** `assigned`: the team changed; `assignee`: the person (from and to are the people's names then). */
/**
 * The staff desk's views of the tickets: `mine` (not resolved, assigned to the caller), `unassigned` (not resolved,
 * no person assigned; a team may be), `overdue` (not resolved and past a promised time: `ticketTargets`), `open` (All
 * open: every ticket not resolved), `waiting` (waiting for response), `resolved`.
 */
export const ticketViews = ['mine', 'unassigned', 'overdue', 'open', 'waiting', 'resolved'] as const;
export type TicketView = (typeof ticketViews)[number];

export const ticketActions = ['created', 'assigned', 'assignee', 'status', 'response', 'note', 'reply'] as const;
export type TicketAction = (typeof ticketActions)[number];

export const ticketMessages = {
  invalidCredentials: 'Invalid email or ticket ID',
  authenticated: 'Authenticated Successfully',
  invalidLink: 'This sign-in link is not valid any more. Sign in with your e-mail and ticket ID.',
  signedOut: 'You are signed out.',
  signInRequired: 'Please sign in with your e-mail and ticket ID.',
  notFound: 'There is no such ticket.',
  selectTeam: 'Please select a team to assign',
  selectPerson: 'Choose an active staff member to assign.',
  chooseView: 'Choose a view: mine, unassigned, open, waiting or resolved.',
  emptyResponse: 'Response cannot be empty',
  /** A response sent while a colleague's answer arrived (409): read theirs first. */
  answeredMeanwhile: (name: string) => `${name} answered this ticket while you were writing. Read their answer, then send yours again if it still helps.`,
  replySent: 'Reply Successfully Sent',
  tooManyAttempts: (seconds: number) => `Too many attempts. Please wait ${seconds} seconds and try again.`,
} as const;

/**
 * Ticket references: `ORI-` and four groups of four characters of Crockford's base 32 (no I, L, O, U), 80
 * random bits made by the server. Read over the phone, typed in any case, with or without spaces and hyphens;
 * O is read as 0 and I or L as 1.
 */
export const ticketReferencePrefix = 'ORI';
export const ticketReferenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ticketReferenceGroups = 4;
export const ticketReferenceGroupLength = 4;
export const ticketReferencePattern = /^ORI(?:-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/** The canonical form of a typed reference (`ori 7k3m 9qxd 2hfa 0000` -> `ORI-7K3M-9QXD-2HFA-0000`), or undefined. */
export function normalizeTicketReference(typed: string): string | undefined {
  if (typed.length > 64) return undefined;
  let compact = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (compact.startsWith(ticketReferencePrefix)) compact = compact.slice(ticketReferencePrefix.length);
  compact = compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  const length = ticketReferenceGroups * ticketReferenceGroupLength;
  if (compact.length !== length || [...compact].some((c) => !ticketReferenceAlphabet.includes(c))) return undefined;
  const groups = compact.match(new RegExp(`.{${ticketReferenceGroupLength}}`, 'g')) ?? [];
  return [ticketReferencePrefix, ...groups].join('-');
}

/** The reference field of a form: one line; whether it names a ticket is the server's question. */
const referenceText = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(64, message));

/** `POST /support-form` (the spec's SupportRequest). `ticket`: a reference from an earlier submission (optional). */
export const supportRequestSchema = z.object({
  name: requiredLine('yourName', 100),
  email: emailAddressSchema,
  subject: requiredLine('subject', 200),
  message: requiredText('description', 5000),
  urgency: z._default(z.enum(ticketUrgencies, saying((m) => m.chooseUrgency)), 'medium'),
  ticket: z.optional(z.string().check(z.maxLength(64, saying((m) => m.ticketReference)))),
  website: honeypotSchema,
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;

/** The support form as it holds its values: the request plus the chosen files (sent as multipart when there are any). */
export const supportFormSchema = z.extend(supportRequestSchema, { attachments: ticketAttachmentsFormSchema });
export type SupportFormInput = z.input<typeof supportFormSchema>;
export type SupportFormValues = z.output<typeof supportFormSchema>;
export type SupportRequest = z.output<typeof supportRequestSchema>;

/** The answer of `POST /support-form`: the ticket's reference (a new ticket's, or the one the message joined). */
export const supportAcceptedSchema = z.object({ ticket: z.string().check(z.minLength(1)) });
export type SupportAccepted = z.infer<typeof supportAcceptedSchema>;

/** `POST /api/ticket-auth`. */
export const ticketAuthSchema = z.object({
  email: emailAddressSchema,
  ticketId: referenceText('Enter your ticket ID.'),
});
export type TicketAuth = z.infer<typeof ticketAuthSchema>;

/** `POST /api/ticket-auth/link`: the secret of the one-time link mailed to the customer. */
export const ticketLinkSchema = z.object({
  link: z.string({ error: 'The sign-in link is missing.' }).check(z.minLength(1, 'The sign-in link is missing.'), z.maxLength(200, 'This sign-in link is not valid.')),
});
export type TicketLink = z.infer<typeof ticketLinkSchema>;

/** The answer of a customer sign-in: the address the session is for. */
export const ticketSignedInSchema = z.object({ message: z.string(), email: z.string() });
export type TicketSignedIn = z.infer<typeof ticketSignedInSchema>;

/** `email` of the customer calls is the spec's; it is accepted and ignored (the session decides). */
const ignoredEmail = z.optional(z.string().check(z.maxLength(1000)));

/** `POST /api/client-tickets`. */
export const clientTicketsRequestSchema = z.object({ email: ignoredEmail });

/** `POST /api/client-reply`. */
export const clientReplySchema = z.object({
  id: z.uuid({ error: ticketMessages.notFound }),
  email: ignoredEmail,
  reply: requiredText('yourReply', 5000),
});
export type ClientReply = z.infer<typeof clientReplySchema>;

/** The customer's reply form: the reply plus the chosen files. */
export const clientReplyFormSchema = z.extend(clientReplySchema, { attachments: ticketAttachmentsFormSchema });
export type ClientReplyForm = z.output<typeof clientReplyFormSchema>;

const isoTime = z.iso.datetime({ offset: true });

/** A staff response or a customer reply, as the spec names its fields. */
export const ticketEntrySchema = z.object({
  id: z.uuid(),
  author: z.string(),
  message: z.string(),
  date: isoTime,
  /** The files sent with it (absent or empty: none). */
  attachments: z.optional(z.array(ticketAttachmentSchema)),
});
export type TicketEntry = z.infer<typeof ticketEntrySchema>;

/** A ticket as its customer sees it: never an internal note, a team or a staff account. */
export const clientTicketSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  subject: z.string(),
  message: z.string(),
  urgency: z.enum(ticketUrgencies),
  createdAt: isoTime,
  status: z.enum(ticketStatuses),
  responses: z.array(ticketEntrySchema),
  clientReplies: z.array(ticketEntrySchema),
  /** The files sent with the first message (absent or empty: none). */
  attachments: z.optional(z.array(ticketAttachmentSchema)),
});
export type ClientTicket = z.infer<typeof clientTicketSchema>;

/** The answer of `POST /api/client-tickets`: the address the session is for (shown on the page), and its tickets. */
export const clientTicketListSchema = z.object({
  email: z.string(),
  tickets: z.array(clientTicketSchema),
  /**
   * True for a session limited to one ticket (started by the support form for the ticket just written): `tickets`
   * holds only that one, and the page offers the full sign-in for the others.
   */
  limited: z.boolean(),
});
export type ClientTicketList = z.infer<typeof clientTicketListSchema>;

/**
 * What `POST /api/client-tickets` answers: a `ClientTicketList`, or `{ email: null, tickets: [], limited: false }` when no customer is
 * signed in (a 200 either way: the page's session check is no failed request in the browser's console).
 */
export const clientTicketsAnswerSchema = z.object({ email: z.nullable(z.string()), tickets: z.array(clientTicketSchema), limited: z.boolean() });
export type ClientTicketsAnswer = z.infer<typeof clientTicketsAnswerSchema>;

/** A staff member a ticket can be assigned to: an active account's id and name. */
export const staffPersonSchema = z.object({ id: z.uuid(), name: z.string() });
export type StaffPerson = z.infer<typeof staffPersonSchema>;

/** A ticket on the staff dashboard (the spec's Ticket, plus times). */
export const ticketSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  customer: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  urgency: z.enum(ticketUrgencies),
  status: z.enum(ticketStatuses),
  /** The language the customer opened it in (their page's; a mail's, the one it was written in): its mails to them are in it. */
  language: z.enum(siteLanguages),
  assignedTo: z.nullable(z.enum(ticketTeams)),
  /** The staff member working it (beside the team), or nobody. */
  assignee: z.nullable(staffPersonSchema),
  createdAt: isoTime,
  updatedAt: isoTime,
  lastActivityAt: isoTime,
  firstResponseAt: z.nullable(isoTime),
  resolvedAt: z.nullable(isoTime),
  responses: z.array(ticketEntrySchema),
  clientReplies: z.array(ticketEntrySchema),
  /** The files sent with the first message (absent or empty: none). */
  attachments: z.optional(z.array(ticketAttachmentSchema)),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** One row of a ticket's audit trail. `actor`: the staff member's name, or `customer`. */
export const ticketEventSchema = z.object({
  id: z.int(),
  actor: z.string(),
  action: z.enum(ticketActions),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  at: isoTime,
});
export type TicketEvent = z.infer<typeof ticketEventSchema>;

/** `GET /api/tickets/:id`: the ticket with its internal notes and audit trail. */
export const ticketDetailSchema = z.object({
  ticket: z.extend(ticketSchema, { notes: z.array(ticketEntrySchema), events: z.array(ticketEventSchema) }),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** The answer of every staff change: the ticket as it is now. */
export const ticketResultSchema = z.object({ ticket: ticketSchema });
export type TicketResult = z.infer<typeof ticketResultSchema>;

export const ticketPageSizeMax = 100;

const pageSizeMessage = `Choose a page size from 1 to ${ticketPageSizeMax}.`;

/** `GET /api/tickets` query: a page of the tickets that match, newest activity first. */
export const ticketListQuerySchema = z.object({
  page: z._default(
    z.coerce.number({ error: 'Enter a page number.' }).check(z.int('Enter a page number.'), z.gte(1, 'Enter a page number.'), z.lte(100_000, 'Enter a page number.')),
    1,
  ),
  pageSize: z._default(
    z.coerce.number({ error: pageSizeMessage }).check(z.int(pageSizeMessage), z.gte(1, pageSizeMessage), z.lte(ticketPageSizeMax, pageSizeMessage)),
    20,
  ),
  q: searchText(),
  status: z.optional(z.enum(ticketStatuses, { error: 'Choose a status.' })),
  urgency: z.optional(z.enum(ticketUrgencies, { error: 'Choose an urgency.' })),
  /** One of the desk's views (`ticketViews`); with `status`, both apply. */
  view: z.optional(z.enum(ticketViews, { error: ticketMessages.chooseView })),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/** The answer of `GET /api/tickets`: one page, how many match (`total`), and the dashboard's counters (all tickets). */
export const ticketListSchema = z.object({
  tickets: z.array(ticketSchema),
  total: z.int(),
  counts: z.object({ total: z.int(), open: z.int(), inProgress: z.int(), waitingForResponse: z.int(), resolved: z.int() }),
});
export type TicketList = z.infer<typeof ticketListSchema>;

/**
 * `GET /api/tickets/counts`: every view's count and one per status, counted in one query at one moment, so they add up:
 * the four status counts sum to `total`; `open` (All open) is every ticket not resolved (open, in progress and waiting
 * for response); `mine` and `unassigned` split the not-resolved tickets by whether a person (not a team) works them
 * (`mine` is the caller's only); `waiting` is waiting for response and `resolved` resolved.
 */
export const ticketCountsSchema = z.object({
  total: z.int(),
  views: z.object({ mine: z.int(), unassigned: z.int(), overdue: z.int(), open: z.int(), waiting: z.int(), resolved: z.int() }),
  statuses: z.object({ open: z.int(), 'in-progress': z.int(), 'waiting-for-response': z.int(), resolved: z.int() }),
});
export type TicketCounts = z.infer<typeof ticketCountsSchema>;

/** `GET /api/tickets/assignees`: the people a ticket can be assigned to (active staff accounts), by name. */
export const ticketAssigneesSchema = z.object({ people: z.array(staffPersonSchema) });
export type TicketAssignees = z.infer<typeof ticketAssigneesSchema>;

const ticketId = z.uuid({ error: ticketMessages.notFound });

export const ticketParamsSchema = z.object({ id: ticketId });

/** `POST /api/tickets/status`. */
export const ticketStatusChangeSchema = z.object({ id: ticketId, status: z.enum(ticketStatuses, { error: 'Choose a status.' }) });
export type TicketStatusChange = z.infer<typeof ticketStatusChangeSchema>;

/** `POST /api/tickets/assign`. */
export const ticketAssignSchema = z.object({ id: ticketId, assignedTo: z.enum(ticketTeams, { error: ticketMessages.selectTeam }) });
export type TicketAssign = z.infer<typeof ticketAssignSchema>;

/** `POST /api/tickets/assignee`: a person to work the ticket (an active staff account; one's own id is "assign to me"), or `null` for nobody. */
export const ticketAssigneeChangeSchema = z.object({
  id: ticketId,
  assigneeId: z.nullable(z.uuid({ error: ticketMessages.selectPerson })),
});
export type TicketAssigneeChange = z.infer<typeof ticketAssigneeChangeSchema>;

/** The most tickets one bulk change may name. */
export const ticketBulkMax = 100;

export const ticketBulkMessages = {
  chooseTickets: 'Choose at least one ticket.',
  tooMany: `Choose at most ${ticketBulkMax} tickets at once.`,
  oneChange: 'Choose either a status or a person to assign, not both.',
  noChange: 'Choose a status or a person to assign.',
} as const;

/**
 * `POST /api/tickets/bulk`: one change to several tickets at once (the list's selection): a status, or a person to
 * assign (`null`: nobody). All or nothing: an unknown ticket or person changes none of them.
 */
export const ticketBulkChangeSchema = z
  .object({
    ids: z
      .array(ticketId, { error: ticketBulkMessages.chooseTickets })
      .check(z.minLength(1, ticketBulkMessages.chooseTickets), z.maxLength(ticketBulkMax, ticketBulkMessages.tooMany)),
    status: z.optional(ticketStatusChangeSchema.shape.status),
    assigneeId: z.optional(ticketAssigneeChangeSchema.shape.assigneeId),
  })
  .check(
    z.superRefine((change, context) => {
      const status = change.status !== undefined;
      const assignee = change.assigneeId !== undefined;
      if (status && assignee) context.addIssue({ code: 'custom', path: ['assigneeId'], message: ticketBulkMessages.oneChange });
      if (!status && !assignee) context.addIssue({ code: 'custom', path: ['status'], message: ticketBulkMessages.noChange });
    }),
  );
export type TicketBulkChange = z.infer<typeof ticketBulkChangeSchema>;

/** Its answer: the tickets as they are now, in the order asked. */
export const ticketBulkResultSchema = z.object({ tickets: z.array(ticketSchema) });
export type TicketBulkResult = z.infer<typeof ticketBulkResultSchema>;

/** Staff text (a response or a note): trimmed, non-blank, no control characters. */
const staffText = (empty: string) =>
  z.string({ error: empty }).check(
    z.trim(),
    z.minLength(1, { error: empty, abort: true }),
    z.maxLength(10_000, { error: 'Keep it under 10001 characters.', abort: true }),
    z.regex(textPatterns.textWithText, 'Remove the special characters.'),
  );

/**
 * `POST /api/tickets/response`. `agent` is the spec's; the name is taken from the session. `lastSeenResponseAt`: the
 * newest response the writer has on screen (absent when none): a colleague's response after it is a 409, so two agents
 * do not answer the same customer twice without knowing.
 */
export const ticketResponseSchema = z.object({
  id: ticketId,
  agent: z.optional(z.string().check(z.maxLength(1000))),
  message: staffText(ticketMessages.emptyResponse),
  lastSeenResponseAt: z.optional(z.iso.datetime({ offset: true, error: 'Send the time of the newest response you have read, as ISO 8601.' })),
});
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

/** The staff response form: the response plus the chosen files. */
export const ticketResponseFormSchema = z.extend(ticketResponseSchema, { attachments: ticketAttachmentsFormSchema });
export type TicketResponseForm = z.output<typeof ticketResponseFormSchema>;

/** `POST /api/tickets/replying`: whether the caller is writing a response on the ticket now (sent every few seconds). */
export const ticketReplyingSchema = z.object({ id: ticketId, writing: z.boolean({ error: 'Say whether you are writing (true or false).' }) });
export type TicketReplying = z.infer<typeof ticketReplyingSchema>;

/** Its answer: the colleagues writing a response on the ticket now, with when they started. */
export const ticketReplyingResultSchema = z.object({ others: z.array(z.object({ name: z.string(), since: isoTime })) });
export type TicketReplyingResult = z.infer<typeof ticketReplyingResultSchema>;

/** `POST /api/tickets/note`: an internal note, never mailed or shown to the customer. */
export const ticketNoteSchema = z.object({ id: ticketId, message: staffText('Note cannot be empty') });
export type TicketNote = z.infer<typeof ticketNoteSchema>;

/** `POST /api/tickets`: staff open a ticket for a customer (who is mailed the reference). */
export const newTicketSchema = z.object({
  name: requiredLine('customerName', 100),
  email: emailAddressSchema,
  subject: requiredLine('subject', 200),
  message: requiredText('description', 5000),
  urgency: z._default(z.enum(ticketUrgencies, { error: 'Choose low, medium or high.' }), 'medium'),
});
export type NewTicketInput = z.input<typeof newTicketSchema>;
