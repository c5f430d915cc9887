/**
 * The last build step (after the app's client and SSR builds and the islands' two, see package.json): renders every
 * prerender route into `dist/client` with the SSR bundle, the island pages' islands with the islands' SSR bundle
 * (src/islands), then writes `.br` and `.gz` siblings of the text files.
 *
 *   /          -> index.html
 *   /about     -> about.html and about/index.html
 *   not found  -> 404.html
 *   shells     -> developers.html and developers/index.html (`@orisun/api/routing`; noindex, not in the sitemap)
 *
 * Run from `site/`: `node --conditions=@orisun/source --import tsx src/build/prerender.ts`.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { iconPng, ogImagePng } from './brandImages.ts';
import { appIcons, headTags, jsonLdScript, normalizeSiteUrl, ogImage, organizationData, robotsTxt, sitemapXml, type SitemapPage } from '../layout/seo.ts';
import { forumThreadSlotId, shellFile, shellPages, siteRendererFileIn, type SiteRenderer } from '@orisun/api/routing';
import { customerTicketSamples } from './customerTicketSamples.ts';
import { forumListSample, forumThreadIslandSamples, forumThreadSamples } from './forumThreadSamples.ts';
import { escape as escapeHtml, unescape as unescapeHtml } from 'html-escaper';
import Beasties from 'beasties';
import { colorModeAttribute, layerOrderSelector } from '@orisun/tokens/values';
import { frenchOfferFile, frenchOfferQuery, locales, pageLanguages, pathIn, type Locale } from '../i18n/index.ts';

const siteDir = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(siteDir, 'dist/client');
const serverDir = path.join(siteDir, 'dist/server');
const appMarker = '<!--app-html-->';
/** The public origin the canonical URLs, Open Graph tags and sitemap name (`SITE_URL`, else PUBLIC_URL). */
const siteUrl = normalizeSiteUrl(process.env.SITE_URL ?? process.env.PUBLIC_URL);

/** The subset of entry-server.tsx the prerender uses (imported from the built bundle). */
interface ServerEntry {
  render(url: string): Promise<{ html: string; status: number; title: string; description: string; pageFiles: string[]; islands: boolean }>;
  siteRoutes: readonly { path: string; page: string; prerender: boolean; indexed?: boolean }[];
  themeClass: string;
  /** The build's language, the pages that exist in French (src/i18n) and the sharing image's words. */
  locale: Locale;
  translatedPaths: ReadonlySet<string>;
  imageAlt: string;
}

/**
 * One language's builds (src/i18n): the pages' server build (`dist/server`, `dist/server-fr`), the islands' server
 * build and the islands' client manifest. English renders every route; French the pages in `translatedPaths`, under
 * `/fr/`.
 */
interface LanguageBuild {
  language: Locale;
  entry: ServerEntry;
  islands: IslandsServer;
  islandsManifest: Manifest;
}

/** The islands' SSR bundle (src/build/islands-server.tsx), also the site's renderer for the server. */
interface IslandsServer extends SiteRenderer {
  renderIsland(name: string, props: object, index: number): Promise<string>;
}

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The template as Vite built it. The `/` route overwrites index.html, so keep a pristine copy aside. */
async function readTemplate(): Promise<string> {
  const built = path.join(clientDir, 'index.html');
  const aside = path.join(serverDir, 'template.html');
  const html = await readFile(built, 'utf8');
  if (html.includes(appMarker)) {
    await copyFile(built, aside);
    return html;
  }
  if (!existsSync(aside)) throw new Error('prerender: dist/client/index.html is already rendered and no template was kept; run the full build');
  return readFile(aside, 'utf8');
}

/**
 * CSS files and JS chunks a page needs, following its static imports in the manifest. An island page's CSS also counts
 * what its parts load on demand (the forum's dialogs: the emoji picker's and the tag input's `app-kit-editor`): the
 * islands' build emits no CSS and its lazy chunks load none, so the page links it `disabled`, and the islands' client
 * turns it on after the first paint (`inlineStylesheets`, src/runtime/islands-client.tsx).
 */
