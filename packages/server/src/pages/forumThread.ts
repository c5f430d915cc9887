import { summaryOf } from '../mail/forumPost.ts';
import { escape } from 'html-escaper';
import { forumAuthors } from '@orisun/api';
import { postMailText } from '@orisun/api/markdown';
import { company } from '@orisun/api/company';
import { forumReplyPageCount, forumRepliesPerPage, forumThreadHref, forumThreadSlotId, repliesOnPage, shellPages, type ForumReplyPage, type SiteRenderer } from '@orisun/api/routing';
import { pathIn, type SiteLanguage } from '@orisun/api/languages';
import { replyOut, threadOut } from '../db/forum/present.ts';
import { alternateLinks, pageUrlIn, sitemapEntries, withLanguageSwitch } from './languages.ts';
import type { ForumReplyRow, ForumThreadRow } from '../db/schema.ts';

// A forum thread's own page (the site's shell with the thread in its slot and the head made the thread's) and the
// sitemap's threads. The thread itself is the site's markup (its ThreadArticle, rendered by the built site's
// `SiteRenderer`); the head is made here, every piece of user text escaped.

/** The element of the shell the server fills with the thread. */
export const forumThreadSlot = `<div id="${forumThreadSlotId}"></div>`;


/** The thread shell's page (`/forum/threads/shared`), whose language switch a thread's page makes its own. */
const forumThreadShellPath = shellPages.find((shell) => shell.pattern === '/forum/threads/:id')?.url ?? '/forum/threads/shared';

/** A thread's page of replies in `language`, absolute (page 1 without `?page=`). */
export const forumThreadUrl = (siteUrl: string, id: string, page = 1, language: SiteLanguage = 'en') => pageUrlIn(siteUrl, language, forumThreadHref(id, page));


/** Nobody in particular: the page shows no reader's own likes or reports (it has no buttons). */
const anyone = { visitorId: undefined, adminId: undefined };
const noMarks = { liked: false, reported: false };

/**
 * The thread and its visible replies as the site renders them for the shell's slot (the contract's shapes in): with
 * `replyPage`, only that page's replies (`replies` being all of them).
 */
export function threadArticleHtml(renderer: SiteRenderer, thread: ForumThreadRow, replies: ForumReplyRow[], replyPage?: ForumReplyPage): string {
  const shown = replyPage ? repliesOnPage(replies, replyPage.page) : replies;
  return renderer.renderForumThread({ thread: threadOut(thread, anyone, noMarks), replies: shown.map((reply) => replyOut(reply, noMarks)), ...(replyPage ? { replyPage } : {}) });
}

const personOf = (row: { authorKind: 'visitor' | 'admin'; authorName: string | null }, siteUrl: string) =>
  row.authorKind === 'admin' ? { '@type': 'Organization', name: forumAuthors.admin.name, url: `${siteUrl}/` } : { '@type': 'Person', name: row.authorName ?? forumAuthors.visitor.name };

/**
 * schema.org data of a thread: a DiscussionForumPosting with its replies as comments, or, once solved, a QAPage
 * whose Question has the solution as its acceptedAnswer (as discourse-solved does).
 */
