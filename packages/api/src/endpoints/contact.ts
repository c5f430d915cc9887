import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { contactMessageSchema } from '../schemas/contact.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';

/** The contact page's message to an office. Part of `endpoints` (./index.ts). */
export const contactEndpoints = {
  sendContactMessage: defineEndpoint({
    method: 'POST',
    path: '/contact',
    summary: "Stores a contact-page message and mails it to the chosen office (GET /contact is the page).",
    body: contactMessageSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
