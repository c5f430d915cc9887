import { savedReplyEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const savedReplies = /* @__PURE__ */ callsOf(savedReplyEndpoints);
