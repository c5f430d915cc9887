import { z } from 'zod';

/**
 * Zod, as every schema of the contract uses it. In a browser the site runs under a CSP without
 * 'unsafe-eval': zod would probe `new Function` when it builds the first object schema (a CSP
 * violation event, though it falls back), so it is told up front not to compile validators. The
 * schema modules import `z` from here, which makes this run before any of them builds a schema,
 * whichever module a page's code loads first. The server keeps zod's compiled validators.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
