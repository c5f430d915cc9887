import { ticketEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const tickets = /* @__PURE__ */ callsOf(ticketEndpoints);