function pageAssets(manifest: Manifest, files: string[], islands: boolean): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string, seen: Set<string>, dynamic: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the Vite manifest`);
    if (!chunk.isEntry && !dynamic) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const imp of chunk.imports ?? []) visit(imp, seen, dynamic);
    // Not the islands' modules themselves (src/islands/modules.ts lists them all): each page links its own islands' CSS.
    if (islands) for (const imp of chunk.dynamicImports ?? []) if (!imp.endsWith('.island.tsx')) visit(imp, seen, true);
  };
  const seen = new Set<string>();
  for (const f of files) visit(f, seen, false);
  return { css: [...css], js: [...js] };
}

function fillTemplate(
  template: string,
  entry: ServerEntry,
  page: Awaited<ReturnType<ServerEntry['render']>>,
  manifest: Manifest,
  job: Pick<PageJob, 'canonical' | 'indexed' | 'languages'>,
  stylesheets: Map<string, string>,
): string {
  const { themeClass } = entry;
  const routePath = job.canonical;
  const { css, js: pageJs } = pageAssets(manifest, page.pageFiles, page.islands);
  // An island page loads none of the app's scripts (its template carries the islands' instead: `islandScripts`).
  const js = page.islands ? [] : pageJs;
  // The entry's own chunks are already in the template; add only what is missing.
  const links = [
    headTags(siteUrl, { title: page.title, description: page.description, path: routePath, indexed: job.indexed ?? false, language: entry.locale, languages: job.languages, imageAlt: entry.imageAlt }),
    ...(routePath === '/' ? [jsonLdScript(organizationData(siteUrl))] : []),
    ...js.filter((f) => !template.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');

  let html = template
    .replace(/<html lang="en"[^>]*>/, `<html lang="${entry.locale}" class="${themeClass}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}">`)
    .replace(appMarker, page.html);
  if (links) html = html.replace('</head>', `  ${links}\n  </head>`);
  html = inlineStylesheets(html, css, stylesheets);
  if (!html.includes(`class="${themeClass}"`) || html.includes(appMarker)) throw new Error('prerender: the template did not take the page');
  return html;
}

/**
 * Puts the page's CSS into its <head> as a <style> element, ahead of the module script. On Slow 4G
 * the stylesheet request held the first paint back by a round trip (LCP 1.56-1.60 s with the kit's
 * stylesheet linked, 0.85-0.95 s inline).
 *
 * Every page's CSS is the kit chunk's one stylesheet (site/vite.config.ts), plus the app-kit chunk's on
 * the app areas' shell pages (the desk, the dashboards). Its link stays, with
 * `disabled`: browsers do not fetch a disabled stylesheet, and Vite's preload helper, which lists a
 * chunk's CSS among the dependencies of every lazy page, finds the link and does not load it again.
 * Any other CSS on a prerendered page would be fetched a second time, so it fails the build.
 */
function inlineStylesheets(html: string, css: string[], stylesheets: Map<string, string>): string {
  const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)].map((m) => m[1] ?? '');
  const files = [...new Set([...linked, ...css])];
  const foreign = files.filter((f) => !/(^|\/)(app-)?kit-[\w-]+\.css$/.test(f));
  if (foreign.length) throw new Error(`prerender: ${foreign.join(', ')} is outside the kit stylesheets; give its CSS to the kit or app-kit chunk in site/vite.config.ts`);
  const rest = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, '');
  const styles = files.map((f) => {
    const text = stylesheets.get(f);
    if (text === undefined) throw new Error(`prerender: ${f} was not read`);
    if (/<\/style/i.test(text)) throw new Error(`prerender: ${f} contains </style and cannot be inlined`);
    return `<style>${text.trim()}</style>\n    <link rel="stylesheet" href="/${f}" disabled>`;
  });
  const at = rest.search(/<script type="module"/);
  if (at < 0) throw new Error('prerender: the template has no module script');
  return `${rest.slice(0, at)}${styles.join('\n    ')}\n    ${rest.slice(at)}`;
}

/**
 * An island page's first paint needs only the rules its HTML uses: Beasties keeps those of the inline kit CSS (a
 * selector counts when its elements exist, whatever their :hover or :focus state; media queries and the colour
 * modes stay whole) and drops the rest, about two thirds (`/about`: 74.9 KB of CSS, 25.7 KB kept). The kit's whole
 * stylesheet, which the islands' menus, dialogs and toasts need, stays linked `disabled`, and the islands' client
 * turns it on once the page is parsed (src/runtime/islands-client.tsx). The app's pages keep the whole kit inline: they
 * render on the client whatever their route needs.
 */
function criticalCss(): (html: string) => Promise<string> {
  const problems: string[] = [];
  const beasties = new Beasties({
    path: clientDir,
    // Only the inline <style>: the stylesheet link is left as it is.
    external: false,
    reduceInlineStyles: true,
    // What the browser sets on <html>, never the prerender: an explicit colour mode (the tokens' `colorModeAttribute`)
    // and the service worker's mark on a page kept for offline reading (the kit's OfflineNotice).
    // And the rule that opens each cascade layer in its order (`layerOrderSelector`, tokens/src/layers.css.ts): the whole stylesheet, turned
    // on later, must find the layers in the same order.
    allowRules: [new RegExp(`\\[${colorModeAttribute}=`), /\[data-offline-copy\]/, layerOrderSelector],
    keyframes: 'critical',
    logger: { warn: (m) => problems.push(m), error: (m) => problems.push(m) },
  });
  return async (html) => {
    const out = await beasties.process(html);
    if (problems.length) throw new Error(`prerender: critical CSS: ${problems.splice(0).join('; ')}`);
    return out;
  };
}

/**
 * The islands the server renders again per request with data of that request (`SiteRenderer.renderIsland`): `/forum`'s
 * forum island with a list page in it (packages/server/src/pages/forumList.ts), and `/dashboard`'s with a customer's
 * tickets (packages/server/src/routes/customerTicketPage.ts). The page's inline CSS must hold the rules of that HTML too
 * (rows, tags as links, the "More" link; tickets, their badges, conversations and reply boxes), as the thread shell's
 * holds a thread's: without JavaScript the kit's whole stylesheet is never turned on, and with it the data paints
 * before it is. `applies` says which page's island it is, by its prerendered props.
 */
/** The thread shell's page (`/forum/threads/shared`), whose forum island the server renders with a thread in it. */
const forumThreadShellUrl = shellPages.find((shell) => shell.pattern === '/forum/threads/:id')?.url;

const islandSamples: { name: string; applies: (props: { path?: unknown }) => boolean; samples: object[] }[] = [
  { name: 'Forum', applies: (props) => props.path === '/forum', samples: [{ path: '/forum', list: { href: '/forum', page: forumListSample } }] },
  // The thread shell's (packages/server/src/routes/forum/pages.ts renders a thread's page as it).
  { name: 'Forum', applies: (props) => props.path === forumThreadShellUrl, samples: [...forumThreadIslandSamples] },
  { name: 'CustomerTickets', applies: () => true, samples: customerTicketSamples.map((signedIn) => ({ signedIn })) },
];

/**
 * `keep` (the critical CSS) taken with sample data in each island of `islandSamples` on the page, and each island's
 * HTML put back as the prerender rendered it. The islands on intent that only the samples hold (the reply box of a
 * ticket) get the address of their code (`sources`) in an empty template before `</body>`, where the browser looks for
 * it when the server's HTML or a later view shows them (src/islands/intent.tsx).
 */
async function withIslandSamples(html: string, islands: IslandsServer, keep: (html: string) => Promise<string>, sources: (name: string) => string): Promise<string> {
  const replaced: { marker: number; original: string }[] = [];
  const intents = new Set<string>();
  let page = html;
  for (const { name, applies, samples } of islandSamples) {
    const open = new RegExp(`<div data-island="${name}"(?: data-island-props="([^"]*)")?[^>]*>`).exec(page);
    const props = open ? ((open[1] === undefined ? {} : JSON.parse(unescapeHtml(open[1]))) as { path?: unknown }) : undefined;
    if (!open || !props || !applies(props)) continue;
    const start = open.index + open[0].length;
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = start;
    let depth = 1;
    let end = -1;
    for (let tag = tags.exec(page); tag && end < 0; tag = tags.exec(page)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      if (depth === 0) end = tag.index;
    }
    if (end < 0) throw new Error(`prerender: the ${name} island has no end`);
    const index = (page.slice(0, open.index).match(/<div data-island="/g) ?? []).length;
    const rendered = await Promise.all(samples.map((sample) => islands.renderIsland(name, sample, index)));
    for (const [, intent] of rendered.join('').matchAll(/ data-island-intent="(\w+)"/g)) intents.add(intent!);
    const marker = replaced.length;
    replaced.push({ marker, original: page.slice(start, end) });
    page = `${page.slice(0, start)}<!--samples ${marker}-->${rendered.join('')}<!--/samples ${marker}-->${page.slice(end)}`;
  }
  if (replaced.length === 0) return keep(html);
  let kept = await keep(page);
  for (const { marker, original } of replaced) {
    const restored = kept.replace(new RegExp(`<!--samples ${marker}-->[\\s\\S]*<!--/samples ${marker}-->`), () => original);
    if (restored === kept) throw new Error('prerender: the island samples did not leave their island as it was');
    kept = restored;
  }
  const addresses = [...intents]
    .filter((intent) => !kept.includes(` data-island-intent="${intent}"`))
    .map((intent) => `<template data-island-intent="${intent}" data-island-src="${sources(intent)}"></template>`);
  return addresses.length === 0 ? kept : kept.replace(/<\/body>/i, () => `${addresses.join('')}\n</body>`);
}

