import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import {
  resumeFieldName,
  resumeMaxBytes,
  resumeMessages,
  resumeUploadProblem,
  teamApplicationFieldsSchema,
} from '../schemas/applications.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';

/** The Team page's application with its resume (a multipart upload). Part of `endpoints` (./index.ts). */
export const applicationEndpoints = {
  submitTeamApplication: defineEndpoint({
    method: 'POST',
    path: '/submit_team-form',
    summary:
      'Stores a team application from the Team page with its resume (multipart/form-data, resume at most 5 MB, ' +
      'PDF or Word by content) and mails both to the careers mailbox (200 once stored, 413 for a larger resume).',
    multipart: {
      fields: teamApplicationFieldsSchema,
      files: {
        [resumeFieldName]: {
          maxBytes: resumeMaxBytes,
          // Read when a request is refused: in its language.
          get tooLarge() {
            return resumeMessages.tooLarge;
          },
          check: resumeUploadProblem,
        },
      },
    },
    responses: { 200: submissionAcceptedSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
