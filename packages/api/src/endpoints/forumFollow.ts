import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';
import { forumThreadParamsSchema } from '../schemas/forum.ts';
import {
  forumFollowSchema,
  forumLinkQuerySchema,
  forumNameResultSchema,
  forumNameSchema,
  forumSignInLinkSchema,
  forumVisitorSchema,
} from '../schemas/forumFollow.ts';
import { htmlDocumentSchema } from '../schemas/subscriptions.ts';

/**
 * Following a forum thread by e-mail, and a visitor's display name (part of `endpoints`, ./index.ts): the forum page
 * calls this table beside `forumEndpoints`; the mails' links land on the HTML pages (they work without JavaScript).
 */
export const forumFollowEndpoints = {
  followThread: defineEndpoint({
    method: 'POST',
    path: '/api/forum/threads/:id/follow',
    summary:
      "Follows a thread by e-mail (needs the forum's visitor cookie): the address is pending and gets a confirmation link (double opt-in, resent at most once a day); once confirmed, each new reply or solution by someone else is mailed, those within FORUM_FOLLOW_BATCH_SECONDS in one mail, with a one-click unsubscribe. 404 for an unknown thread; rate limited.",
    params: forumThreadParamsSchema,
    body: forumFollowSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  confirmFollowPage: defineEndpoint({
    method: 'GET',
    path: '/api/forum/follows/confirm',
    summary: 'The link of the confirmation mail: an HTML page whose button confirms (a GET changes nothing); 404 page for an unknown or expired token (7 days).',
    query: forumLinkQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  confirmFollow: defineEndpoint({
    method: 'POST',
    path: '/api/forum/follows/confirm',
    summary: "The confirmation page's button (form-encoded; the body is not needed): confirms the follow and answers an HTML page.",
    query: forumLinkQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  unfollowPage: defineEndpoint({
    method: 'GET',
    path: '/api/forum/follows/unsubscribe',
    summary: 'The unsubscribe link of every mail about a followed thread: an HTML page whose button stops the mail (a GET changes nothing); 404 page for an unknown token.',
    query: forumLinkQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  unfollow: defineEndpoint({
    method: 'POST',
    path: '/api/forum/follows/unsubscribe',
    summary:
      "One-click unsubscribe (RFC 8058: a mail client's POST with `List-Unsubscribe=One-Click`, no cookie) and the unsubscribe page's button: stops the mail about that thread (again: no change) and answers an HTML page; 404 page for an unknown token.",
    query: forumLinkQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  forumVisitor: defineEndpoint({
    method: 'GET',
    path: '/api/forum/visitor',
    summary: 'The name this forum visitor (the cookie) posts under, or null for "Anonymous".',
    responses: { 200: forumVisitorSchema },
  }),
  setForumName: defineEndpoint({
    method: 'PUT',
    path: '/api/forum/visitor/name',
    summary:
      "Chooses this visitor's display name (null: Anonymous again), shown on their threads and replies, past and future. 400 naming `name` for the length and character rules or a reserved or staff member's name, 409 when another visitor has it (case-insensitively); rate limited.",
    body: forumNameSchema,
    responses: { 200: forumNameResultSchema },
  }),
  forumSignInLink: defineEndpoint({
    method: 'POST',
    path: '/api/forum/visitor/sign-in-link',
    summary:
      'Mails a one-time link (30 minutes, single use) to an address that follows a thread (confirmed): opened on another device, it sets the visitor cookie of the visitor who followed with it (their name and threads). Always the same 200; rate limited.',
    body: forumSignInLinkSchema,
    responses: { 200: submissionAcceptedSchema },
  }),
  forumSignInPage: defineEndpoint({
    method: 'GET',
    path: '/api/forum/visitor/sign-in',
    summary:
      'The one-time link: an HTML page, in the language the link was asked for in, whose button signs this device in (a GET changes nothing); 404 page for an unknown, used or expired link.',
    query: forumLinkQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  forumSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/forum/visitor/sign-in',
    summary:
      "The sign-in page's button: uses the link up, sets the visitor cookie and answers 303 to the forum in the language the link was asked for in (/forum, /fr/forum); 404 page for an unknown, used or expired link.",
    query: forumLinkQuerySchema,
    responses: { 303: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
