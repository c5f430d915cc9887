import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';
import {
  forumLikeResultSchema,
  forumQueueDecisionSchema,
  forumQueueParamsSchema,
  forumQueueSchema,
  forumReplyEditSchema,
  forumReplyListQuerySchema,
  forumReplyListSchema,
  forumReplyParamsSchema,
  forumReplyResultSchema,
  forumReportSchema,
  forumSolutionResultSchema,
  forumThreadDetailSchema,
  forumThreadEditSchema,
  forumThreadListQuerySchema,
  forumThreadPageSchema,
  forumThreadParamsSchema,
  forumThreadResultSchema,
  forumViewerSchema,
  newReplySchema,
  newThreadSchema,
} from '../schemas/forum.ts';

/**
 * The community forum's endpoints (part of `endpoints`, ./index.ts): the forum page's hooks import this table
 * alone, so its first load carries the forum's schemas and not the whole API's.
 */
export const forumEndpoints = {
  // The community forum: the original spec's seven calls (docs/adr/0019-http-api-paths-and-errors.md) at their paths, then ours under /api/forum/.
  listThreads: defineEndpoint({
    method: 'GET',
    path: '/threads',
    summary:
      "One page of forum threads for a tab (recent, popular = more than 100 views, unanswered = no replies, solved, saved = the ids in `saved`) and a search (case-insensitive substring of title, category, tags and content); pinned first, then newest activity; with the forum's discussion count and each category's thread count.",
    query: forumThreadListQuerySchema,
    responses: { 200: forumThreadPageSchema },
  }),
  listReplies: defineEndpoint({
    method: 'GET',
    path: '/replies',
    summary: 'The replies of one thread, oldest first; counts a view of the thread (once per visitor and day). 404 for an unknown or hidden thread.',
    query: forumReplyListQuerySchema,
    responses: { 200: forumReplyListSchema },
  }),
  createThread: defineEndpoint({
    method: 'POST',
    path: '/threads',
    summary:
      "Starts a thread as 'Anonymous' (or as Orisun Team for an admin session); ids, author, counts and times are the server's. 400 naming the field (also below the minimum lengths or above the link cap), 429 with Retry-After for the posting limits; held for approval when pre-moderation is on.",
    body: newThreadSchema,
    responses: { 200: forumThreadResultSchema },
  }),
  createReply: defineEndpoint({
    method: 'POST',
    path: '/threads/:id/replies',
    summary: 'Adds a reply to a thread (same author rules and limits as a thread); 404 for an unknown thread.',
    params: forumThreadParamsSchema,
    body: newReplySchema,
    responses: { 200: forumReplyResultSchema },
  }),
  likeThread: defineEndpoint({
    method: 'PUT',
    path: '/threads/:id/like',
    summary: "Toggles this visitor's like of a thread (one per visitor); answers whether it is liked now and the count.",
    params: forumThreadParamsSchema,
    responses: { 200: forumLikeResultSchema },
  }),
  likeReply: defineEndpoint({
    method: 'PUT',
    path: '/replies/:id/like',
    summary: "Toggles this visitor's like of a reply (one per visitor).",
    params: forumReplyParamsSchema,
    responses: { 200: forumLikeResultSchema },
  }),
  markSolution: defineEndpoint({
    method: 'PUT',
    path: '/replies/:id/mark-solution',
    summary: "Marks a reply as its thread's solution: the thread's author (same visitor) or an admin; 403 for anyone else, 409 when the thread is solved already.",
    params: forumReplyParamsSchema,
    responses: { 200: forumSolutionResultSchema },
  }),
  getThread: defineEndpoint({
    method: 'GET',
    path: '/api/forum/threads/:id',
    summary: 'One thread with its replies (a shared link); 404 for an unknown, deleted or hidden one.',
    params: forumThreadParamsSchema,
    responses: { 200: forumThreadDetailSchema },
  }),
  editThread: defineEndpoint({
    method: 'PATCH',
    path: '/api/forum/threads/:id',
    access: 'admin',
    summary: 'Forum admins: edits a thread\'s content and/or pins or unpins it (written to the audit log); 403 for anyone else.',
    params: forumThreadParamsSchema,
    body: forumThreadEditSchema,
    responses: { 200: forumThreadResultSchema },
  }),
  deleteThread: defineEndpoint({
    method: 'DELETE',
    path: '/api/forum/threads/:id',
    access: 'admin',
    summary: 'Forum admins: deletes a thread with its replies (audit log); 403 for anyone else.',
    params: forumThreadParamsSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  editReply: defineEndpoint({
    method: 'PATCH',
    path: '/api/forum/replies/:id',
    access: 'admin',
    summary: "Forum admins: edits a reply's content (audit log).",
    params: forumReplyParamsSchema,
    body: forumReplyEditSchema,
    responses: { 200: forumReplyResultSchema },
  }),
  deleteReply: defineEndpoint({
    method: 'DELETE',
    path: '/api/forum/replies/:id',
    access: 'admin',
    summary: "Forum admins: deletes a reply (the thread's reply count goes down; a solution's thread becomes unsolved).",
    params: forumReplyParamsSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  reportPost: defineEndpoint({
    method: 'POST',
    path: '/api/forum/reports',
    summary:
      'Reports a thread or a reply with a reason, once per visitor and post (409 again); a post reported by enough distinct visitors is hidden until an admin decides.',
    body: forumReportSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  forumViewer: defineEndpoint({
    method: 'GET',
    path: '/api/forum/viewer',
    summary:
      'Who reads the forum: the staff account of a live session (role admin moderates), or null for a visitor (200 either way, so a visitor\'s page load logs no failed request).',
    responses: { 200: forumViewerSchema },
  }),
  forumQueue: defineEndpoint({
    method: 'GET',
    path: '/api/forum/queue',
    access: 'admin',
    summary: 'Forum admins: the moderation queue (reported posts and threads held for approval), oldest first.',
    responses: { 200: forumQueueSchema },
  }),
  decideForumQueueEntry: defineEndpoint({
    method: 'POST',
    path: '/api/forum/queue/:kind/:id',
    access: 'admin',
    summary: 'Forum admins: keep (dismiss its reports, approve a held thread, show it again) or remove (delete) a queued post (audit log).',
    params: forumQueueParamsSchema,
    body: forumQueueDecisionSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
