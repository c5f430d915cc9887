import type { RoutesOf } from '../trusted.ts';
import type { forumEndpoints } from './forum.ts';
import type { forumFollowEndpoints } from './forumFollow.ts';

/*
 * The forum's endpoints as routes (method, path, statuses; no schema), for the calls of the forum's pages that trust the
 * server's answers (`trustedCalls`, docs/adr/0025-forum-reads-trust-the-server.md): the forum's first load carries no
 * zod. `satisfies` holds each table to its endpoints' (a new endpoint, path or status fails to compile until it is
 * here), and endpoints/routes.test.ts compares them at run time too.
 */

export const forumRoutes = {
  listThreads: { method: 'GET', path: '/threads', statuses: [200] },
  listReplies: { method: 'GET', path: '/replies', statuses: [200] },
  createThread: { method: 'POST', path: '/threads', statuses: [200] },
  createReply: { method: 'POST', path: '/threads/:id/replies', statuses: [200] },
  likeThread: { method: 'PUT', path: '/threads/:id/like', statuses: [200] },
  likeReply: { method: 'PUT', path: '/replies/:id/like', statuses: [200] },
  markSolution: { method: 'PUT', path: '/replies/:id/mark-solution', statuses: [200] },
  getThread: { method: 'GET', path: '/api/forum/threads/:id', statuses: [200] },
  countThreadView: { method: 'POST', path: '/api/forum/threads/:id/views', statuses: [200] },
  editThread: { method: 'PATCH', path: '/api/forum/threads/:id', statuses: [200] },
  deleteThread: { method: 'DELETE', path: '/api/forum/threads/:id', statuses: [200] },
  editReply: { method: 'PATCH', path: '/api/forum/replies/:id', statuses: [200] },
  deleteReply: { method: 'DELETE', path: '/api/forum/replies/:id', statuses: [200] },
  previewPost: { method: 'POST', path: '/api/forum/preview', statuses: [200] },
  reportPost: { method: 'POST', path: '/api/forum/reports', statuses: [200] },
  forumViewer: { method: 'GET', path: '/api/forum/viewer', statuses: [200] },
  forumQueue: { method: 'GET', path: '/api/forum/queue', statuses: [200] },
  decideForumQueueEntry: { method: 'POST', path: '/api/forum/queue/:kind/:id', statuses: [200] },
  banForumAuthor: { method: 'POST', path: '/api/forum/bans', statuses: [200] },
  forumBans: { method: 'GET', path: '/api/forum/bans', statuses: [200] },
  liftForumBan: { method: 'DELETE', path: '/api/forum/bans/:id', statuses: [200] },
  forumAuditLog: { method: 'GET', path: '/api/forum/audit', statuses: [200] },
  editOwnThread: { method: 'PUT', path: '/api/forum/own/threads/:id', statuses: [200] },
  deleteOwnThread: { method: 'DELETE', path: '/api/forum/own/threads/:id', statuses: [200] },
  editOwnReply: { method: 'PUT', path: '/api/forum/own/replies/:id', statuses: [200] },
  deleteOwnReply: { method: 'DELETE', path: '/api/forum/own/replies/:id', statuses: [200] },
} as const satisfies RoutesOf<typeof forumEndpoints>;

export const forumFollowRoutes = {
  followThread: { method: 'POST', path: '/api/forum/threads/:id/follow', statuses: [200] },
  confirmFollowPage: { method: 'GET', path: '/api/forum/follows/confirm', statuses: [200, 404] },
  confirmFollow: { method: 'POST', path: '/api/forum/follows/confirm', statuses: [200, 404] },
  unfollowPage: { method: 'GET', path: '/api/forum/follows/unsubscribe', statuses: [200, 404] },
  unfollow: { method: 'POST', path: '/api/forum/follows/unsubscribe', statuses: [200, 404] },
  forumVisitor: { method: 'GET', path: '/api/forum/visitor', statuses: [200] },
  setForumName: { method: 'PUT', path: '/api/forum/visitor/name', statuses: [200] },
  forumSignInLink: { method: 'POST', path: '/api/forum/visitor/sign-in-link', statuses: [200] },
  forumSignInPage: { method: 'GET', path: '/api/forum/visitor/sign-in', statuses: [200, 404] },
  forumSignIn: { method: 'POST', path: '/api/forum/visitor/sign-in', statuses: [303, 404] },
} as const satisfies RoutesOf<typeof forumFollowEndpoints>;

