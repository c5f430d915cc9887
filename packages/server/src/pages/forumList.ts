import { escape } from 'html-escaper';
import type { ForumThreadPage } from '@orisun/api';
import { company } from '@orisun/api/company';
import { forumListHref, forumListIndexed, type ForumIslandProps, type ForumListAddress, type SiteRenderer } from '@orisun/api/routing';

// The forum's list pages (issue 23: every list is a page): `/forum`'s prerendered HTML with its forum island rendered
// again, per request, by the built site's own renderer (`SiteRenderer.renderIsland`) with the list in its props, and
// the head made the list's (title, canonical or noindex, rel prev/next).

/** The island of `/forum`'s page that shows the list (site/src/pages/Forum/Forum.island.tsx). */
export const forumIslandName = 'Forum';

/** The opening tag of an island's element, and its place among the page's islands (its ids are numbered by it). */
function findIsland(html: string, name: string): { start: number; openEnd: number; end: number; index: number; attributes: string } | undefined {
  const open = new RegExp(`<div data-island="${name}"([^>]*)>`).exec(html);
  if (!open) return undefined;
  const start = open.index;
  const openEnd = start + open[0].length;
  const index = (html.slice(0, start).match(/<div data-island="/g) ?? []).length;
  // The element's end: its own `</div>`, counting the divs inside (the renderer escapes every `<` of user text).
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = openEnd;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start, openEnd, end: tag.index + tag[0].length, index, attributes: open[1]! };
  }
  return undefined;
}

/**
 * `page` with the island `name` rendered anew with `props` by `renderer`, its props attribute the new ones (the
 * browser hydrates it with them). Undefined when the page has no such island.
 */
export async function withIsland(page: string, name: string, props: object, renderer: SiteRenderer): Promise<string | undefined> {
  const found = findIsland(page, name);
  if (!found) return undefined;
  const inner = await renderer.renderIsland(name, props, found.index);
  const attributes = found.attributes.replace(/ data-island-props="[^"]*"/, '');
  const element = `<div data-island="${name}" data-island-props="${escape(JSON.stringify(props))}"${attributes}>${inner}</div>`;
  return `${page.slice(0, found.start)}${element}${page.slice(found.end)}`;
}

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
