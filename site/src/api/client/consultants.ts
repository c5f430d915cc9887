import { consultantEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const consultants = /* @__PURE__ */ callsOf(consultantEndpoints);
