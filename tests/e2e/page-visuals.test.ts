import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumVisitorHeaders } from './support/forum.ts';
import { desktopViewport, sharedBrowser, mobileViewport, openPage, switchColorScheme, waitForHydration } from './support/browser.ts';
import { isIslandPage, sitemapRoutes } from './support/routes.ts';
import { repoRoot, startServer, type RunningServer } from './support/server.ts';

const browser = await sharedBrowser();

/**
 * What a visitor sees of every page, whole, at a phone's and a laptop's width, light and dark: the prerendered
 * routes (from the sitemap) and the pages the client completes (the Developer Portal waitlist, the customer's
 * ticket page, the staff sign-in and dashboard, a forum thread's own address, the 404), on the real server with
 * an empty database of its own. These references must stay the same while the way pages load changes (issue 12).
 *
 * The clock of the page is fixed (the events page classifies by it once hydrated); the footer's year (the build's)
 * and the relative times of threads and tickets are masked. A missing reference is written and the test fails;
 * a changed page writes `<name>-actual.png` and `<name>-diff.png` beside its reference (not committed).
 * To accept a change on purpose: `UPDATE_PAGE_VISUALS=1 npx vitest run --project e2e tests/e2e/page-visuals.test.ts`.
 */
const referenceDir = path.join(repoRoot, 'tests/visual/__screenshots__/pages');
const update = process.env.UPDATE_PAGE_VISUALS === '1';
const fixedNow = new Date('2026-12-01T09:00:00Z');
const admin = { email: 'visuals-admin@orisun.software', name: 'Kemi Adebayo', password: 'a long visuals admin passphrase' };
/** pixelmatch's colour threshold, and the most pixels that may differ in any 64 x 64 square (anti-aliasing noise, not a change). */
const threshold = 0.1;
const window = 64;
const maxPerWindow = 16;

const widths = { mobile: mobileViewport, desktop: desktopViewport } as const;
const schemes = ['light', 'dark'] as const;

let server: RunningServer;
let threadPath = '';

beforeAll(async () => {
  mkdirSync(referenceDir, { recursive: true });
  server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_NAME: admin.name, ADMIN_PASSWORD: admin.password });
  // One thread, so the forum's list and a thread's own address have something to show (its times are masked).
  const created = await fetch(`${server.url}/threads`, {
    method: 'POST',
    headers: await forumVisitorHeaders(server.url),
    body: JSON.stringify({
      title: 'How do you keep a form on the phone until the network is back?',
      category: 'General Discussion',
      content: 'Our field agents fill long forms on slow networks. What do you keep on the phone until it is sent?',
      tags: ['mobile', 'offline'],
    }),
  });
  expect(created.status).toBe(200);
  threadPath = `/forum/threads/${((await created.json()) as { thread: { id: string } }).thread.id}`;
});

afterAll(async () => {
  await server?.stop();
});

