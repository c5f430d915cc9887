import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { ticketAttachmentFiles } from '../schemas/ticketAttachments.ts';
import {
  newTicketSchema,
  ticketAssigneeChangeSchema,
  ticketAssigneesSchema,
  ticketBulkChangeSchema,
  ticketBulkResultSchema,
  ticketAssignSchema,
  ticketCountsSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketNoteSchema,
  ticketParamsSchema,
  ticketReplyingResultSchema,
  ticketReplyingSchema,
  ticketResponseSchema,
  ticketResultSchema,
  ticketStatusChangeSchema,
} from '../schemas/tickets.ts';

/** The staff dashboard's tickets (staff only). Part of `endpoints` (./index.ts). */
export const ticketEndpoints = {
  listTickets: defineEndpoint({
    method: 'GET',
    path: '/api/tickets',
    access: 'staff',
    summary:
      'Staff: one page of tickets (view mine, unassigned, open, waiting or resolved; search q, status, urgency), newest activity first, with the count that match and the counters per status.',
    query: ticketListQuerySchema,
    responses: { 200: ticketListSchema },
  }),
  ticketCounts: defineEndpoint({
    method: 'GET',
    path: '/api/tickets/counts',
    access: 'staff',
    summary:
      "Staff: every view's count (mine, unassigned, all open = not resolved, waiting, resolved) and one per status, from one query, so they add up.",
    responses: { 200: ticketCountsSchema },
  }),
  ticketAssignees: defineEndpoint({
    method: 'GET',
    path: '/api/tickets/assignees',
    access: 'staff',
    summary: 'Staff: the people a ticket can be assigned to (active staff accounts: id and name), by name.',
    responses: { 200: ticketAssigneesSchema },
  }),
  createTicket: defineEndpoint({
    method: 'POST',
    path: '/api/tickets',
    access: 'staff',
    summary: 'Staff: opens a ticket for a customer, who is mailed the reference and a sign-in link.',
    body: newTicketSchema,
    responses: { 201: ticketResultSchema },
  }),
  getTicket: defineEndpoint({
    method: 'GET',
    path: '/api/tickets/:id',
    access: 'staff',
    summary: 'Staff: one ticket with its responses, customer replies, internal notes and audit trail (404 unknown).',
    params: ticketParamsSchema,
    responses: { 200: ticketDetailSchema },
  }),
  setTicketStatus: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/status',
    access: 'staff',
    summary: 'Staff: sets any status; resolving mails the customer.',
    body: ticketStatusChangeSchema,
    responses: { 200: ticketResultSchema },
  }),
  assignTicket: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/assign',
    access: 'staff',
    summary: "Staff: assigns a team (400 'Please select a team to assign' for anything else).",
    body: ticketAssignSchema,
    responses: { 200: ticketResultSchema },
  }),
  assignTicketToPerson: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/assignee',
    access: 'staff',
    summary:
      "Staff: assigns a person (an active staff account; the caller's own id is 'assign to me') or nobody (null); 400 naming assigneeId for an unknown or disabled account.",
    body: ticketAssigneeChangeSchema,
    responses: { 200: ticketResultSchema },
  }),
  changeTicketsInBulk: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/bulk',
    access: 'staff',
    summary:
      'Staff: one change to 1-100 tickets at once, a status or a person (null: nobody), all or nothing: 400 naming the field for bad input or an unknown or disabled person, 404 when a ticket is unknown (nothing changes). Each ticket gets the history and the mails its single change would.',
    body: ticketBulkChangeSchema,
    responses: { 200: ticketBulkResultSchema },
  }),
  respondToTicket: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/response',
    access: 'staff',
    summary:
      "Staff: a response, mailed to the customer (the agent's name comes from the session, `agent` is ignored); an open ticket moves to in-progress; the first one sets the first-response time. 409 when a colleague responded after `lastSeenResponseAt` (nothing is stored or mailed).",
    body: ticketResponseSchema,
    files: ticketAttachmentFiles,
    responses: { 200: ticketResultSchema },
  }),
  ticketReplying: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/replying',
    access: 'staff',
    summary:
      'Staff: says whether the caller is writing a response on the ticket (sent every 10 seconds while it is open) and answers which colleagues are (seen within the last 30 seconds); 404 unknown.',
    body: ticketReplyingSchema,
    responses: { 200: ticketReplyingResultSchema },
  }),
  addTicketNote: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/note',
    access: 'staff',
    summary: 'Staff: an internal note, never mailed or shown to the customer.',
    body: ticketNoteSchema,
    responses: { 200: ticketResultSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
