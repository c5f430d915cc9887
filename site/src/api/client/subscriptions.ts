import { subscriptionEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const subscriptions = /* @__PURE__ */ callsOf(subscriptionEndpoints);