/**
 * The thread shell's slot (`forumThreadSlotId`), which the server fills per request with the site's rendering of a
 * thread (`SiteRenderer`, src/build/islands-server.tsx). The page's inline CSS must hold that HTML's rules too: without
 * JavaScript the kit's whole stylesheet is never turned on, and with it the thread paints before it is. So the
 * critical CSS of a page with the empty slot is taken with sample threads in it (forumThreadSamples.ts: every badge, a
 * link, tags, replies and none), and the slot is emptied again.
 */
async function withThreadSamples(html: string, islands: IslandsServer, keep: (html: string) => Promise<string>): Promise<string> {
  const slot = `<div id="${forumThreadSlotId}"></div>`;
  if (!html.includes(slot)) return keep(html);
  const samples = forumThreadSamples.map((detail) => islands.renderForumThread(detail)).join('');
  const kept = await keep(html.replace(slot, () => `<div id="${forumThreadSlotId}"><!--thread samples-->${samples}<!--/thread samples--></div>`));
  const emptied = kept.replace(/<!--thread samples-->[\s\S]*<!--\/thread samples-->/, '');
  if (emptied === kept || !emptied.includes(slot)) throw new Error(`prerender: the thread samples did not leave ${slot} as it was`);
  return emptied;
}

/** Every stylesheet Vite emitted, by its path in the manifest (`assets/kit-<hash>.css`). */
async function readStylesheets(manifest: Manifest): Promise<Map<string, string>> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const entries = await Promise.all([...files].map(async (f) => [f, await readFile(path.join(clientDir, f), 'utf8')] as const));
  return new Map(entries);
}

