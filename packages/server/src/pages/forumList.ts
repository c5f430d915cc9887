import { escape } from 'html-escaper';
import type { ForumThreadPage } from '@orisun/api';
import { company } from '@orisun/api/company';
import { forumListHref, forumListIndexed, type ForumIslandProps, type ForumListAddress } from '@orisun/api/routing';

// The forum's list pages (issue 23: every list is a page): `/forum`'s prerendered HTML with its forum island rendered
// again, per request, by the built site's own renderer (`SiteRenderer.renderIsland`) with the list in its props, and
// the head made the list's (title, canonical or noindex, rel prev/next).

/** The island of `/forum`'s page that shows the list (site/src/pages/Forum/Forum.island.tsx). */
export const forumIslandName = 'Forum';

const tabNames: Record<ForumListAddress['tab'], string> = { recent: 'Recent', popular: 'Popular', unanswered: 'Unanswered', solved: 'Solved', saved: 'Saved' };

/** The list page's title: what narrows it, then the forum's (`Troubleshooting · Solved · Page 2 | Community Forum | Orisun Software`). */
export function forumListTitle(address: ForumListAddress, forumTitle = 'Community Forum'): string {
  const parts = [
    address.category,
    address.tag && `#${address.tag}`,
    address.q && `Search: ${address.q}`,
    address.tab !== 'recent' ? tabNames[address.tab] : undefined,
    address.page > 1 ? `Page ${address.page}` : undefined,
  ].filter(Boolean);
  return [parts.join(' · '), forumTitle, company.name].filter(Boolean).join(' | ');
}

/** Head tags a list page replaces. */
const replacedHeadTag = /\s*<(?:meta\s+(?:name|property)="(?:robots|og:url|og:title|twitter:title)"[^>]*|link\s+rel="(?:canonical|prev|next)"[^>]*)>/gi;

export interface ForumListPage {
  address: ForumListAddress;
  /** The list's first page as `GET /threads` answers it; none for the Saved tab (the browser keeps it). */
  list: ForumThreadPage | undefined;
  siteUrl: string;
}

/** The island's props for a list page (`ForumIslandProps`). */
export function forumListProps({ address, list }: ForumListPage): ForumIslandProps {
  return list ? { path: '/forum', list: { href: forumListHref(address), page: list } } : { path: '/forum' };
}

/**
 * `/forum`'s page made the list's: its title, a canonical address in one spelling for the pages search engines index
 * (`forumListIndexed`: the whole list, a category's, a tag's, any page of them), `noindex, follow` for the others (a
 * tab's view, a search, Saved), and `rel=prev`/`rel=next` between its pages.
 */
export function forumListHead(page: string, { address, list, siteUrl }: ForumListPage): string {
  const title = forumListTitle(address);
  const url = `${siteUrl}${forumListHref(address)}`;
  const head = [
    `<title>${escape(title)}</title>`,
    forumListIndexed(address) ? `<link rel="canonical" href="${escape(url)}">` : '<meta name="robots" content="noindex, follow">',
    `<meta property="og:url" content="${escape(url)}">`,
    `<meta property="og:title" content="${escape(title)}">`,
    `<meta name="twitter:title" content="${escape(title)}">`,
    ...(address.page > 1 ? [`<link rel="prev" href="${escape(`${siteUrl}${forumListHref({ ...address, page: address.page - 1 })}`)}">`] : []),
    ...(list?.nextCursor ? [`<link rel="next" href="${escape(`${siteUrl}${forumListHref({ ...address, page: address.page + 1 })}`)}">`] : []),
  ].join('\n    ');
  const withoutOld = page.replace(replacedHeadTag, '');
  return /<title>[\s\S]*?<\/title>/i.test(withoutOld) ? withoutOld.replace(/<title>[\s\S]*?<\/title>/i, () => head) : withoutOld.replace(/<\/head>/i, () => `${head}\n</head>`);
}

/** The list pages the sitemap adds: every page of the whole list and of each category that has threads. */
export function sitemapListEntries(lists: { address: ForumListAddress; total: number }[], pageSize: number, siteUrl: string): string {
  return lists
    .flatMap(({ address, total }) => {
      const pages = Math.min(Math.ceil(total / pageSize), 500);
      // `/forum` itself is the prerendered sitemap's already.
      return Array.from({ length: pages }, (_, i) => ({ ...address, page: i + 1 })).filter((a) => a.page > 1 || a.category || a.tag);
    })
    .map((a) => `<url><loc>${escape(`${siteUrl}${forumListHref(a)}`)}</loc></url>`)
    .join('\n');
}
