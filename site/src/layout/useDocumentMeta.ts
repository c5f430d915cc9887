import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { documentTitle, isRouteHandle } from './routeHandle.ts';
import { canonicalUrl } from './seo.ts';

const setContent = (selector: string, value: string) => document.querySelector(selector)?.setAttribute('content', value);

/**
 * Keeps `<title>`, the meta description, the canonical URL, the Open Graph / Twitter tags and the
 * robots `noindex` of the pages that are not indexed (shell pages, not found) in step with client-side navigation (the prerender writes them into each page's HTML; see
 * `seo.ts`). The canonical origin is the one the prerender wrote (`SITE_URL` at build time).
 */
export function useDocumentMeta() {
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1);
  const { pathname } = useLocation();
  const title = handle?.title;
  const description = handle?.description;
  const indexed = handle?.indexed ?? true;
  useEffect(() => {
    const robots = document.querySelector('meta[name="robots"]');
    if (indexed) robots?.remove();
    else if (!robots) {
      const meta = document.createElement('meta');
      meta.name = 'robots';
      meta.content = 'noindex';
      document.head.append(meta);
    }
  }, [indexed]);
  useEffect(() => {
    if (title) {
      const full = documentTitle(title);
      document.title = full;
      setContent('meta[property="og:title"]', full);
      setContent('meta[name="twitter:title"]', full);
    }
    if (description) {
      setContent('meta[name="description"]', description);
      setContent('meta[property="og:description"]', description);
      setContent('meta[name="twitter:description"]', description);
    }
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      const url = canonicalUrl(new URL(canonical.href).origin, pathname);
      canonical.href = url;
      setContent('meta[property="og:url"]', url);
    }
  }, [title, description, pathname]);
}
