import { outboxEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const outbox = /* @__PURE__ */ callsOf(outboxEndpoints);
