import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * - `page`: prerendered HTML, revalidated on every visit (`no-cache` + ETag);
 * - `asset`: content-hashed files under `/assets/`, cached for a year;
 * - `worker`: the service worker (`/sw.js`), revalidated on every visit: a release reaches visitors at once;
 * - `static`: anything else in the site (favicon, robots.txt), cached briefly.
 */
export type SiteFileKind = 'page' | 'asset' | 'worker' | 'static';

export interface SiteFile {
  /** Absolute path inside the site directory. */
  path: string;
  kind: SiteFileKind;
}

/**
 * A client-routed page with no prerendered file of its own, answered with a shell page the client router
 * completes, e.g. `{ pattern: '/forum/threads/:id', page: 'forum.html' }`. A final `/*` matches the
 * path itself and anything under it (`/developers/*`: `/developers`, `/developers/a/b`).
 */
export interface DynamicPage {
  pattern: string;
  page: string;
}

function patternToRegExp(pattern: string): RegExp {
  const splat = pattern.endsWith('/*');
  const escaped = (splat ? pattern.slice(0, -2) : pattern)
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(splat ? `^${escaped}(?:/.*)?$` : `^${escaped}/?$`);
}

/**
 * The URL path (no query) as a safe site-relative path, or undefined for anything that could leave the site
 * directory or reveal hidden files: bad percent-encoding, NUL, backslashes, `..` and dot-segments.
 */
export function safeSitePath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/');
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  return decoded;
}

/** The files that could answer a path, most specific first (`/about` -> `about.html`, `about/index.html`). */
function candidateFiles(sitePath: string, dynamicPages: readonly DynamicPage[]): string[] {
  const candidates: string[] = [];
  if (sitePath.endsWith('/')) {
    candidates.push(`${sitePath}index.html`);
    if (sitePath !== '/') candidates.push(`${sitePath.slice(0, -1)}.html`);
  } else if (path.posix.extname(sitePath) !== '') {
    candidates.push(sitePath);
  } else {
    candidates.push(`${sitePath}.html`, `${sitePath}/index.html`);
  }
  for (const dynamic of dynamicPages) {
    if (patternToRegExp(dynamic.pattern).test(sitePath)) candidates.push(`/${dynamic.page.replace(/^\/+/, '')}`);
  }
  return candidates;
}

function kindOf(sitePath: string): SiteFileKind {
  if (sitePath.endsWith('.html')) return 'page';
  if (sitePath.startsWith('/assets/')) return 'asset';
  if (sitePath === '/sw.js') return 'worker';
  return 'static';
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The one place that maps a request path to a file of the built site: prerendered pages (`/about`,
 * `/about/`, `/`), assets and static files, then dynamic-route shells. Undefined when nothing matches
 * (the caller answers with the 404 page). Never returns a path outside `siteDir`.
 */
export async function resolveSiteFile(
  siteDir: string,
  urlPath: string,
  dynamicPages: readonly DynamicPage[] = [],
): Promise<SiteFile | undefined> {
  const sitePath = safeSitePath(urlPath);
  if (sitePath === undefined) return undefined;
  const root = path.resolve(siteDir);
  for (const candidate of candidateFiles(sitePath, dynamicPages)) {
    const file = path.join(root, ...candidate.split('/'));
    if (!file.startsWith(root + path.sep)) continue;
    if (await isFile(file)) return { path: file, kind: kindOf(candidate) };
  }
  return undefined;
}
