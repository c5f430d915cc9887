import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forumAuthoringRoutes } from './forum/authoring.ts';
import { forumBanRoutes } from './forum/bans.ts';
import { forumContext, type ForumRoutesOptions } from './forum/context.ts';
import { forumLikeRoutes } from './forum/likes.ts';
import { forumFollowRoutes } from './forum/follows.ts';
import { forumModerationRoutes } from './forum/moderation.ts';
import { forumNameRoutes } from './forum/names.ts';
import { forumPageRoutes } from './forum/pages.ts';
import { forumPostingRoutes } from './forum/posting.ts';
import { forumPreviewRoutes } from './forum/preview.ts';
import { forumReadingRoutes } from './forum/reading.ts';

export type { ForumRoutesOptions } from './forum/context.ts';

/**
 * The forum: the spec's seven calls (`/threads`, `/replies`, likes, the solution), one thread by id, admin edits
 * and deletes, reports and the moderation queue; and the server-rendered thread page and the sitemap's threads.
 * Every write of a visitor passes the Origin guard (http/guards.ts), the per-IP write limit (@fastify/rate-limit)
 * and, for posts, the honeypot of every public write (`acceptSubmission`) and the posting rules (forum/rules.ts);
 * every admin action writes its audit row in the same transaction. Its queries are in db/forum/, by concern, and
 * its answers are shaped by db/forum/present.ts.
 */
export const forumRoutes: FastifyPluginAsyncZod<ForumRoutesOptions> = async (app, options) => {
  const forum = forumContext(app, options);
  await app.register(forumReadingRoutes, { forum });
  await app.register(forumPostingRoutes, { forum });
  await app.register(forumPreviewRoutes, { forum });
  await app.register(forumLikeRoutes, { forum });
  await app.register(forumModerationRoutes, { forum });
  await app.register(forumBanRoutes, { forum });
  await app.register(forumFollowRoutes, { forum });
  await app.register(forumNameRoutes, { forum });
  await app.register(forumAuthoringRoutes, { forum });
  await app.register(forumPageRoutes, { config: options.config, database: options.database, viewerOf: forum.viewerOf, forum });
};
