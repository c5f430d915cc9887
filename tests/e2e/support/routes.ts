import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shellFile, shellPages } from '@orisun/api/routing';
import { siteDir } from './server.ts';
import { locales, translatedPaths } from '../../../site/src/i18n/index.ts';

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

/** The prerendered HTML file of one route (the `<route>.html` form; `/` is `index.html`, `/fr/` is `fr.html`). */
export function prerenderedFile(route: string): string {
  return path.join(siteDir, route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}.html`);
}

/**
 * The prerendered HTML files of the site (one per route, the `<route>.html` form), plus 404.html
 * and the shell pages of client-routed routes (`@orisun/api/routing`), in French too where their page exists in French.
 */
export function prerenderedFiles(): string[] {
  return [
    ...sitemapRoutes().map(prerenderedFile),
    ...shellPages.flatMap((shell) => (translatedPaths.has(shell.pattern) ? locales : (['en'] as const)).map((language) => path.join(siteDir, shellFile(shell, language)))),
    path.join(siteDir, '404.html'),
    path.join(siteDir, 'fr/404.html'),
  ];
}

/**
 * True when the prerendered `route` is an island page (site/src/islands): its scripts are the islands' entry, not the
 * React app's, so links to and from it load a new document instead of navigating inside the app.
 */
export function isIslandPage(route: string): boolean {
  return /<script type="module"[^>]* src="\/assets\/islands-[\w-]+\.js"/.test(readFileSync(prerenderedFile(route), 'utf8'));
}
