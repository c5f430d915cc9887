import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';
import { savedReplyInputSchema, savedReplyListSchema, savedReplyParamsSchema, savedReplyResultSchema } from '../schemas/savedReplies.ts';

/** The support team's shared saved replies (any staff member keeps them). Part of `endpoints` (./index.ts). */
export const savedReplyEndpoints = {
  listSavedReplies: defineEndpoint({
    method: 'GET',
    path: '/api/saved-replies',
    access: 'staff',
    summary: 'Staff: every saved reply, by title (401 without a session).',
    responses: { 200: savedReplyListSchema },
  }),
  addSavedReply: defineEndpoint({
    method: 'POST',
    path: '/api/saved-replies',
    access: 'staff',
    summary:
      'Staff: adds a saved reply (400 naming the field: a blank title or body, an unknown placeholder; 409 when the title is taken, whatever its case).',
    body: savedReplyInputSchema,
    responses: { 201: savedReplyResultSchema },
  }),
  updateSavedReply: defineEndpoint({
    method: 'PUT',
    path: '/api/saved-replies/:id',
    access: 'staff',
    summary: 'Staff: changes a saved reply (the same checks as adding one; 404 unknown).',
    params: savedReplyParamsSchema,
    body: savedReplyInputSchema,
    responses: { 200: savedReplyResultSchema },
  }),
  deleteSavedReply: defineEndpoint({
    method: 'DELETE',
    path: '/api/saved-replies/:id',
    access: 'staff',
    summary: 'Staff: deletes a saved reply (404 unknown).',
    params: savedReplyParamsSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