/**
 * Vite's build manifest (source file -> hashed chunk and CSS). It is build metadata, not for
 * visitors: moved out of the served directory into dist/server on first read.
 */
async function readManifests(): Promise<{ app: Manifest; islands: Record<Locale, Manifest> }> {
  const read = async (name: string) => {
    const built = path.join(clientDir, '.vite', name);
    const aside = path.join(serverDir, `client-${name}`);
    if (existsSync(built)) await copyFile(built, aside);
    return JSON.parse(await readFile(aside, 'utf8')) as Manifest;
  };
  const islands = Object.fromEntries(await Promise.all(locales.map(async (language) => [language, await read(`islands-manifest${language === 'en' ? '' : `-${language}`}.json`)] as const))) as Record<Locale, Manifest>;
  const manifests = { app: await read('manifest.json'), islands };
  await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
  // The islands' builds emit the kit's CSS again, which no page links (they take the app build's): not served.
  for (const chunk of Object.values(manifests.islands).flatMap((manifest) => Object.values(manifest))) {
    if (chunk.file.endsWith('.css')) await rm(path.join(clientDir, chunk.file), { force: true });
  }
  return manifests;
}

/** An island's empty element in a page the app's SSR rendered (src/islands/Island.tsx): its name, props, the rest. */
const islandElement = /<div data-island="(\w+)"(?: data-island-props="([^"]*)")?([^>]*)><\/div>/g;

