import { forumRoutes, trustedCalls, type forumEndpoints } from '@orisun/api';

/**
 * The forum's calls, trusting the server's answers (docs/adr/0025-forum-reads-trust-the-server.md): typed by the
 * forum's endpoint table, sent by its routes, so the forum's first load carries no zod.
 */
export const forum = /* @__PURE__ */ trustedCalls<typeof forumEndpoints>(forumRoutes);
