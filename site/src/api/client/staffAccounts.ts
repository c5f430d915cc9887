import { staffAccountEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const staffAccounts = /* @__PURE__ */ callsOf(staffAccountEndpoints);