/** The islands' build manifest key of the island `name`: its module `src/.../<name>.island.tsx` (src/islands/modules.ts). */
function islandKey(manifest: Manifest, name: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${name}.island.tsx`));
  if (!key) throw new Error(`prerender: the island ${name} is not in the islands' build (no ${name}.island.tsx under src/)`);
  return key;
}

/**
 * The address of the code of an island on intent, then those of the chunks it imports, which the browser fetches
 * alongside, not one import after the other (src/islands/intent.tsx).
 */
function intentSources(manifest: Manifest, name: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  visit(islandKey(manifest, name));
  return [...files].map((file) => `/${file}`).join(' ');
}

/**
 * Fills each island's element with its HTML, rendered by the islands' SSR bundle (Preact, as the browser hydrates it),
 * and writes on it the address of its code, which the islands' client imports.
 * Returns the page and the source files (islands manifest keys) of its islands.
 */
async function fillIslands(html: string, islands: IslandsServer, manifest: Manifest): Promise<{ html: string; files: string[] }> {
  const found = [...html.matchAll(islandElement)];
  const files = new Set<string>();
  const filled = await Promise.all(
    found.map(async ([, name = '', props, rest = ''], index) => {
      const key = islandKey(manifest, name);
      // An island on `visible` or `intent` loads when wanted: its code is not preloaded.
      if (!rest.includes('data-island-load=')) files.add(key);
      const rendered = await islands.renderIsland(name, props === undefined ? {} : (JSON.parse(unescapeHtml(props)) as object), index);
      // Each island on intent inside it gets the address of its code too (src/islands/intent.tsx).
      const inner = rendered.replace(/ data-island-intent="(\w+)"/g, (found, part: string) => `${found} data-island-src="${intentSources(manifest, part)}"`);
      const src = ` data-island-src="/${manifest[key]!.file}"`;
      return `<div data-island="${name}"${props === undefined ? '' : ` data-island-props="${props}"`}${src}${rest}>${inner}</div>`;
    }),
  );
  let at = 0;
  const out = html.replace(islandElement, () => filled[at++] ?? '');
  return { html: out, files: [...files] };
}

/**
 * An island page's scripts: the islands' entry in place of the app's, and modulepreloads for the chunks of the page's
 * islands, so they load in parallel with the entry instead of after it.
 */
