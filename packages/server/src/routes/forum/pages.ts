import path from 'node:path';
import { forumCategories, forumLimits, forumThreadParamsSchema } from '@orisun/api';
import { forumReplyPageCount, forumThreadHref, parseForumListAddress, parseForumReplyPage, shellFile, shellPages, type ForumIslandProps, type ForumListAddress, type ShellPage } from '@orisun/api/routing';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { basePath, pathIn, siteLanguages, type SiteLanguage } from '@orisun/api/languages';
import type { Config } from '../../config.ts';
import type { ForumContext } from './context.ts';
import { postRules } from './rules.ts';
import { listThreads, sitemapThreads } from '../../db/forum/list.ts';
import { repliesOut, threadOutOne } from '../../db/forum/present.ts';
import { threadReplies } from '../../db/forum/replies.ts';
import { findThread } from '../../db/forum/threads.ts';
import { canSeeThread, type ForumViewer } from '../../db/forum/visibility.ts';
import type { OpenedDatabase } from '../../db/index.ts';
import { forumIslandName, forumListHead, forumListProps, sitemapListEntries } from '../../pages/forumList.ts';
import { withIsland } from '../../pages/island.ts';
import { renderThreadPage, sitemapWithThreads, threadArticleHtml } from '../../pages/forumThread.ts';
import { siteRenderer } from '../../pages/siteRenderer.ts';
import { readText, sendGenerated, sendSiteFile } from '../../static/send.ts';
import { answerLanguageChoice } from '../site.ts';

export interface ForumPageRoutesOptions {
  config: Pick<Config, 'siteDir' | 'siteUrl' | 'publicUrl'>;
  database: OpenedDatabase;
  viewerOf: (request: FastifyRequest) => Promise<ForumViewer>;
  /** The list's memory and the posting rules (the forum's API routes' own). */
  forum: Pick<ForumContext, 'memo' | 'limits'>;
}

/** The route of a shared thread, and where the site writes its shell (the site's shellPages entry, if any). */
export const forumThreadPattern = '/forum/threads/:id';
export const forumThreadShell: ShellPage = shellPages.find((shell) => shell.pattern === forumThreadPattern) ?? { pattern: forumThreadPattern, url: '/forum/threads/shared' };
/** The routes of the forum's list pages (`@orisun/api/routing`'s `ForumListAddress`), all rendered into `/forum`'s page. */
export const forumListRoutes = ['/forum', '/forum/c/:category', '/forum/tag/:tag'] as const;
/** The prerendered page of `/forum` the list pages are made from, in `language` (`fr/forum.html`). */
export const forumListShell = (language: SiteLanguage = 'en') => `${pathIn(language, '/forum').slice(1)}.html`;
/**
 * Forum pages depend on who reads them (a visitor's held thread, an admin) and may carry the visitor's cookie: a
 * shared cache keeps none of them, the browser revalidates.
 */
export const forumPageCacheControl = 'private, no-cache';
/** The most thread pages the sitemap lists, all languages (a sitemap holds at most 50,000 URLs; the site's own pages come first). */
export const sitemapThreadCap = 45_000;

/**
 * `GET /forum/threads/:id` (`?page=N`: its later replies): the site's shell of the route with the thread rendered into
 * it by the built site's own renderer (pages/siteRenderer.ts), so a shared link shows the thread to people without
 * JavaScript and to search engines (unknown, deleted, hidden or someone else's pending thread: the 404 page with status
 * 404). `GET /sitemap.xml`: the prerendered sitemap plus every visible thread.
 */
