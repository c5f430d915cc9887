import { escape } from 'html-escaper';
import { languageParam, pathIn, siteLanguages, type SiteLanguage } from '@orisun/api/languages';

// A page the server makes (a forum list's, a thread's) in every language the site has, as the prerender writes a
// marketing page's: its `hreflang` alternates, its sitemap entries, its language switch.

/** `/forum/c/x?page=2` -> `['/forum/c/x', 'page=2']`. */
const split = (href: string): [string, string] => {
  const at = href.indexOf('?');
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at + 1)];
};

/** The page `href` (an English path, with its query) in `language`, absolute. */
export const pageUrlIn = (siteUrl: string, language: SiteLanguage, href: string) => {
  const [pathname, query] = split(href);
  return `${siteUrl}${pathIn(language, pathname)}${query ? `?${query}` : ''}`;
};

/** The head's `<link rel="alternate" hreflang>` of the page `href` (English) in each language, English the default. */
export function alternateLinks(siteUrl: string, href: string): string[] {
  return [...siteLanguages, 'x-default' as const].map((hreflang) => `<link rel="alternate" hreflang="${hreflang}" href="${escape(pageUrlIn(siteUrl, hreflang === 'x-default' ? 'en' : hreflang, href))}">`);
}

/** A sitemap's `<url>` of the page `href` in each language, each naming all of them (`xhtml:link`), as the prerender's. */
export function sitemapEntries(siteUrl: string, href: string, extra = ''): string[] {
  const links = [...siteLanguages, 'x-default' as const]
    .map((hreflang) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escape(pageUrlIn(siteUrl, hreflang === 'x-default' ? 'en' : hreflang, href))}"/>`)
    .join('');
  return siteLanguages.map((language) => `<url><loc>${escape(pageUrlIn(siteUrl, language, href))}</loc>${extra}${links}</url>`);
}

/**
 * The header's and footer's language switch of a page made from the prerendered page `shellPath` (`/forum`, the thread
 * shell's `/forum/threads/shared`) made this page's (`href`, English): `/fr/forum?language=fr` ->
 * `/fr/forum/c/x?language=fr&page=2`, in its links and in the header island's props alike (both HTML attributes).
 */
export function withLanguageSwitch(html: string, language: SiteLanguage, shellPath: string, href: string): string {
  const [pathname, query] = split(href);
  return siteLanguages
    .filter((other) => other !== language)
    .reduce((page, other) => {
      const from = `${pathIn(other, shellPath)}?${languageParam}=${other}`;
      const to = `${pathIn(other, pathname)}?${languageParam}=${other}${query ? `&${query}` : ''}`;
      return page.replaceAll(from, () => escape(to));
    }, html);
}
