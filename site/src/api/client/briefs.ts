import { briefEndpoints } from '@orisun/api';
import { callsOf } from './requester.ts';

export const briefs = /* @__PURE__ */ callsOf(briefEndpoints);