/** Number of mismatched pixels in the worst 64 x 64 square, or Infinity when the sizes differ; writes the diff image. */
function compare(reference: PNG, actual: PNG, diffFile: string): number {
  if (reference.width !== actual.width || reference.height !== actual.height) return Infinity;
  const diff = new PNG({ width: reference.width, height: reference.height });
  const worst = pixelmatch(reference.data, actual.data, null, reference.width, reference.height, { threshold, windowSize: window });
  if (worst > maxPerWindow) {
    pixelmatch(reference.data, actual.data, diff.data, reference.width, reference.height, { threshold });
    writeFileSync(diffFile, PNG.sync.write(diff));
  }
  return worst;
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight (from before its first navigation). */
function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Resolves once no request of the page has been in flight for 150 ms (Playwright's `networkidle` waits 500 ms). */
async function quiet(page: Page) {
  const pending = inFlight.get(page)!;
  let idleSince = Date.now();
  while (Date.now() - idleSince < 150) {
    await page.waitForTimeout(25);
    if (pending.size > 0) idleSince = Date.now();
  }
}

/** The page whole, once hydrated, its data, web fonts and images in, and nothing moving. */
async function capture(page: Page): Promise<Buffer> {
  await waitForHydration(page);
  // A part that loads its code as the reader nears it (the forum's "Your name" under the list) is on the whole page:
  // each is brought near, as a reader scrolling down would. Left to the full-page screenshot's resize, it came in
  // before the capture or not, by the machine's load (a thread's page was 2,848 or 2,520 px tall in CI).
  const nearing = page.locator('[data-when-near]');
  for (let left = await nearing.count(); left > 0; left = await nearing.count()) {
    await nearing.first().scrollIntoViewIfNeeded();
    await page.waitForFunction((before) => document.querySelectorAll('[data-when-near]').length < before, left, { timeout: 15_000 });
    // Its code, and what it asks for as it shows (the reply box's editor as it comes near), in before the next.
    await quiet(page);
  }
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  // What the page asks the API for is in (the forum's list, a thread, a dashboard's counts).
  await quiet(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold load as a visitor scrolls to them: the whole page shows them loaded.
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    const loaded = Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    // A relative time ("Just now", "3 minutes ago") reads as the run's clock, and an island may write it again after
    // any text put in its place (a list's did, so its reference held one text or the other by chance): each is masked
    // at one width whatever it says. An island may also draw a new <time> after this (the full-page screenshot
    // resizes the viewport): an observer marks it before it is painted (a thread's reference held either width).
    const mark = () => {
      for (const time of document.querySelectorAll('time')) if (/ago$|^just now$/i.test(time.textContent?.trim() ?? '')) time.dataset.relative = '';
    };
    mark();
    new MutationObserver(mark).observe(document.body, { subtree: true, childList: true, characterData: true });
    const fixed = document.createElement('style');
    fixed.textContent = 'time[data-relative] { display: inline-block !important; width: 8em !important; overflow: hidden !important; white-space: nowrap !important; vertical-align: bottom !important; }';
    document.head.append(fixed);
  });
  return page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // The footer's year is the build's; relative times move with the clock of the server's data.
    mask: [page.locator('footer span', { hasText: /^\d{4}$/ }), page.locator('time')],
    maskColor: '#ff00ff',
  });
}

/**
 * Compares the page as it is now with the reference `file`. A capture that differs is taken again (up to three times)
 * before it counts: a late font or image settles, a real change does not.
 */
async function expectReference(page: Page, file: string, what: string) {
  const actualFile = file.replace(/\.png$/, '-actual.png');
  const diffFile = file.replace(/\.png$/, '-diff.png');
  rmSync(actualFile, { force: true });
  rmSync(diffFile, { force: true });
  let shot = await capture(page);
  if (update || !existsSync(file)) {
    writeFileSync(file, shot);
    if (!update) throw new Error(`${path.relative(repoRoot, file)} had no reference: written now, look at it and commit it`);
    return;
  }
  const referenceBytes = readFileSync(file);
  // Chromium encodes the same pixels to the same bytes: most pages need no decoding.
  if (shot.equals(referenceBytes)) return;
  const reference = PNG.sync.read(referenceBytes);
  let worst = compare(reference, PNG.sync.read(shot), diffFile);
  for (let attempt = 1; worst > maxPerWindow && attempt < 3; attempt++) {
    await page.waitForTimeout(500);
    shot = await capture(page);
    worst = compare(reference, PNG.sync.read(shot), diffFile);
  }
  if (worst > maxPerWindow) writeFileSync(actualFile, shot);
  else rmSync(diffFile, { force: true });
  const actual = PNG.sync.read(shot);
  expect(
    worst,
    `${what} differs from ${path.relative(repoRoot, file)}: ${reference.width}x${reference.height} -> ${actual.width}x${actual.height}, worst 64 px square ${worst} px; see -actual and -diff`,
  ).toBeLessThanOrEqual(maxPerWindow);
}

/**
 * Opens `pathname` in a fresh context and compares the whole page with its reference in each of `modes`: the page
 * loads once, in the first, and the system's colour scheme then changes under it, as a phone's does at dusk (the
 * pages follow `prefers-color-scheme`; a page load per mode cost about 0.7 s more each).
 */
