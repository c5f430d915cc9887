import { eventEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const events = /* @__PURE__ */ callsOf(eventEndpoints);
