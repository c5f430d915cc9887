import { forumFollowRoutes, trustedCalls, type forumFollowEndpoints } from '@orisun/api';

/** Following forum threads and the visitor's name, trusting the server's answers as the forum's calls do (./forum.ts). */
export const forumFollow = /* @__PURE__ */ trustedCalls<typeof forumFollowEndpoints>(forumFollowRoutes);
