import {
  applicationEndpoints,
  authEndpoints,
  briefEndpoints,
  consultantEndpoints,
  contactEndpoints,
  createApiRequester,
  customerTicketEndpoints,
  endpointCalls,
  eventEndpoints,
  forumEndpoints,
  inboxEndpoints,
  outboxEndpoints,
  staffAccountEndpoints,
  subscriptionEndpoints,
  supportEndpoints,
  ticketEndpoints,
} from '@orisun/api';

/*
 * The site's one way to call the API: an area's table of calls, `api.forum.createReply({ params: { id }, body })`,
 * imported as `import * as api from '../app/api.ts'`. Same origin (the server serves the pages and the API), so no
 * base URL. Pages reach the server only through these (or the TanStack Query hooks built on them, site/src/api), never
 * with `fetch`. Each area is an export of its own, made without side effects: the bundler keeps only the areas a
 * chunk calls, with their schemas (the forum page carries the forum's and the sign-in's, not the whole API's:
 * tests/e2e/budgets.test.ts).
 */
const requester = /* @__PURE__ */ createApiRequester();

export const applications = /* @__PURE__ */ endpointCalls(requester, applicationEndpoints);
export const auth = /* @__PURE__ */ endpointCalls(requester, authEndpoints);
export const briefs = /* @__PURE__ */ endpointCalls(requester, briefEndpoints);
export const consultants = /* @__PURE__ */ endpointCalls(requester, consultantEndpoints);
export const contact = /* @__PURE__ */ endpointCalls(requester, contactEndpoints);
export const customerTickets = /* @__PURE__ */ endpointCalls(requester, customerTicketEndpoints);
export const events = /* @__PURE__ */ endpointCalls(requester, eventEndpoints);
export const forum = /* @__PURE__ */ endpointCalls(requester, forumEndpoints);
export const inbox = /* @__PURE__ */ endpointCalls(requester, inboxEndpoints);
export const outbox = /* @__PURE__ */ endpointCalls(requester, outboxEndpoints);
export const staffAccounts = /* @__PURE__ */ endpointCalls(requester, staffAccountEndpoints);
export const subscriptions = /* @__PURE__ */ endpointCalls(requester, subscriptionEndpoints);
export const support = /* @__PURE__ */ endpointCalls(requester, supportEndpoints);
export const tickets = /* @__PURE__ */ endpointCalls(requester, ticketEndpoints);