function islandScripts(template: string, manifest: Manifest, islandFiles: string[]): string {
  const entry = manifest['src/runtime/islands-client.tsx'];
  if (!entry) throw new Error('prerender: the islands manifest has no entry');
  const preload = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the islands manifest`);
    if (preload.has(chunk.file)) return;
    preload.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  for (const imp of entry.imports ?? []) visit(imp);
  for (const file of islandFiles) visit(file);
  const tags = [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...[...preload].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  const withoutApp = template.replace(/[ \t]*<(script type="module"|link rel="modulepreload")[^>]*>(<\/script>)?\n?/g, '');
  return withoutApp.replace(/([ \t]*)<link rel="stylesheet"/, (_, indent: string) => `${tags.map((t) => indent + t).join('\n')}\n${indent}<link rel="stylesheet"`);
}

async function writePage(relFiles: string[], html: string) {
  for (const rel of relFiles) {
    const file = path.join(clientDir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
}

/** Output files of a route: `/` is index.html; `/a/b` is both a/b.html and a/b/index.html. */
function outputFiles(routePath: string): string[] {
  if (routePath === '/') return ['index.html'];
  const clean = routePath.replace(/^\/+|\/+$/g, '');
  return [`${clean}.html`, `${clean}/index.html`];
}

const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * `.br` (quality 11) and `.gz` (level 9) siblings of every text file over 256 bytes, when smaller.
 * Small chunks count too: on a page's first load a 600-byte runtime or a 1 KB shared chunk sent
 * plain costs a few hundred bytes more than its brotli copy, on every page that loads it.
 */
async function compressAll(): Promise<number> {
  let count = 0;
  for await (const file of walk(clientDir)) {
    if (!compressible.test(file)) continue;
    const { size } = await stat(file);
    if (size < 256) continue;
    const data = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
      gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < size) await writeFile(`${file}.br`, br);
    if (gz.length < size) await writeFile(`${file}.gz`, gz);
    count++;
  }
  return count;
}

/** sitemap.xml and robots.txt from the route table, the sharing image and the app icons. */
async function writeSiteFiles(pages: SitemapPage[]) {
  const routePaths = pages.map((page) => page.path);
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, pages));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
  await writeFile(path.join(clientDir, ogImage.path.slice(1)), ogImagePng());
  for (const icon of appIcons) await writeFile(path.join(clientDir, icon.path.slice(1)), iconPng(icon.size));
  console.log(`prerender: sitemap.xml (${routePaths.length} routes, ${siteUrl}), robots.txt, ${ogImage.path}, ${appIcons.map((i) => i.path).join(', ')}`);
}

/** A page to write: the URL its language's build renders, the files, and its canonical path and languages. */
interface PageJob {
  build: LanguageBuild;
  url: string;
  files: string[];
  status: number;
  canonical: string | null;
  indexed?: boolean;
  languages?: { language: Locale; path: string }[];
  /** Another version of a page the sitemap already lists (the home page offering French). */
  unlisted?: boolean;
}

/** One language's builds, read from `dist/` (`dist/server-fr`, `dist/islands-server-fr` for French). */
async function languageBuild(language: Locale, islandsManifest: Manifest): Promise<LanguageBuild> {
  const suffix = language === 'en' ? '' : `-${language}`;
  const entryFile = path.join(siteDir, `dist/server${suffix}/entry-server.js`);
  if (!existsSync(entryFile)) throw new Error(`prerender: ${path.relative(siteDir, entryFile)} is missing; run \`LOCALE=${language} vite build --ssr src/build/entry-server.tsx\` first (package.json)`);
  const islandsFile = path.resolve(clientDir, siteRendererFileIn(language));
  if (!existsSync(islandsFile)) throw new Error(`prerender: ${path.relative(siteDir, islandsFile)} is missing; run the islands SSR build first (package.json)`);
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  if (entry.locale !== language) throw new Error(`prerender: ${path.relative(siteDir, entryFile)} is the ${entry.locale} build, not ${language}`);
  return { language, entry, islands: (await import(pathToFileURL(islandsFile).href)) as IslandsServer, islandsManifest };
}

