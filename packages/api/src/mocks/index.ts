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
export {
  createStaffDesk,
  staffDeskAccounts,
  staffDeskCommonPassword,
  staffDeskMoreTickets,
  staffDeskPassword,
  staffDeskTickets,
  type StaffDesk,
  type StaffDeskOptions,
} from './staffDesk.ts';
