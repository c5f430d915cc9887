import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { projectBriefSchema } from '../schemas/briefs.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';

/** The home page's project brief. Part of `endpoints` (./index.ts). */
export const briefEndpoints = {
  submitProjectBrief: defineEndpoint({
    method: 'POST',
    path: '/submit-form',
    summary: 'Stores a project brief from the home page and mails it to the company (200 once it is stored).',
    body: projectBriefSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
