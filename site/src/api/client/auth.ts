import { authEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const auth = /* @__PURE__ */ callsOf(authEndpoints);
