import { supportEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const support = /* @__PURE__ */ callsOf(supportEndpoints);
