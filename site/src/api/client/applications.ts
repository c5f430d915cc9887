import { applicationEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const applications = /* @__PURE__ */ callsOf(applicationEndpoints);
