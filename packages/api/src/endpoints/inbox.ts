import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
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
} from '../schemas/inbox.ts';

/** The staff inbox of everything the public sends: kind is briefs | applications | contact | reservations | subscribers | consultants. Part of `endpoints` (./index.ts). */
export const inboxEndpoints = {
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
} as const satisfies Record<string, EndpointDefinition>;
