import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { escape } from 'html-escaper';
import { forumAuthors, forumThreadParamsSchema, postLinkRel, postSegments } from '@orisun/api';
import { company } from '@orisun/api/company';
import { shellFile, shellPages, type ShellPage } from '@orisun/api/routing';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { canSeeThread, findThread, sitemapThreads, threadReplies, type ForumViewer } from '../db/forum.ts';
import type { OpenedDatabase } from '../db/index.ts';
import type { ForumReplyRow, ForumThreadRow } from '../db/schema.ts';
import { acceptedEncodings } from '../site/send.ts';
import { sendSiteFile } from '../site/send.ts';

export interface ForumPageRoutesOptions {
  config: Pick<Config, 'siteDir' | 'siteUrl'>;
  database: OpenedDatabase;
  viewerOf: (request: FastifyRequest) => Promise<ForumViewer>;
}

/** The route of a shared thread, and where the site writes its shell (the site's shellPages entry, if any). */
export const forumThreadPattern = '/forum/threads/:id';
export const forumThreadShell: ShellPage = shellPages.find((shell) => shell.pattern === forumThreadPattern) ?? { pattern: forumThreadPattern, url: '/forum/threads/shared' };
/** The element of the shell the server fills with the thread. */
export const forumThreadSlot = '<div id="forum-shared-thread"></div>';
/** The most threads the sitemap lists (a sitemap holds at most 50,000 URLs; the site's own pages come first). */
export const sitemapThreadCap = 45_000;

const descriptionLength = 155;

export const forumThreadUrl = (siteUrl: string, id: string) => `${siteUrl}/forum/threads/${id}`;

/** The first ~155 characters of a post on one line, cut at a word. */
export function summaryOf(text: string, max = descriptionLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A post's text as HTML paragraphs: blank lines part paragraphs, line breaks stay, http(s) addresses are links. */
export function postHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => {
      const inner = postSegments(paragraph)
        .map((segment) =>
          segment.kind === 'link'
            ? `<a rel="${postLinkRel}" href="${escape(segment.href)}">${escape(segment.text)}</a>`
            : escape(segment.text).replace(/\r?\n/g, '<br>'),
        )
        .join('');
      return `<p>${inner}</p>`;
    })
    .join('');
}

const authorName = (row: { authorKind: 'visitor' | 'admin' }) => (row.authorKind === 'admin' ? forumAuthors.admin.name : forumAuthors.visitor.name);
const time = (at: Date) => `<time datetime="${at.toISOString()}">${escape(at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))}</time>`;

/** The thread and its replies as the HTML of the shell's slot (every piece of user text escaped). */
export function threadArticleHtml(thread: ForumThreadRow, replies: ForumReplyRow[]): string {
  const tags = thread.tags.length > 0 ? `<ul class="forum-thread-tags">${thread.tags.map((tag) => `<li>#${escape(tag)}</li>`).join('')}</ul>` : '';
  const replyItems = replies
    .map(
      (reply) =>
        `<li id="reply-${reply.id}"><article>` +
        `<p class="forum-reply-meta"><span>${escape(authorName(reply))}</span> ${time(reply.createdAt)}${reply.isSolution ? ' <strong class="forum-solution">Solution</strong>' : ''}</p>` +
        postHtml(reply.content) +
        '</article></li>',
    )
    .join('');
  return (
    '<article class="forum-thread">' +
    `<h1>${escape(thread.title)}</h1>` +
    `<p class="forum-thread-meta"><span>${escape(authorName(thread))}</span> ${time(thread.createdAt)} <span>${escape(thread.category)}</span>${thread.isSolved ? ' <strong>Solved</strong>' : ''}</p>` +
    tags +
    postHtml(thread.content) +
    `<section aria-label="Replies"><h2>${replies.length} ${replies.length === 1 ? 'reply' : 'replies'}</h2>` +
    (replyItems ? `<ol class="forum-replies">${replyItems}</ol>` : '') +
    '</section></article>'
  );
}

const personOf = (row: { authorKind: 'visitor' | 'admin' }, siteUrl: string) =>
  row.authorKind === 'admin' ? { '@type': 'Organization', name: forumAuthors.admin.name, url: `${siteUrl}/` } : { '@type': 'Person', name: forumAuthors.visitor.name };

/**
 * schema.org data of a thread: a DiscussionForumPosting with its replies as comments, or, once solved, a QAPage
 * whose Question has the solution as its acceptedAnswer (as discourse-solved does).
 */
