import { customerTicketEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const customerTickets = /* @__PURE__ */ callsOf(customerTicketEndpoints);
