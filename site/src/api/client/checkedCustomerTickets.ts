import { customerTicketEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

/**
 * The same calls, each answer checked against the contract: for the sign-in and reply forms, whose chunks bring the
 * contract's schemas for what is typed anyway (a broken answer is 'Server error' there, not a sign-in). A module of its
 * own: beside the trusted calls, the schemas would come with them into the page's first load.
 */
export const checkedCustomerTickets = /* @__PURE__ */ callsOf(customerTicketEndpoints);
