import {
  resumeFieldName,
  resumeMaxBytes,
  resumeMessages,
  resumeUploadProblem,
  teamApplicationFieldsSchema,
} from './schemas/applications.ts';
import {
  newStaffAccountSchema,
  resetPasswordSchema,
  staffAccountListSchema,
  staffAccountParamsSchema,
  staffAccountResultSchema,
} from './schemas/auth.ts';
import { projectBriefSchema } from './schemas/briefs.ts';
import { consultantApplicationSchema } from './schemas/consultants.ts';
import { contactMessageSchema } from './schemas/contact.ts';
import { reservationSchema } from './schemas/events.ts';
import { submissionAcceptedSchema } from './schemas/forms.ts';
import { healthResponseSchema, readyResponseSchema } from './schemas/health.ts';
import {
  clientReplySchema,
  clientTicketListSchema,
  clientTicketsRequestSchema,
  newTicketSchema,
  supportAcceptedSchema,
  supportRequestSchema,
  ticketAssignSchema,
  ticketAuthSchema,
  ticketDetailSchema,
  ticketLinkSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketNoteSchema,
  ticketParamsSchema,
  ticketResponseSchema,
  ticketResultSchema,
  ticketSignedInSchema,
  ticketStatusChangeSchema,
} from './schemas/tickets.ts';
import {
  csvDocumentSchema,
  inboxFilterSchema,
  inboxHandledResultSchema,
  inboxHandledSchema,
  inboxIdParamsSchema,
  inboxItemParamsSchema,
  inboxListQuerySchema,
  inboxPageSchema,
  inboxParamsSchema,
  inboxReopenedSchema,
  resumeDocumentSchema,
} from './schemas/inbox.ts';
import { confirmQuerySchema, htmlDocumentSchema, subscribeSchema, unsubscribeQuerySchema } from './schemas/subscriptions.ts';

import { defineEndpoint, type EndpointDefinition } from './endpoint.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { forumEndpoints } from './endpoints/forum.ts';
import { outboxEndpoints } from './endpoints/outbox.ts';

export {
  buildPath,
  defineEndpoint,
  type EndpointDefinition,
  type HttpMethod,
  type MultipartBodyDefinition,
  type MultipartFileRule,
  type RequestInput,
  type ResponseBody,
  type ResponseWithStatus,
} from './endpoint.ts';
export { authEndpoints, forumEndpoints, outboxEndpoints };

/**
 * Every endpoint of the API. Add new ones here (or to an area's table, ./endpoints/*.ts); the client, the server and the
 * mocks pick them up from here.
 */
