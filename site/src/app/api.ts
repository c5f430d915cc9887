import { createApiClient } from '@orisun/api';
import { z } from 'zod';

// The pages run under a CSP without 'unsafe-eval'. Zod would probe `new Function` on its first
// parse (a CSP violation event, though it falls back); tell it up front not to compile validators.
z.config({ jitless: true });

/**
 * The site's one API client: same origin (the server serves the pages and the API), so no base URL.
 * Pages reach the server only through it (or TanStack Query hooks built on it), never with `fetch`.
 */
export const api = createApiClient();
