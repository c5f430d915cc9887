import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { consultantApplicationSchema } from '../schemas/consultants.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';

/** The consultants page's application to the Expert Network. Part of `endpoints` (./index.ts). */
export const consultantEndpoints = {
  submitConsultantApplication: defineEndpoint({
    method: 'POST',
    path: '/api/consultant-applications',
    summary:
      'Stores an application to the Expert Network from the consultants page and mails it to the network (200 once stored, 409 when this e-mail address has already applied).',
    body: consultantApplicationSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
