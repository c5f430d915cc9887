import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteDir } from './server.ts';

/**
 * Every prerendered marketing route (`/`, `/about`, ...), read from the built `sitemap.xml`
 * (the prerender writes it from the route table), so new pages are checked without editing tests.
 */
export function sitemapRoutes(): string[] {
  const xml = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  if (routes.length === 0 || !routes.includes('/')) throw new Error(`sitemap.xml lists no routes or not /: ${xml}`);
  return routes;
}

/** The prerendered HTML files of the site (one per route, the `<route>.html` form, plus 404.html). */
export function prerenderedFiles(): string[] {
  return [
    ...sitemapRoutes().map((r) => path.join(siteDir, r === '/' ? 'index.html' : `${r.slice(1)}.html`)),
    path.join(siteDir, '404.html'),
  ];
}
