import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { forumThreadParamsSchema } from '@orisun/api';
import { shellFile, shellPages, type ShellPage } from '@orisun/api/routing';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { sitemapThreads } from '../../db/forum/list.ts';
import { threadReplies } from '../../db/forum/replies.ts';
import { findThread } from '../../db/forum/threads.ts';
import { canSeeThread, type ForumViewer } from '../../db/forum/visibility.ts';
import type { OpenedDatabase } from '../../db/index.ts';
import { renderThreadPage, sitemapWithThreads, threadArticleHtml } from '../../pages/forumThread.ts';
import { siteRenderer } from '../../pages/siteRenderer.ts';
import { acceptedEncodings } from '../../static/send.ts';
import { sendSiteFile } from '../../static/send.ts';

export interface ForumPageRoutesOptions {
  config: Pick<Config, 'siteDir' | 'siteUrl'>;
  database: OpenedDatabase;
  viewerOf: (request: FastifyRequest) => Promise<ForumViewer>;
}

/** The route of a shared thread, and where the site writes its shell (the site's shellPages entry, if any). */
export const forumThreadPattern = '/forum/threads/:id';
export const forumThreadShell: ShellPage = shellPages.find((shell) => shell.pattern === forumThreadPattern) ?? { pattern: forumThreadPattern, url: '/forum/threads/shared' };
/** The most threads the sitemap lists (a sitemap holds at most 50,000 URLs; the site's own pages come first). */
export const sitemapThreadCap = 45_000;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Sends generated text, compressed as the client accepts (br, then gzip), revalidated on every visit. */
async function sendDynamic(request: FastifyRequest, reply: FastifyReply, body: string, type: string, status: number): Promise<FastifyReply> {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const raw = Buffer.from(body, 'utf8');
  reply.status(status).header('content-type', type).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
  let payload = raw;
  if (accepted.has('br') || accepted.has('*')) {
    payload = await brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    reply.header('content-encoding', 'br');
  } else if (accepted.has('gzip')) {
    payload = await gzipAsync(raw, { level: 6 });
    reply.header('content-encoding', 'gzip');
  }
  reply.header('content-length', payload.length);
  return reply.send(request.method === 'HEAD' ? undefined : payload);
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * `GET /forum/threads/:id`: the site's shell of the route with the thread rendered into it by the built site's own
 * renderer (pages/siteRenderer.ts), so a shared link shows the thread to people without JavaScript and to search
 * engines (unknown, deleted, hidden or someone else's pending thread: the 404 page with status 404). `GET /sitemap.xml`: the prerendered sitemap plus every visible thread.
 */
export const forumPageRoutes: FastifyPluginAsync<ForumPageRoutesOptions> = async (app, { config, database, viewerOf }) => {
  const { db } = database;
  const siteDir = path.resolve(config.siteDir);
  const renderer = siteRenderer(siteDir, { warn: (message) => app.log.warn(message) });

  async function notFound(request: FastifyRequest, reply: FastifyReply) {
    if (await sendSiteFile(request, reply, path.join(siteDir, '404.html'), { kind: 'page', status: 404 })) return reply;
    return reply.status(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Page not found.');
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: forumThreadPattern,
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const params = forumThreadParamsSchema.safeParse(request.params);
      if (!params.success) return notFound(request, reply);
      const shell = await readText(path.join(siteDir, ...shellFile(forumThreadShell).split('/')));
      // A shell without the slot still gets the thread's head (title, canonical, JSON-LD); the client renders the rest.
      if (shell === undefined) return notFound(request, reply);
      const thread = await findThread(db, params.data.id);
      if (!thread || !canSeeThread(thread, await viewerOf(request))) return notFound(request, reply);
      const replies = await threadReplies(db, thread.id);
      const site = await renderer();
      let article: string | undefined;
      try {
        article = site && threadArticleHtml(site, thread, replies);
      } catch (error) {
        // The page still opens: the head is the thread's and the island shows the thread.
        request.log.error({ err: error, threadId: thread.id }, "the site's renderer failed on a thread: sent without it");
      }
      return sendDynamic(request, reply, renderThreadPage(shell, thread, replies, config.siteUrl, article), 'text/html; charset=utf-8', 200);
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/sitemap.xml',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const sitemap = await readText(path.join(siteDir, 'sitemap.xml'));
      if (sitemap === undefined) return notFound(request, reply);
      const threads = await sitemapThreads(db, sitemapThreadCap);
      return sendDynamic(request, reply, sitemapWithThreads(sitemap, threads, config.siteUrl), 'application/xml; charset=utf-8', 200);
    },
  });
};
