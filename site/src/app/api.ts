import { createApiClient } from '@orisun/api';

/**
 * The site's one API client: same origin (the server serves the pages and the API), so no base URL.
 * Pages reach the server only through it (or TanStack Query hooks built on it), never with `fetch`.
 */
export const api = createApiClient();
