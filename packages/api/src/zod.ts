import * as z from 'zod/mini';

/**
 * Zod, as every schema of the contract uses it: its tree-shakable build (`zod/mini`, functions in place of
 * methods: `z.optional(s)`, `s.check(z.maxLength(n))`), since every schema reaches the browser and the
 * classic build costs about 21 KB brotli on a page however little it uses. The server reads the same schemas
 * (fastify-type-provider-zod works on zod's core). In a browser the site runs under a CSP without
 * 'unsafe-eval': zod would probe `new Function` when it builds the first object schema (a CSP violation event,
 * though it falls back), so it is told up front not to compile validators. The schema modules import `z` from
 * here, which makes this run before any of them builds a schema, whichever module a page's code loads first.
 * The server keeps zod's compiled validators.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
