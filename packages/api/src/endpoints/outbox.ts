import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import {
  failedMailListQuerySchema,
  failedMailPageSchema,
  failedMailParamsSchema,
  failedMailRetriedSchema,
  mailRetriedSchema,
} from '../schemas/outbox.ts';

/**
 * The staff's side of the mail outbox (part of `endpoints`, ./index.ts): the mail it gave up on, and sending it
 * again. Staff only (role staff or admin): 401 without a staff session, checked before the request is read.
 */
export const outboxEndpoints = {
  listFailedMail: defineEndpoint({
    method: 'GET',
    path: '/api/outbox/failed',
    access: 'staff',
    summary:
      "Staff: one page of the mail the outbox gave up on after its last attempt, most recently queued first: each mail's kind, recipient, reply-to, subject, attempts, last error, when it was queued and last tried (never its text: it may hold a one-time link). Answers {items, total, page, pageSize}.",
    query: failedMailListQuerySchema,
    responses: { 200: failedMailPageSchema },
  }),
  retryFailedMail: defineEndpoint({
    method: 'POST',
    path: '/api/outbox/failed/:id/retry',
    access: 'staff',
    summary:
      'Staff: sends a failed mail again: it waits to be sent, due now, with its attempts counted from 0 (404 unknown, 409 when it is not failed: waiting or sent).',
    params: failedMailParamsSchema,
    responses: { 200: mailRetriedSchema },
  }),
  retryAllFailedMail: defineEndpoint({
    method: 'POST',
    path: '/api/outbox/failed/retry',
    access: 'staff',
    summary: 'Staff: sends every failed mail again (as the single retry does for one); answers how many.',
    responses: { 200: failedMailRetriedSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
