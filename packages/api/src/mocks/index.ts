export { defaultResponses, healthFixtures, staffFixtures, subscribeFixtures, ticketFixtures } from './fixtures.ts';
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
