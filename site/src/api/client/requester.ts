import { createApiRequester, endpointCalls, type EndpointDefinition } from '@orisun/api';

/** The site's requester: same origin (the server serves the pages and the API), so no base URL. */
const requester = /* @__PURE__ */ createApiRequester();

/** One area's table as calls on the site's requester (./index.ts). */
export const callsOf = <T extends Readonly<Record<string, EndpointDefinition>>>(table: T) => endpointCalls(requester, table);
