import { createApiRequester, endpointCalls, type EndpointDefinition } from '@orisun/api';
import { locale } from '../../i18n/index.ts';

/**
 * The site's requester: same origin (the server serves the pages and the API), so no base URL. It asks for the page's
 * language, whatever the browser prefers: the server's sentences (a 400's issues, a 429) read as the page does.
 */
const requester = /* @__PURE__ */ createApiRequester({ headers: { 'accept-language': locale } });

/** One area's table as calls on the site's requester (./index.ts). */
export const callsOf = <T extends Readonly<Record<string, EndpointDefinition>>>(table: T) => endpointCalls(requester, table);
