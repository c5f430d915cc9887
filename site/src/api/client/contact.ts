import { contactEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const contact = /* @__PURE__ */ callsOf(contactEndpoints);
