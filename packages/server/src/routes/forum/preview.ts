import { endpoints } from '@orisun/api';
import { renderPostHtml } from '@orisun/api/markdown';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint.ts';
import type { ForumContext } from './context.ts';

/**
 * The composers' Preview: a post's Markdown rendered as the forum will show it (docs/adr/0024-forum-posts-in-markdown.md),
 * so the page never loads the parser. Stores nothing and needs no visitor cookie; held to the forum's per-IP write limit
 * (it is work done for anyone who asks), and it leaves the remembered thread list alone (context.ts).
 */
export const forumPreviewRoutes: FastifyPluginAsyncZod<{ forum: ForumContext }> = async (app, { forum }) => {
  app.route({
    ...endpointRoute(endpoints.previewPost),
    config: forum.writeLimit,
    handler: async (request, reply) => reply.status(200).header('cache-control', 'no-store').send({ html: renderPostHtml(request.body.content) }),
  });
};