export function threadStructuredData(thread: ForumThreadRow, replies: ForumReplyRow[], siteUrl: string, language: SiteLanguage = 'en'): Record<string, unknown> {
  const url = forumThreadUrl(siteUrl, thread.id, 1, language);
  // Each reply on the page of replies that shows it.
  const replyUrl = (reply: ForumReplyRow) => `${forumThreadUrl(siteUrl, thread.id, Math.floor(replies.indexOf(reply) / forumRepliesPerPage) + 1, language)}#reply-${reply.id}`;
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
  /\s*<(?:meta\s+(?:name|property)="(?:description|robots|og:url|og:type|og:title|og:description|twitter:title|twitter:description)"[^>]*|link\s+rel="(?:canonical|prev|next)"[^>]*|link\s+rel="alternate"\s+hreflang="[^"]*"[^>]*)>/gi;

/** Where a thread's page is: the site's address, the page's language, and its title (the site's renderer's, in that language). */
export interface ThreadPagePlace {
  siteUrl: string;
  language: SiteLanguage;
  /** Without a renderer: the thread's title and the company's name. */
  title: string | undefined;
}

/**
 * The shell page with the head made the thread's (title, description, canonical, Open Graph, JSON-LD) and
 * `article`, the thread's HTML (`threadArticleHtml`), in its slot; without it the slot stays empty (the island shows
 * the thread). A later page of replies (`replyPage`) is its own canonical page (`?page=2`, "Page 2" in its title),
 * linked to its neighbours with `rel=prev`/`rel=next`, as Discourse's are.
 */
export function renderThreadPage(
  shell: string,
  thread: ForumThreadRow,
  replies: ForumReplyRow[],
  { siteUrl, language, title: pageTitle }: ThreadPagePlace,
  article: string | undefined,
  replyPage: Pick<ForumReplyPage, 'page' | 'pageCount'> = { page: 1, pageCount: 1 },
): string {
  const { page, pageCount } = replyPage;
  const url = forumThreadUrl(siteUrl, thread.id, page, language);
  const title = pageTitle ?? `${thread.title} | ${company.name}`;
  // The post's words without its Markdown (`**`, `[text](address)`): what a search result or a link preview shows.
  const description = summaryOf(postMailText(thread.content));
  const head = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}">`,
    `<link rel="canonical" href="${escape(url)}">`,
    ...alternateLinks(siteUrl, forumThreadHref(thread.id, page)),
    ...(page > 1 ? [`<link rel="prev" href="${escape(forumThreadUrl(siteUrl, thread.id, page - 1, language))}">`] : []),
    ...(page < pageCount ? [`<link rel="next" href="${escape(forumThreadUrl(siteUrl, thread.id, page + 1, language))}">`] : []),
    `<meta property="og:url" content="${escape(url)}">`,
    '<meta property="og:type" content="article">',
    `<meta property="og:title" content="${escape(title)}">`,
    `<meta property="og:description" content="${escape(description)}">`,
    `<meta name="twitter:title" content="${escape(title)}">`,
    `<meta name="twitter:description" content="${escape(description)}">`,
    jsonLdScript(threadStructuredData(thread, replies, siteUrl, language)),
  ].join('\n    ');
  // The shell's links to itself (the footer's link to this page's language) are the thread's.
  const own = `href="${escape(pathIn(language, forumThreadHref(thread.id, page)))}"`;
  const withoutOld = withLanguageSwitch(shell, language, forumThreadShellPath, forumThreadHref(thread.id, page))
    .replaceAll(`href="${pathIn(language, forumThreadShellPath)}"`, () => own)
    .replace(replacedHeadTag, '');
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutOld) ? withoutOld.replace(/<title>[\s\S]*?<\/title>/i, () => head) : withoutOld.replace(/<\/head>/i, () => `${head}\n</head>`);
  if (article === undefined) return titled;
  // A function as the replacement, so `$&` or `$1` in a post stay text.
  return titled.replace(forumThreadSlot, () => `<div id="${forumThreadSlotId}">${article}</div>`);
}

/**
 * The site's sitemap with one `<url>` per thread added before `</urlset>`, and one per later page of a long thread's
 * replies (`replies`, its visible replies: each page is canonical), as long as the entries stay within `max`.
 */
export function sitemapWithThreads(sitemap: string, threads: { id: string; lastActivity: Date; replies?: number }[], siteUrl: string, max = Infinity): string {
  // The page in every language (each names the others), the first pages of every thread before any later page.
  const entry = (id: string, page: number, lastActivity: Date) => sitemapEntries(siteUrl, forumThreadHref(id, page), `<lastmod>${lastActivity.toISOString()}</lastmod>`);
  const firsts = threads.flatMap((t) => entry(t.id, 1, t.lastActivity));
  const later = threads.flatMap((t) => Array.from({ length: forumReplyPageCount(t.replies ?? 0) - 1 }, (_, i) => entry(t.id, i + 2, t.lastActivity)).flat());
  const entries = [...firsts, ...later.slice(0, Math.max(0, max - firsts.length))].join('\n');
  if (entries === '') return sitemap;
  const at = sitemap.lastIndexOf('</urlset>');
  if (at === -1) return sitemap;
  return `${sitemap.slice(0, at)}${entries}\n${sitemap.slice(at)}`;
}
