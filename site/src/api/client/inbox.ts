import { inboxEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const inbox = /* @__PURE__ */ callsOf(inboxEndpoints);
