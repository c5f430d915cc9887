export { defaultResponses, healthFixtures, inboxFixtures, staffFixtures, subscribeFixtures, ticketFixtures } from './fixtures.ts';
export {
  handlers,
  mockEndpoint,
  respondSlowly,
  respondWith,
  respondWithError,
  respondWithNetworkError,
  type ErrorOptions,
  type RespondOptions,
} from './handlers.ts';
export { inboxHandlers, type InboxHandlerOptions } from './inbox.ts';