export const endpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server is up and can reach its database (503 with the same body when it cannot).',
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    summary: 'Whether the server should get traffic: its database answers and is migrated (503 otherwise); with the mail backlog.',
    responses: { 200: readyResponseSchema, 503: readyResponseSchema },
  }),
  submitProjectBrief: defineEndpoint({
    method: 'POST',
    path: '/submit-form',
    summary: 'Stores a project brief from the home page and mails it to the company (200 once it is stored).',
    body: projectBriefSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  sendContactMessage: defineEndpoint({
    method: 'POST',
    path: '/contact',
    summary: "Stores a contact-page message and mails it to the chosen office (GET /contact is the page).",
    body: contactMessageSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  submitTeamApplication: defineEndpoint({
    method: 'POST',
    path: '/submit_team-form',
    summary:
      'Stores a team application from the Team page with its resume (multipart/form-data, resume at most 5 MB, ' +
      'PDF or Word by content) and mails both to the careers mailbox (200 once stored, 413 for a larger resume).',
    multipart: {
      fields: teamApplicationFieldsSchema,
      files: { [resumeFieldName]: { maxBytes: resumeMaxBytes, tooLarge: resumeMessages.tooLarge, check: resumeUploadProblem } },
    },
    responses: { 200: submissionAcceptedSchema },
  }),
  reserveEventSeat: defineEndpoint({
    method: 'POST',
    path: '/reservation',
    summary:
      'Reserves a seat at a featured upcoming event and mails a confirmation with a calendar invite (404 unknown event, 409 past, full or already reserved).',
    body: reservationSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/subscribe',
    summary:
      'Adds an address to a mailing list (newsletter or developer-portal) as pending and mails it a confirmation link (double opt-in; resent at most once a day); the welcome, with an unsubscribe link, follows the confirmation. 200 when new, pending or back after unsubscribing; 201 when it is confirmed on the list already (the spec shows 201 as an error-style notice).',
    body: subscribeSchema,
    responses: { 200: submissionAcceptedSchema, 201: submissionAcceptedSchema },
  }),
  submitConsultantApplication: defineEndpoint({
    method: 'POST',
    path: '/api/consultant-applications',
    summary:
      'Stores an application to the Expert Network from the consultants page and mails it to the network (200 once stored, 409 when this e-mail address has already applied).',
    body: consultantApplicationSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  confirmSubscriptionPage: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/confirm',
    summary:
      'The link of the confirmation mail: a small HTML page with a button that confirms (a GET changes nothing, as mail scanners open links); an unknown or expired token gets a 404 HTML page.',
    query: confirmQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  confirmSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/confirm',
    summary:
      "The confirmation page's button (form-encoded; the body is not needed): confirms the subscription, mails the welcome and answers an HTML page (again: no change); an unknown or expired token (7 days) gets a 404 HTML page.",
    query: confirmQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  unsubscribePage: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/unsubscribe',
    summary:
      'The unsubscribe link of every mail to a subscriber: unsubscribes (again: no change) and answers a small HTML page; an unknown token gets a 404 HTML page. HEAD changes nothing.',
    query: unsubscribeQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  unsubscribeOneClick: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/unsubscribe',
    summary:
      "One-click unsubscribe (RFC 8058) that mail clients send for the List-Unsubscribe header (body `List-Unsubscribe=One-Click`, form-encoded; the body is not needed): 200 once unsubscribed, 404 for an unknown token.",
    query: unsubscribeQuerySchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  ...authEndpoints,
  listStaffAccounts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Admins only: every staff account (401 without a session, 403 for a staff account).',
    responses: { 200: staffAccountListSchema },
  }),
  addStaffAccount: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users',
    access: 'admin',
    summary:
      'Admins only: adds a staff account with its first password (at least 12 characters, not a common one; 400 naming the field); 409 when the e-mail address has an account already.',
    body: newStaffAccountSchema,
    responses: { 201: staffAccountResultSchema },
  }),
  disableStaffAccount: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/disable',
    access: 'admin',
    summary: "Admins only: disables an account and ends its sessions at once (409 for one's own account, 404 unknown).",
    params: staffAccountParamsSchema,
    responses: { 200: staffAccountResultSchema },
  }),
  enableStaffAccount: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/enable',
    access: 'admin',
    summary: 'Admins only: lets a disabled account sign in again (404 unknown).',
    params: staffAccountParamsSchema,
    responses: { 200: staffAccountResultSchema },
  }),
  resetStaffPassword: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reset-password',
    access: 'admin',
    summary: "Admins only: sets an account's password (same policy as a new account) and ends its sessions (404 unknown).",
    params: staffAccountParamsSchema,
    body: resetPasswordSchema,
    responses: { 200: staffAccountResultSchema },
  }),
  submitSupportRequest: defineEndpoint({
    method: 'POST',
    path: '/support-form',
    summary:
      "The support form: a new ticket, or a follow-up on the customer's earlier ticket when `ticket` is its reference and the e-mail matches (a resolved one reopens). Mails the customer the reference and a one-time sign-in link, and the support mailbox the ticket. Answers the reference.",
    body: supportRequestSchema,
    responses: { 200: supportAcceptedSchema },
  }),
  ticketAuth: defineEndpoint({
    method: 'POST',
    path: '/api/ticket-auth',
    summary:
      "Signs a customer in with e-mail and ticket reference (a customer session cookie for that e-mail); 401 'Invalid email or ticket ID'; 429 with Retry-After after a few failures per IP address or e-mail.",
    body: ticketAuthSchema,
    responses: { 200: ticketSignedInSchema },
  }),
  ticketAuthLink: defineEndpoint({
    method: 'POST',
    path: '/api/ticket-auth/link',
    summary: 'Signs a customer in with the one-time link of their mail (valid 7 days, once); 401 when used or expired.',
    body: ticketLinkSchema,
    responses: { 200: ticketSignedInSchema },
  }),
  ticketSignOut: defineEndpoint({
    method: 'POST',
    path: '/api/ticket-auth/sign-out',
    summary: "Ends the customer's session and clears its cookie (200 also without a session).",
    responses: { 200: submissionAcceptedSchema },
  }),
  clientTickets: defineEndpoint({
    method: 'POST',
    path: '/api/client-tickets',
    access: 'customer',
    summary:
      "The signed-in customer's tickets, newest activity first, with staff responses and their replies (never internal notes). The body's `email` is ignored: the session decides (401 without one).",
    body: clientTicketsRequestSchema,
    responses: { 200: clientTicketListSchema },
  }),
  clientReply: defineEndpoint({
    method: 'POST',
    path: '/api/client-reply',
    access: 'customer',
    summary:
      "The customer's reply on one of their tickets (404 for any other); a waiting-for-response or resolved ticket goes back to open; the support mailbox is mailed.",
    body: clientReplySchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  listTickets: defineEndpoint({
    method: 'GET',
    path: '/api/tickets',
    access: 'staff',
    summary: 'Staff: one page of tickets (search q, status, urgency), newest activity first, with the count that match and the dashboard counters.',
    query: ticketListQuerySchema,
    responses: { 200: ticketListSchema },
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
  respondToTicket: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/response',
    access: 'staff',
    summary:
      "Staff: a response, mailed to the customer (the agent's name comes from the session, `agent` is ignored); an open ticket moves to in-progress; the first one sets the first-response time.",
    body: ticketResponseSchema,
    responses: { 200: ticketResultSchema },
  }),
  addTicketNote: defineEndpoint({
    method: 'POST',
    path: '/api/tickets/note',
    access: 'staff',
    summary: 'Staff: an internal note, never mailed or shown to the customer.',
    body: ticketNoteSchema,
    responses: { 200: ticketResultSchema },
  }),
  // The staff inbox: kind is briefs | applications | contact | reservations | subscribers | consultants.
  listInbox: defineEndpoint({
    method: 'GET',
    path: '/api/inbox/:kind',
    access: 'staff',
    summary:
      "Staff: one page of a kind of public submission, newest first: search q (case-insensitive, the kind's text fields), handled=true|false, and the kind's own filter (office for contact, event for reservations, list for subscribers; another kind's filter is a 400 naming it). Answers {kind, items, total, page, pageSize}.",
    params: inboxParamsSchema,
    query: inboxListQuerySchema,
    responses: { 200: inboxPageSchema },
  }),
  exportInbox: defineEndpoint({
    method: 'GET',
    path: '/api/inbox/:kind/export.csv',
    access: 'staff',
    summary:
      "Staff: every item of the list's filters (no pages) as a CSV download (text/csv, UTF-8 with BOM, header row, Content-Disposition: attachment); a cell that would start a spreadsheet formula (=, +, -, @, tab, CR) gets a ' in front.",
    params: inboxParamsSchema,
    query: inboxFilterSchema,
    responses: { 200: csvDocumentSchema },
  }),
  setInboxHandled: defineEndpoint({
    method: 'POST',
    path: '/api/inbox/:kind/:id/handled',
    access: 'staff',
    summary: 'Staff: marks an item handled (by the signed-in staff member, now) or unhandled again; 404 unknown.',
    params: inboxItemParamsSchema,
    body: inboxHandledSchema,
    responses: { 200: inboxHandledResultSchema },
  }),
  downloadResume: defineEndpoint({
    method: 'GET',
    path: '/api/inbox/applications/:id/resume',
    access: 'staff',
    summary:
      'Staff: the resume of a team application as a download (Content-Disposition: attachment, its type found from its content, X-Content-Type-Options: nosniff, never cached); 404 unknown. Resumes are never under a public URL.',
    params: inboxIdParamsSchema,
    responses: { 200: resumeDocumentSchema },
  }),
  reopenConsultantApplication: defineEndpoint({
    method: 'POST',
    path: '/api/inbox/consultants/:id/reopen',
    access: 'staff',
    summary:
      "Staff: reopens an Expert Network application so the same e-mail address may apply again (the application stays, marked reopened and handled); again: no change; 404 unknown.",
    params: inboxIdParamsSchema,
    responses: { 200: inboxReopenedSchema },
  }),
  ...forumEndpoints,
  ...outboxEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
