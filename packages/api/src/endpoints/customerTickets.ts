import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { ticketAttachmentDocumentSchema, ticketAttachmentFiles, ticketAttachmentParamsSchema } from '../schemas/ticketAttachments.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';
import {
  clientReplySchema,
  clientTicketsAnswerSchema,
  clientTicketsRequestSchema,
  ticketAuthSchema,
  ticketLinkSchema,
  ticketSignedInSchema,
} from '../schemas/tickets.ts';

/** The customer ticket page (/dashboard): signing in with e-mail and reference or a mail's one-time link, the customer's tickets and replies. Part of `endpoints` (./index.ts). */
export const customerTicketEndpoints = {
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
    summary:
      "The signed-in customer's address and tickets, newest activity first, with staff responses and their replies (never internal notes). The body's `email` is ignored: the session decides. Without a customer session: `{ email: null, tickets: [] }` (200; the page's session check).",
    body: clientTicketsRequestSchema,
    responses: { 200: clientTicketsAnswerSchema },
  }),
  clientReply: defineEndpoint({
    method: 'POST',
    path: '/api/client-reply',
    access: 'customer',
    summary:
      "The customer's reply on one of their tickets (404 for any other); a waiting-for-response or resolved ticket goes back to open; the support mailbox is mailed.",
    body: clientReplySchema,
    files: ticketAttachmentFiles,
    responses: { 200: submissionAcceptedSchema },
  }),
  ticketAttachment: defineEndpoint({
    method: 'GET',
    path: '/api/ticket-attachments/:id',
    summary:
      "One file sent with a ticket's message, as a download named by the server (`ticket-<reference>-<n>.<ext>`), to staff and to that ticket's customer (a limited session: its one ticket); 404 for anyone else.",
    params: ticketAttachmentParamsSchema,
    responses: { 200: ticketAttachmentDocumentSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