async function expectPage(
  name: string,
  pathname: string,
  width: keyof typeof widths,
  {
    before,
    refused,
    withholdStylesheet,
    modes = schemes,
  }: { before?: (page: Page) => Promise<void>; refused?: { status: number; path: string }; withholdStylesheet?: boolean; modes?: readonly (typeof schemes)[number][] } = {},
) {
  const { context, page, problems } = await openPage(browser, { viewport: widths[width], colorScheme: modes[0], reducedMotion: 'reduce' });
  // Nothing went wrong in the page but the one answer it expects to fail (a visitor's 401 on a signed-in call, the 404).
  const expected = (problem: string) =>
    (!!refused && problem.includes(`status of ${refused.status} `) && problem.endsWith(`${server.url}${refused.path})`)) ||
    (!!withholdStylesheet && /^error: Failed to load resource: .*\/assets\/kit-[\w-]+\.css\)$/.test(problem));
  try {
    await page.clock.setFixedTime(fixedNow);
    trackRequests(page);
    if (withholdStylesheet) await page.route(/\/assets\/kit-[\w-]+\.css$/, (route) => route.abort());
    await before?.(page);
    const response = await page.goto(`${server.url}${pathname}`);
    expect(response?.status(), `${pathname} answered`).toBeLessThan(pathname === '/no-such-page' ? 500 : 400);
    for (const scheme of modes) {
      await switchColorScheme(page, scheme);
      await expectReference(page, path.join(referenceDir, `${name}-${scheme}-${width}.png`), `${pathname} (${scheme}, ${width})`);
    }
    expect(problems.filter((problem) => !expected(problem))).toEqual([]);
  } finally {
    await context.close();
  }
}

/** A file name for a route: `/` is `home`, `/developers/api-docs` is `developers-api-docs`, `/fr/` is `fr`. */
const nameOf = (route: string) => (route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/[^a-zA-Z0-9]+/g, '-'));

/**
 * A French page (issue 25) is its English page's layout with other words: light only, at both widths (the dark mode's
 * colours are the English pages' references'). Longer French words are what can break a layout.
 */
const modesOf = (route: string) => (route.startsWith('/fr/') ? { modes: ['light'] as const } : {});

/** Signs the admin in through the API and gives the browser its session cookie. */
async function signInAdmin(page: Page) {
  const response = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(response.status).toBe(200);
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const [cookieName = '', ...value] = pair.split('=');
    return { name: cookieName, value: value.join('='), url: server.url };
  });
  await page.context().addCookies(cookies);
}

// A mode and width took 70 s alone, 237-240 s under the full run's load on a slower machine (CI run of d073499); a
// width is both modes.
describe('every page looks as its reference, 375 and 1280 px wide, light and dark', { timeout: 720_000 }, () => {
  for (const width of ['mobile', 'desktop'] as const) {
    it(`${width}, light then dark: the prerendered routes, then the pages the client completes`, async () => {
      for (const route of sitemapRoutes()) await expectPage(nameOf(route), route, width, modesOf(route));
      await expectPage('developers-waitlist', '/developers/sdk', width);
      await expectPage('dashboard', '/dashboard', width);
      await expectPage('fr-dashboard', '/fr/dashboard', width, modesOf('/fr/dashboard'));
      await expectPage('admin-sign-in', '/admin', width);
      await expectPage('not-found', '/no-such-page', width, { refused: { status: 404, path: '/no-such-page' } });
      await expectPage('forum-thread', threadPath, width);
      await expectPage('fr-forum-thread', `/fr${threadPath}`, width, modesOf(`/fr${threadPath}`));
      await expectPage('admin-dashboard', '/admin/dashboard', width, { before: signInAdmin });
    });
  }
});

/**
 * An island page inlines only the CSS rules its prerendered HTML uses, and its script turns on the kit's whole
 * stylesheet after the first paint (site/src/build/prerender.ts, `criticalCss`). With that stylesheet never arriving, the page
 * must still be its reference: nothing a visitor sees first waits for it. Critical CSS keeps every media query and
 * both colour modes, so a phone in light and a laptop in dark cover the widths and the schemes.
 */
describe('an island page looks as its reference from its inline CSS alone', { timeout: 480_000 }, () => {
  for (const [scheme, width] of [['light', 'mobile'], ['dark', 'desktop']] as const) {
    it(`${scheme}, ${width}, the kit stylesheet withheld`, async () => {
      // Not /forum (nor /fr/forum): what it shows beyond its first paint (the list, its count, or the empty message) comes from the API
      // after the island has started, by when its script has turned the stylesheet on; its first paint is the spinner.
      // French pages have light references only (`modesOf`).
      const routes = sitemapRoutes().filter((route) => isIslandPage(route) && route !== '/forum' && route !== '/fr/forum' && (scheme === 'light' || !route.startsWith('/fr/')));
      expect(routes.length).toBeGreaterThan(10);
      for (const route of routes) await expectPage(nameOf(route), route, width, { withholdStylesheet: true, modes: [scheme] });
    });
  }
});