async function main() {
  const { app: manifest, islands: islandsManifests } = await readManifests();
  const template = await readTemplate();
  const builds = await Promise.all(locales.map((language) => languageBuild(language, islandsManifests[language])));
  const [english] = builds;
  if (!english) throw new Error('prerender: no English build');
  const stylesheets = await readStylesheets(manifest);
  const keepCriticalCss = criticalCss();
  const { translatedPaths } = english.entry;
  // The page in each language, as the switch and the header find it (src/i18n); none for an English-only page.
  const languagesOf = (routePath: string) => (translatedPaths.has(routePath) ? pageLanguages(routePath) : undefined);

  const jobs: PageJob[] = builds.flatMap((build) =>
    build.entry.siteRoutes
      .filter((r) => r.prerender && (build === english || translatedPaths.has(r.path)))
      .map((r) => {
        if (/[:*?]/.test(r.path)) throw new Error(`prerender: ${r.path} has parameters and cannot be prerendered`);
        const canonical = pathIn(build.language, r.path);
        return { build, url: r.path, files: outputFiles(canonical), status: 200, canonical, languages: languagesOf(r.path) };
      }),
  );
  // `/` offering French, which the server sends to a visitor who prefers it (src/i18n).
  if (translatedPaths.has('/')) jobs.push({ build: english, url: `/?${frenchOfferQuery}`, files: [frenchOfferFile], status: 200, canonical: '/', languages: languagesOf('/'), unlisted: true });
  // Client-routed pages: one shell each, which the server answers for every path of the route.
  // A shell of a page that exists in French (the customer ticket page) has a French one too: `fr/dashboard.html`.
  for (const shell of shellPages) {
    // A shell of public pages (a forum thread's) is indexed: no noindex; its server adds each page's canonical URL.
    const indexed = english.entry.siteRoutes.find((r) => r.path === shell.pattern)?.indexed === true;
    for (const build of builds.filter((b) => b === english || translatedPaths.has(shell.pattern))) {
      const file = shellFile(shell, build.language);
      jobs.push({ build, url: shell.url, files: [file, `${file.slice(0, -'.html'.length)}/index.html`], status: 200, canonical: null, indexed });
    }
  }
  // Any path no route claims renders the not-found page; the server answers it with status 404 (under /fr/, the French one).
  for (const build of builds) {
    jobs.push({ build, url: '/__orisun-not-found__', files: [build === english ? '404.html' : `${build.language}/404.html`], status: 200, canonical: null });
  }

  for (const job of jobs) {
    const { entry, islands, islandsManifest } = job.build;
    const rendered = await entry.render(job.url);
    if (rendered.status !== job.status) throw new Error(`prerender: ${job.url} rendered with status ${rendered.status}`);
    let page = rendered;
    let pageTemplate = template;
    if (rendered.islands) {
      const filled = await fillIslands(rendered.html, islands, islandsManifest);
      page = { ...rendered, html: filled.html };
      pageTemplate = islandScripts(template, islandsManifest, filled.files);
    } else if (rendered.html.search(islandElement) >= 0) {
      throw new Error(`prerender: ${job.url} is not an island page but rendered island elements`);
    }
    const html = fillTemplate(pageTemplate, entry, page, manifest, job, stylesheets);
    await writePage(job.files, rendered.islands ? await withThreadSamples(html, islands, (page) => withIslandSamples(page, islands, keepCriticalCss, (name) => intentSources(islandsManifest, name))) : html);
    console.log(`prerender: ${`${job.build.language} ${job.url}`.padEnd(27)} -> ${job.files.join(', ')}`);
  }
  await writeSiteFiles(jobs.flatMap((j) => (j.canonical === null || j.unlisted ? [] : [{ path: j.canonical, ...(j.languages ? { languages: j.languages } : {}) }])));
  // For the tests (not served): which page folder each prerendered route renders (English paths; French ones in `translated`).
  const routePages = english.entry.siteRoutes.filter((r) => r.prerender).map((r) => ({ path: r.path, page: r.page, ...(translatedPaths.has(r.path) ? { translated: true } : {}) }));
  await writeFile(path.join(serverDir, 'routes.json'), `${JSON.stringify(routePages, null, 2)}\n`);
  const compressed = await compressAll();
  console.log(`prerender: compressed ${compressed} files (.br, .gz)`);
}

await main();
