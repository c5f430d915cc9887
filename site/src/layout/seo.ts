/**
 * Search and sharing metadata of the public pages: the `<head>` tags the prerender writes
 * (canonical URL, Open Graph, Twitter card), the Organization JSON-LD of `/`, `sitemap.xml`
 * and `robots.txt`. Pure functions, no Node or DOM APIs: the prerender and the browser
 * (`useDocumentMeta`) share them.
 */
import { brand, type Office } from '../content/brand.ts';
import type { Locale } from '../i18n/locales.ts';
import { escape as escapeAttr, escape as escapeXml } from 'html-escaper';

/** Where the site lives when `SITE_URL` is not set at build time. */
export const defaultSiteUrl = 'https://orisun.software';

/** The sharing image (1200x630 PNG, made by the prerender) and the app icons, as site paths. */
export const ogImage = { path: '/og-image.png', width: 1200, height: 630, alt: `${brand.name}: ${brand.tagline}` } as const;
export const appIcons = [
  { path: '/icon-192.png', size: 192 },
  { path: '/icon-512.png', size: 512 },
] as const;

/** `https://orisun.software/` -> `https://orisun.software` (no trailing slash, validated). */
export function normalizeSiteUrl(url: string | undefined): string {
  const raw = (url ?? '').trim() || defaultSiteUrl;
  const parsed = new URL(raw);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`SITE_URL must be an http(s) URL, got ${raw}`);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/** The canonical URL of a route path: `/` -> `https://orisun.software/`, `/about` -> `.../about`. */
export function canonicalUrl(siteUrl: string, routePath: string): string {
  return `${siteUrl}${routePath.startsWith('/') ? routePath : `/${routePath}`}`;
}

export interface PageMeta {
  /** The full document title ("About | Orisun Software"). */
  title: string;
  description: string;
  /** The route path, e.g. `/about`; `null` for pages that must not be indexed (the not-found page). */
  path: string | null;
  /**
   * With `path: null`: whether the page may still be indexed (a shell page of public pages, such as a forum
   * thread's, whose server adds the canonical URL of each). Default `false` (noindex).
   */
  indexed?: boolean;
  /** The page's language (default English) and the page in every language it exists in (`hreflang` links). */
  language?: Locale;
  languages?: readonly { language: Locale; path: string }[];
  /** The sharing image's description in the page's language (default: the English one). */
  imageAlt?: string;
}

/** Open Graph's locale of each language: the English of Nigeria, the French of Benin. */
const ogLocales: Record<Locale, string> = { en: 'en_NG', fr: 'fr_BJ' };

/**
 * `hreflang` links of a page that exists in more than one language: each version (itself too), and the English one as
 * `x-default` for readers of any other language.
 */
function alternateLinks(siteUrl: string, languages: readonly { language: Locale; path: string }[]): string[] {
  if (languages.length < 2) return [];
  const english = languages.find((version) => version.language === 'en');
  return [...languages.map((version) => ({ hreflang: version.language, path: version.path })), ...(english ? [{ hreflang: 'x-default', path: english.path }] : [])].map(
    (link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeAttr(canonicalUrl(siteUrl, link.path))}">`,
  );
}

/** The `<head>` tags (after title and description) of one page, as HTML. */
export function headTags(siteUrl: string, page: PageMeta): string {
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeAttr(content)}">`);
  if (page.path === null) {
    if (!page.indexed) meta('name', 'robots', 'noindex');
  } else {
    const url = canonicalUrl(siteUrl, page.path);
    tags.push(`<link rel="canonical" href="${escapeAttr(url)}">`);
    tags.push(...alternateLinks(siteUrl, page.languages ?? []));
    meta('property', 'og:url', url);
  }
  const language = page.language ?? 'en';
  const imageAlt = page.imageAlt ?? ogImage.alt;
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', brand.name);
  meta('property', 'og:title', page.title);
  meta('property', 'og:description', page.description);
  meta('property', 'og:image', canonicalUrl(siteUrl, ogImage.path));
  meta('property', 'og:image:type', 'image/png');
  meta('property', 'og:image:width', String(ogImage.width));
  meta('property', 'og:image:height', String(ogImage.height));
  meta('property', 'og:image:alt', imageAlt);
  meta('property', 'og:locale', ogLocales[language]);
  for (const version of page.languages ?? []) if (version.language !== language) meta('property', 'og:locale:alternate', ogLocales[version.language]);
  meta('name', 'twitter:card', 'summary_large_image');
  const x = brand.social.find((s) => s.network === 'x');
  if (x) meta('name', 'twitter:site', `@${new URL(x.href).pathname.replace(/^\/+/, '')}`);
  meta('name', 'twitter:title', page.title);
  meta('name', 'twitter:description', page.description);
  meta('name', 'twitter:image', canonicalUrl(siteUrl, ogImage.path));
  meta('name', 'twitter:image:alt', imageAlt);
  // The PNG icons are in the manifest; browsers take the SVG favicon, iOS the touch icon.
  tags.push(`<link rel="apple-touch-icon" href="${appIcons[0].path}">`);
  return tags.join('\n    ');
}

/** ISO 3166-1 alpha-2 code of an office's country. */
export function countryCode(office: Office): 'NG' | 'BJ' {
  if (/nigeria/i.test(office.country)) return 'NG';
  if (/benin/i.test(office.country)) return 'BJ';
  throw new Error(`seo.ts: no country code for ${office.country}`);
}

/** schema.org Organization of the company, for the JSON-LD of `/`. */
export function organizationData(siteUrl: string) {
  const addresses = brand.offices.map((office) => ({
    '@type': 'PostalAddress',
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: countryCode(office),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: brand.name,
    alternateName: brand.shortName,
    description: brand.description,
    url: canonicalUrl(siteUrl, '/'),
    logo: canonicalUrl(siteUrl, appIcons[1].path),
    image: canonicalUrl(siteUrl, ogImage.path),
    email: brand.email,
    telephone: brand.phone.e164,
    foundingDate: String(brand.founded),
    sameAs: brand.social.map((s) => s.href),
    address: addresses,
    location: brand.offices.map((office, i) => ({
      '@type': 'Place',
      name: `${brand.name}, ${office.city}`,
      address: addresses[i],
    })),
  };
}

/** A `<script type="application/ld+json">` (data, not code: the CSP allows it), safe to inline. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/ld+json">${json}</script>`;
}

/** A page of the sitemap: its path and, when it exists in several languages, each version (its own included). */
export interface SitemapPage {
  path: string;
  languages?: readonly { language: Locale; path: string }[];
}

/** `sitemap.xml` listing the given pages, with each page's other languages as `xhtml:link` alternates (as Google reads them). */
export function sitemapXml(siteUrl: string, pages: readonly (string | SitemapPage)[]): string {
  const urls = pages.map((entry) => {
    const page = typeof entry === 'string' ? { path: entry } : entry;
    const alternates = (page.languages ?? []).length < 2 ? [] : alternateLinks(siteUrl, page.languages ?? []).map((link) => link.replace('<link ', '<xhtml:link ').replace(/>$/, '/>'));
    return `  <url><loc>${escapeXml(canonicalUrl(siteUrl, page.path))}</loc>${alternates.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap's `<loc>` URLs (what the tests read to know every prerendered route). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL((m[1] ?? '').replace(/&amp;/g, '&')).pathname);
}

/** `robots.txt`: everything public may be crawled except the private areas; points at the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /api/', '', `Sitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
