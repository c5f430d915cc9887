import type { EndpointDefinition } from '../endpoint.ts';
import { applicationEndpoints } from './applications.ts';
import { authEndpoints } from './auth.ts';
import { briefEndpoints } from './briefs.ts';
import { consultantEndpoints } from './consultants.ts';
import { contactEndpoints } from './contact.ts';
import { customerTicketEndpoints } from './customerTickets.ts';
import { eventEndpoints } from './events.ts';
import { forumEndpoints } from './forum.ts';
import { forumFollowEndpoints } from './forumFollow.ts';
import { healthEndpoints } from './health.ts';
import { inboxEndpoints } from './inbox.ts';
import { outboxEndpoints } from './outbox.ts';
import { savedReplyEndpoints } from './savedReplies.ts';
import { staffAccountEndpoints } from './staffAccounts.ts';
import { subscriptionEndpoints } from './subscriptions.ts';
import { supportEndpoints } from './support.ts';
import { ticketEndpoints } from './tickets.ts';

export {
  applicationEndpoints,
  authEndpoints,
  briefEndpoints,
  consultantEndpoints,
  contactEndpoints,
  customerTicketEndpoints,
  eventEndpoints,
  forumEndpoints,
  forumFollowEndpoints,
  healthEndpoints,
  inboxEndpoints,
  outboxEndpoints,
  savedReplyEndpoints,
  staffAccountEndpoints,
  subscriptionEndpoints,
  supportEndpoints,
  ticketEndpoints,
};
export { operationsEndpoints } from './operations.ts';

/**
 * Every endpoint the site, the server and the mocks share, merged from the areas' tables (`./<area>.ts`; the operators'
 * routes, ./operations.ts, stay outside). Add an endpoint to its area's table. The server and the mocks read this
 * merged table; the site calls one area's table at a time (`api.forum.createReply`, site/src/api/client/), so a page
 * carries only the schemas of the areas it calls.
 */
export const endpoints = {
  ...healthEndpoints,
  ...briefEndpoints,
  ...contactEndpoints,
  ...applicationEndpoints,
  ...eventEndpoints,
  ...subscriptionEndpoints,
  ...consultantEndpoints,
  ...authEndpoints,
  ...staffAccountEndpoints,
  ...supportEndpoints,
  ...customerTicketEndpoints,
  ...ticketEndpoints,
  ...savedReplyEndpoints,
  ...inboxEndpoints,
  ...forumEndpoints,
  ...forumFollowEndpoints,
  ...outboxEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
