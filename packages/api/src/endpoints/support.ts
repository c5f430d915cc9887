import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { ticketAttachmentFiles } from '../schemas/ticketAttachments.ts';
import { supportAcceptedSchema, supportRequestSchema } from '../schemas/tickets.ts';

/** The support page's form: a new ticket or a follow-up. Part of `endpoints` (./index.ts). */
export const supportEndpoints = {
  submitSupportRequest: defineEndpoint({
    method: 'POST',
    path: '/support-form',
    summary:
      "The support form: a new ticket, or a follow-up on the customer's earlier ticket when `ticket` is its reference and the e-mail matches (a resolved one reopens). Mails the customer the reference and a one-time sign-in link, and the support mailbox the ticket. Answers the reference.",
    body: supportRequestSchema,
    files: ticketAttachmentFiles,
    responses: { 200: supportAcceptedSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
