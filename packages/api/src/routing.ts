import { forumCategories, forumTabs, type ForumCategory, type ForumTab } from './schemas/forumFacts.ts';
import type { ForumThreadDetail, ForumThreadPage } from './schemas/forum.ts';
import type { ClientTicketList } from './schemas/tickets.ts';
import { pathIn, type SiteLanguage } from './languages.ts';

/**
 * `@orisun/api/routing`: the site's routing that the server must know, outside the company's facts.
 *
 * Client-routed pages: routes whose path has a parameter or a splat (`/developers/*`), so they
 * cannot be prerendered path by path, and pages whose content depends on who is signed in (the
 * customer's `/dashboard`, the staff desk's `/admin` and `/admin/dashboard`). Each is prerendered once,
 * at `url`, as its shell page
 * (`/developers` -> `developers.html`; noindex, not in the sitemap), and the server answers every
 * path `pattern` matches with that file (packages/server/src/main.ts); the client router then
 * renders the route for the real path. Pure data: the route table, the prerender and the server
 * all read it.
 */
export interface ShellPage {
  /** The route's path in `routes.tsx` (`:name` segments, or `/*` at the end). */
  pattern: string;
  /** A concrete path the route matches, rendered as the shell. */
  url: string;
}

export const shellPages: readonly ShellPage[] = [
  // Any /developers/<x> is the Developer Portal waitlist (docs/product.md §2.8); the footer's two
  // /developers/... links are prerendered pages of their own.
  { pattern: '/developers/*', url: '/developers' },
  // The customer ticket page: what it shows depends on the visitor's session (and a one-time
  // `?link=` from their mail), so it is a shell, not a marketing page (noindex, not in the sitemap).
  { pattern: '/dashboard', url: '/dashboard' },
  // The staff desk (docs/product.md §1.2, §2.11 and §2.12): sign-in and the dashboard. Not marketing pages: what they
  // show depends on the session, so each is a shell (noindex, not in the sitemap) the client completes.
  { pattern: '/admin', url: '/admin' },
  { pattern: '/admin/dashboard', url: '/admin/dashboard' },
  // A forum thread's own address: the forum with the thread's dialog open. Public and indexed (the route's
  // `indexed`), unlike the others: the server fills the shell's empty `forumThreadSlotId` block with the thread's HTML
  // (`SiteRenderer`) for readers without JavaScript and for link previews.
  { pattern: '/forum/threads/:id', url: '/forum/threads/shared' },
];

/**
 * The file of the built site a shell page is written to (`/developers` -> `developers.html`); in French, for a page
 * that exists in French, under `fr/` (`/dashboard` -> `fr/dashboard.html`).
 */
export function shellFile(shell: ShellPage, language: SiteLanguage = 'en'): string {
  return `${language === 'en' ? '' : `${language}/`}${shell.url.replace(/^\/+|\/+$/g, '')}.html`;
}

/** The id of the empty block of the thread shell (`/forum/threads/shared`) that the server fills with the thread. */
export const forumThreadSlotId = 'forum-shared-thread';

/**
 * What the built site renders for the server at run time, with the site's own components, the way the prerender
 * renders every page at build time: the HTML of a shell page's dynamic part, made per request. The islands' server
 * build is this module (site/src/build/islands-server.tsx).
 */
export interface SiteRenderer {
  /**
   * A forum thread and its visible replies (oldest first), read-only, as the HTML of the thread shell's slot: all of
   * them, or one page of them (`replyPage`, the replies given being that page's).
   */
  renderForumThread(detail: ForumThreadDetail & { replyPage?: ForumReplyPage }): string;
  /**
   * The HTML inside an island's element (`<div data-island="Forum">`), rendered with `props` as the prerender renders
   * it, the `index`-th island of its page (its ids are numbered by it, as the browser hydrates it): the forum's list
   * pages (`ForumIslandProps` with the list in them).
   */
  renderIsland(name: string, props: object, index: number): Promise<string>;
  /** A forum list page's title in the build's language (`Troubleshooting · Solved · Page 2 | Community Forum | Orisun Software`). */
  forumListTitle(address: ForumListAddress): string;
  /** A thread's page title in the build's language (`<title> · Page 2 | Orisun Software`). */
  forumThreadTitle(title: string, page: number): string;
}

/** How many replies a thread's own page shows at once (`/forum/threads/<id>?page=2` the next ones), as Discourse's crawler view pages them. */
export const forumRepliesPerPage = 30;

/** Which page of a thread's replies its page shows. */
export interface ForumReplyPage {
  /** From 1. */
  page: number;
  /** At least 1 (a thread without replies has one page). */
  pageCount: number;
  /** All the thread's visible replies (the heading's count), not only this page's. */
  total: number;
}

/** The pages a thread with `replies` visible replies has: at least one. */
export const forumReplyPageCount = (replies: number) => Math.max(1, Math.ceil(replies / forumRepliesPerPage));

/** The replies of page `page` (from 1) of a thread's own page, `forumRepliesPerPage` a page: the server's page and the island's. */
export const repliesOnPage = <T>(replies: readonly T[], page: number): T[] => replies.slice((page - 1) * forumRepliesPerPage, page * forumRepliesPerPage);

/** The address of a thread's page of replies, in one spelling (page 1 without `?page=`). */
export const forumThreadHref = (id: string, page = 1) => `/forum/threads/${id}${page > 1 ? `?page=${page}` : ''}`;

/**
 * The page of replies a thread's address asks for (`?page=`): 1 without one, undefined for a malformed one (a 404), as
 * the list pages read theirs. Other parameters are ignored.
 */
export function parseForumReplyPage(search: string): number | undefined {
  const value = new URLSearchParams(search).get('page');
  if (value === null) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : undefined;
}