export const forumPageRoutes: FastifyPluginAsync<ForumPageRoutesOptions> = async (app, { config, database, viewerOf, forum }) => {
  const { db } = database;
  const siteDir = path.resolve(config.siteDir);
  const secureCookies = config.publicUrl.startsWith('https:');

  async function notFound(request: FastifyRequest, reply: FastifyReply, language: SiteLanguage) {
    for (const page of language === 'en' ? ['404.html'] : [`${language}/404.html`, '404.html']) {
      if (await sendSiteFile(request, reply, path.join(siteDir, page), { kind: 'page', status: 404 })) return reply;
    }
    return reply.status(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Page not found.');
  }

  // The forum's pages in each language (`/fr/forum/c/troubleshooting`): that language's prerendered pages and renderer,
  // the same threads (a post stays in the language it was written in).
  for (const language of siteLanguages) forumPagesIn(language);

  function forumPagesIn(language: SiteLanguage) {
    const renderer = siteRenderer(siteDir, { warn: (message) => app.log.warn(message) }, language);

    /**
     * `GET /forum`, `/forum/c/:category`, `/forum/tag/:tag` (with `?tab=`, `?q=`, `?page=`): `/forum`'s page with that
     * list rendered into its forum island by the site's renderer, the list's first page in the island's props (the
     * island shows it without fetching it again). Unknown category, malformed tag or page, or a page past the end: 404.
     * A reader without a cookie or session (a first visit, a crawler) gets what every such reader gets, remembered as
     * the list's JSON is (`FORUM_LIST_CACHE_SECONDS`, forgotten after a write). No renderer, or one that fails: the
     * prerendered page, whose island loads the list.
     */
    const listPage = async (request: FastifyRequest, reply: FastifyReply) => {
      // `?language=`: the language switch, answered as on every page.
      if (answerLanguageChoice(request, reply, { secureCookies })) return reply;
      const [pathname = '/', search = ''] = request.url.split(/(?=\?)/);
      const address = parseForumListAddress(basePath(pathname), search);
      if (!address) return notFound(request, reply, language);
      const shellPath = path.join(siteDir, ...forumListShell(language).split('/'));
      const shell = await readText(shellPath);
      if (shell === undefined) return notFound(request, reply, language);
      const viewer = await viewerOf(request);
      const anonymous = viewer.visitorId === undefined && viewer.adminId === undefined;
      const site = await renderer();
      const build = async (): Promise<string | null> => {
        const list =
          address.tab === 'saved'
            ? undefined
            : {
                ...(await listThreads(
                  database.db,
                  viewer,
                  { activeTab: address.tab, searchQuery: address.q || undefined, category: address.category, tag: address.tag, page: address.page, limit: forumLimits.pageSizeDefault },
                  forum.memo,
                )),
                rules: postRules(forum.limits, viewer.adminId !== undefined),
              };
        // Past the last page: no such page.
        if (list && address.page > 1 && list.threads.length === 0) return null;
        const page = { address, list, siteUrl: config.siteUrl, language };
        let html = shell;
        try {
          html = (site && (await withIsland(shell, forumIslandName, forumListProps(page), site))) ?? shell;
        } catch (error) {
          request.log.error({ err: error, url: request.url }, "the site's renderer failed on a forum list: sent the page without it");
        }
        return forumListHead(html, page, site?.forumListTitle(address));
      };
      // Keyed by the build (its renderer's `build`): a new build's pages show at once.
      const html = anonymous ? await forum.memo(`list-page:${site?.build ?? 0}:${request.url}`, build) : await build();
      if (html === null) return notFound(request, reply, language);
      return sendGenerated(request, reply, html, { type: 'text/html; charset=utf-8', cacheControl: forumPageCacheControl });
    };
    for (const url of forumListRoutes) app.route({ method: ['GET', 'HEAD'], url: pathIn(language, url), exposeHeadRoute: false, handler: listPage });

    app.route({
      method: ['GET', 'HEAD'],
      url: pathIn(language, forumThreadPattern),
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        if (answerLanguageChoice(request, reply, { secureCookies })) return reply;
        const params = forumThreadParamsSchema.safeParse(request.params);
        // `?page=N`: a page of its replies (`forumRepliesPerPage` each); a malformed one, or one past the last, is no page.
        const page = parseForumReplyPage(request.url.split(/(?=\?)/)[1] ?? '');
        if (!params.success || page === undefined) return notFound(request, reply, language);
        const shell = await readText(path.join(siteDir, ...shellFile(forumThreadShell, language).split('/')));
        // A shell without the slot still gets the thread's head (title, canonical, JSON-LD); the client renders the rest.
        if (shell === undefined) return notFound(request, reply, language);
        const viewer = await viewerOf(request);
        const site = await renderer();
        const build = async (): Promise<string | null> => {
          const thread = await findThread(db, params.data.id);
          if (!thread || !canSeeThread(thread, viewer)) return null;
          const replies = await threadReplies(db, thread.id);
          const replyPage = { page, pageCount: forumReplyPageCount(replies.length), total: replies.length };
          if (page > replyPage.pageCount) return null;
          let html: string | undefined;
          let article: string | undefined;
          try {
            // The forum's island rendered with the thread as this reader's `GET /api/forum/threads/:id` answers it (their
            // likes, reports, own posts; no view counted: the island's own read counts it), which it hydrates in place.
            const detail = site && { thread: await threadOutOne(db, thread, viewer), replies: await repliesOut(db, replies, viewer) };
            html = site && detail && (await withIsland(shell, forumIslandName, { path: forumThreadHref(thread.id, page), thread: detail } satisfies ForumIslandProps, site));
          } catch (error) {
            request.log.error({ err: error, threadId: thread.id }, "the site's renderer failed on a thread's island: sent its read-only HTML");
          }
          try {
            // A shell without the island: the thread's read-only HTML in its slot.
            if (html === undefined) article = site && threadArticleHtml(site, thread, replies, replyPage);
          } catch (error) {
            // The page still opens: the head is the thread's and the island shows the thread.
            request.log.error({ err: error, threadId: thread.id }, "the site's renderer failed on a thread: sent without it");
          }
          return renderThreadPage(html ?? shell, thread, replies, { siteUrl: config.siteUrl, language, title: site?.forumThreadTitle(thread.title, page) }, article, replyPage);
        };
        // A reader without a cookie or session (a first visit from a search, a crawler) gets what every such reader gets,
        // remembered as the list pages are (`FORUM_LIST_CACHE_SECONDS`, forgotten after a write, a new build's at once):
        // the page counts no view.
        const anonymous = viewer.visitorId === undefined && viewer.adminId === undefined;
        const html = anonymous ? await forum.memo(`thread-page:${site?.build ?? 0}:${pathIn(language, forumThreadHref(params.data.id, page))}`, build) : await build();
        if (html === null) return notFound(request, reply, language);
        return sendGenerated(request, reply, html, { type: 'text/html; charset=utf-8', cacheControl: forumPageCacheControl });
      },
    });
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/sitemap.xml',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const sitemap = await readText(path.join(siteDir, 'sitemap.xml'));
      if (sitemap === undefined) return notFound(request, reply, 'en');
      // Each thread's page in every language: the sitemap names as many threads as fit in its cap of addresses.
      const threads = await sitemapThreads(db, Math.floor(sitemapThreadCap / siteLanguages.length));
      // The list pages search engines index (`forumListIndexed`): later pages of the whole list, each category's.
      const anyone = { visitorId: undefined, adminId: undefined };
      const first = (address: Partial<ForumListAddress>) =>
        listThreads(db, anyone, { activeTab: 'recent', category: address.category, limit: forumLimits.pageSizeDefault }, forum.memo).then((page) => ({
          address: { tab: 'recent' as const, q: '', page: 1, ...address },
          total: page.total,
        }));
      const lists = await Promise.all([first({}), ...forumCategories.map((category) => first({ category }))]);
      const withLists = sitemapWithThreads(sitemap, [], config.siteUrl).replace('</urlset>', () => `${sitemapListEntries(lists, forumLimits.pageSizeDefault, config.siteUrl)}\n</urlset>`);
      return sendGenerated(request, reply, sitemapWithThreads(withLists, threads, config.siteUrl, sitemapThreadCap), { type: 'application/xml; charset=utf-8', cacheControl: 'no-cache' });
    },
  });
};
