import { forumEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const forum = /* @__PURE__ */ callsOf(forumEndpoints);