export function threadStructuredData(thread: ForumThreadRow, replies: ForumReplyRow[], siteUrl: string): Record<string, unknown> {
  const url = forumThreadUrl(siteUrl, thread.id);
  const replyUrl = (reply: ForumReplyRow) => `${url}#reply-${reply.id}`;
  const solution = thread.isSolved ? replies.find((r) => r.isSolution) : undefined;
  if (solution) {
    const answer = (reply: ForumReplyRow) => ({ '@type': 'Answer', text: reply.content, datePublished: reply.createdAt.toISOString(), author: personOf(reply, siteUrl), url: replyUrl(reply), upvoteCount: reply.likes });
    return {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: thread.title,
        text: thread.content,
        answerCount: replies.length,
        upvoteCount: thread.likes,
        datePublished: thread.createdAt.toISOString(),
        author: personOf(thread, siteUrl),
        url,
        acceptedAnswer: answer(solution),
        suggestedAnswer: replies.filter((r) => r !== solution).map(answer),
      },
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: thread.title,
    text: thread.content,
    author: personOf(thread, siteUrl),
    datePublished: thread.createdAt.toISOString(),
    ...(thread.editedAt ? { dateModified: thread.editedAt.toISOString() } : {}),
    url,
    mainEntityOfPage: url,
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: thread.likes },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: replies.length },
    ],
    comment: replies.map((reply) => ({
      '@type': 'Comment',
      text: reply.content,
      author: personOf(reply, siteUrl),
      datePublished: reply.createdAt.toISOString(),
      url: replyUrl(reply),
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: reply.likes },
    })),
  };
}

/** JSON inside `<script>`: `<`, `>` and `&` escaped so no text can close the element or open a comment. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** Head tags a thread page replaces (the shell is noindex with the shell's own title and description). */
const replacedHeadTag =
  /\s*<(?:meta\s+(?:name|property)="(?:description|robots|og:url|og:type|og:title|og:description|twitter:title|twitter:description)"[^>]*|link\s+rel="canonical"[^>]*)>/gi;

/** The shell page with the thread in its slot and the head made the thread's: title, description, canonical, Open Graph, JSON-LD. */
export function renderThreadPage(shell: string, thread: ForumThreadRow, replies: ForumReplyRow[], siteUrl: string): string {
  const url = forumThreadUrl(siteUrl, thread.id);
  const title = `${thread.title} | ${company.name}`;
  const description = summaryOf(thread.content);
  const head = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}">`,
    `<link rel="canonical" href="${escape(url)}">`,
    `<meta property="og:url" content="${escape(url)}">`,
    '<meta property="og:type" content="article">',
    `<meta property="og:title" content="${escape(title)}">`,
    `<meta property="og:description" content="${escape(description)}">`,
    `<meta name="twitter:title" content="${escape(title)}">`,
    `<meta name="twitter:description" content="${escape(description)}">`,
    jsonLdScript(threadStructuredData(thread, replies, siteUrl)),
  ].join('\n    ');
  const withoutOld = shell.replace(replacedHeadTag, '');
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutOld) ? withoutOld.replace(/<title>[\s\S]*?<\/title>/i, () => head) : withoutOld.replace(/<\/head>/i, () => `${head}\n</head>`);
  // A function as the replacement, so `$&` or `$1` in a post stay text.
  return titled.replace(forumThreadSlot, () => `<div id="forum-shared-thread">${threadArticleHtml(thread, replies)}</div>`);
}

/** The site's sitemap with one `<url>` per thread added before `</urlset>`. */
export function sitemapWithThreads(sitemap: string, threads: { id: string; lastActivity: Date }[], siteUrl: string): string {
  const entries = threads.map((t) => `<url><loc>${escape(forumThreadUrl(siteUrl, t.id))}</loc><lastmod>${t.lastActivity.toISOString()}</lastmod></url>`).join('\n');
  if (entries === '') return sitemap;
  const at = sitemap.lastIndexOf('</urlset>');
  if (at === -1) return sitemap;
  return `${sitemap.slice(0, at)}${entries}\n${sitemap.slice(at)}`;
}

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
 * `GET /forum/threads/:id`: the site's shell of the route with the thread rendered into it, so a shared link shows
 * the thread to people without JavaScript and to search engines (unknown, deleted, hidden or someone else's pending
 * thread: the 404 page with status 404). `GET /sitemap.xml`: the prerendered sitemap plus every visible thread.
 */
export const forumPageRoutes: FastifyPluginAsync<ForumPageRoutesOptions> = async (app, { config, database, viewerOf }) => {
  const { db } = database;
  const siteDir = path.resolve(config.siteDir);

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
      return sendDynamic(request, reply, renderThreadPage(shell, thread, replies, config.siteUrl), 'text/html; charset=utf-8', 200);
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
