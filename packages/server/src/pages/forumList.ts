import { escape } from 'html-escaper';
import type { ForumThreadPage } from '@orisun/api';
import type { SiteLanguage } from '@orisun/api/languages';
import { forumListHref, forumListIndexed, type ForumIslandProps, type ForumListAddress } from '@orisun/api/routing';
import { alternateLinks, pageUrlIn, sitemapEntries, withLanguageSwitch } from './languages.ts';

// The forum's list pages (issue 23: every list is a page): `/forum`'s prerendered HTML with its forum island rendered
// again, per request, by the built site's own renderer (`SiteRenderer.renderIsland`) with the list in its props, and
// the head made the list's (title, canonical or noindex, rel prev/next).

/** The island of `/forum`'s page that shows the list (site/src/pages/Forum/Forum.island.tsx). */
export const forumIslandName = 'Forum';

/** Head tags a list page replaces: its address's, and its title's when the renderer gives one. */
const replacedHeadTag = /\s*<(?:meta\s+(?:name|property)="(?:robots|og:url)"[^>]*|link\s+rel="(?:canonical|prev|next)"[^>]*|link\s+rel="alternate"\s+hreflang="[^"]*"[^>]*)>/gi;
const replacedTitleTag = /\s*<meta\s+(?:name|property)="(?:og:title|twitter:title)"[^>]*>/gi;

export interface ForumListPage {
  address: ForumListAddress;
  /** The list's first page as `GET /threads` answers it; none for the Saved tab (the browser keeps it). */
  list: ForumThreadPage | undefined;
  siteUrl: string;
  /** The page's language (`/fr/forum/...`: French). */
  language: SiteLanguage;
}

/** The island's props for a list page (`ForumIslandProps`). */
export function forumListProps({ address, list }: ForumListPage): ForumIslandProps {
  return list ? { path: '/forum', list: { href: forumListHref(address), page: list } } : { path: '/forum' };
}

/**
 * `/forum`'s page (in the page's language) made the list's: its title (`title`, the site's renderer's; without one the
 * page's own), a canonical address in one spelling for the pages search engines index (`forumListIndexed`: the whole
 * list, a category's, a tag's, any page of them), `noindex, follow` for the others (a tab's view, a search, Saved),
 * `rel=prev`/`rel=next` between its pages, the list in each language (`hreflang`) and a language switch to it.
 */
export function forumListHead(page: string, { address, list, siteUrl, language }: ForumListPage, title: string | undefined): string {
  const href = forumListHref(address);
  const url = pageUrlIn(siteUrl, language, href);
  const head = [
    ...(title === undefined ? [] : [`<title>${escape(title)}</title>`, `<meta property="og:title" content="${escape(title)}">`, `<meta name="twitter:title" content="${escape(title)}">`]),
    forumListIndexed(address) ? `<link rel="canonical" href="${escape(url)}">` : '<meta name="robots" content="noindex, follow">',
    ...alternateLinks(siteUrl, href),
    `<meta property="og:url" content="${escape(url)}">`,
    ...(address.page > 1 ? [`<link rel="prev" href="${escape(pageUrlIn(siteUrl, language, forumListHref({ ...address, page: address.page - 1 })))}">`] : []),
    ...(list?.nextCursor ? [`<link rel="next" href="${escape(pageUrlIn(siteUrl, language, forumListHref({ ...address, page: address.page + 1 })))}">`] : []),
  ].join('\n    ');
  const withoutOld = withLanguageSwitch(page, language, '/forum', href).replace(replacedHeadTag, '');
  if (title !== undefined && /<title>[\s\S]*?<\/title>/i.test(withoutOld)) return withoutOld.replace(replacedTitleTag, '').replace(/<title>[\s\S]*?<\/title>/i, () => head);
  return withoutOld.replace(/<\/head>/i, () => `${head}\n</head>`);
}

/** The list pages the sitemap adds, in every language: every page of the whole list and of each category that has threads. */
export function sitemapListEntries(lists: { address: ForumListAddress; total: number }[], pageSize: number, siteUrl: string): string {
  return lists
    .flatMap(({ address, total }) => {
      const pages = Math.min(Math.ceil(total / pageSize), 500);
      // `/forum` itself is the prerendered sitemap's already.
      return Array.from({ length: pages }, (_, i) => ({ ...address, page: i + 1 })).filter((a) => a.page > 1 || a.category || a.tag);
    })
    .flatMap((a) => sitemapEntries(siteUrl, forumListHref(a)))
    .join('\n');
}