/**
 * One of the forum's list pages, as its address says (issue 23: every list is a page): `/forum`, `/forum/c/<category>`
 * or `/forum/tag/<tag>`, with `?tab=`, `?q=` and `?page=`. The server renders each into `/forum`'s HTML and the
 * forum's island reads the same address, so a link works with JavaScript on or off.
 */
export interface ForumListAddress {
  tab: ForumTab;
  /** The search, trimmed (`''`: none). */
  q: string;
  category?: ForumCategory | undefined;
  tag?: string | undefined;
  /** From 1. */
  page: number;
}

/** The path segment of a category (`Feature Requests` -> `feature-requests`). */
export const forumCategorySlug = (category: ForumCategory) => category.toLowerCase().replace(/\s+/g, '-');

const tagSegment = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;
const isTab = (value: string | null): value is ForumTab => forumTabs.includes(value as ForumTab);

/**
 * The list page of `pathname` and `search`, or undefined when the address is no list page (an unknown category, a
 * malformed tag or page: a 404). A missing or unknown tab is Recent.
 */
export function parseForumListAddress(pathname: string, search: string): ForumListAddress | undefined {
  const params = new URLSearchParams(search);
  const tabParam = params.get('tab');
  const pageParam = params.get('page');
  const page = pageParam === null ? 1 : /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : NaN;
  if (!(page >= 1 && page <= 500)) return undefined;
  const address: ForumListAddress = { tab: isTab(tabParam) ? tabParam : 'recent', q: (params.get('q') ?? '').trim().slice(0, 200), page };
  const path = pathname.replace(/\/+$/, '');
  if (path === '/forum') return address;
  const category = /^\/forum\/c\/([^/]+)$/.exec(path);
  if (category) {
    const found = forumCategories.find((name) => forumCategorySlug(name) === safeDecode(category[1]!));
    return found ? { ...address, category: found } : undefined;
  }
  const tag = /^\/forum\/tag\/([^/]+)$/.exec(path);
  if (tag) {
    const name = safeDecode(tag[1]!).toLowerCase();
    return name.length <= 30 && tagSegment.test(name) ? { ...address, tag: name } : undefined;
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The path of a list page without its query: `/forum`, `/forum/c/<category>` or `/forum/tag/<tag>`. */
export function forumListPath(address: Pick<ForumListAddress, 'category' | 'tag'>): string {
  if (address.category) return `/forum/c/${forumCategorySlug(address.category)}`;
  if (address.tag) return `/forum/tag/${encodeURIComponent(address.tag)}`;
  return '/forum';
}

/** The address of a list page, in one spelling: Recent, an empty search and page 1 are left out. */
export function forumListHref(address: ForumListAddress): string {
  const query = new URLSearchParams();
  if (address.tab !== 'recent') query.set('tab', address.tab);
  if (address.q) query.set('q', address.q);
  if (address.page > 1) query.set('page', String(address.page));
  const text = query.toString();
  return `${forumListPath(address)}${text ? `?${text}` : ''}`;
}

/**
 * Whether search engines should index a list page: the whole list, a category's, a tag's, on any page; not a tab's
 * other view of the same threads, a search or the visitor's saved threads (noindex, follow: their threads are reached
 * through the indexed pages). The sitemap lists only such pages, each by its `forumListHref`.
 */
export const forumListIndexed = (address: ForumListAddress) => address.tab === 'recent' && address.q === '';

/** The forum island's props (site/src/pages/Forum/Forum.island.tsx), written into the page as JSON. */
export interface ForumIslandProps {
  /** The page's path as the prerender renders it (`/forum`, the thread shell's `/forum/threads/shared`). */
  path: string;
  /** A list page the server rendered: its address (`forumListHref`) and the answer of `GET /threads` it shows. */
  list?: { href: string; page: ForumThreadPage };
  /**
   * A thread's own page the server rendered (`path` its address, `?page=` with it): the answer of
   * `GET /api/forum/threads/:id` for this reader it shows, which the island hydrates in place.
   */
  thread?: ForumThreadDetail;
}

/** The customer ticket page's shell (`/dashboard`; noindex, what it shows depends on the session). */
export const customerTicketPage: ShellPage = shellPages.find((shell) => shell.pattern === '/dashboard') ?? { pattern: '/dashboard', url: '/dashboard' };

/** The customer ticket page in a language: `/dashboard`, French `/fr/dashboard` (the mails of a French ticket link it). */
export function customerTicketPagePath(language: SiteLanguage): string {
  return pathIn(language, customerTicketPage.pattern);
}

/** The island of `/dashboard`'s page (site/src/pages/CustomerTickets/CustomerTickets.island.tsx). */
export const customerTicketsIslandName = 'CustomerTickets';

/**
 * The customer ticket page's island props, written into the page as JSON: none in the prerendered page (it asks the
 * server), `signedIn` when the server rendered the page for a customer's session (the island shows it at once and does
 * not ask again).
 */
export interface CustomerTicketsIslandProps {
  signedIn?: ClientTicketList;
}

/**
 * Where the `SiteRenderer` module is, relative to the built site's folder the server serves (`site/dist/client`
 * -> `site/dist/islands-server/islands-server.js`): beside it, not in it, since it is code for the server, not a file for
 * visitors. The server imports it from the build, never from the site's source.
 */
export const siteRendererFile = '../islands-server/islands-server.js';

/** The `SiteRenderer` of one language's build: English `siteRendererFile`, French `../islands-server-fr/islands-server.js`. */
export function siteRendererFileIn(language: SiteLanguage): string {
  return language === 'en' ? siteRendererFile : siteRendererFile.replace('/islands-server/', `/islands-server-${language}/`);
}
