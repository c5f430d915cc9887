import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { brand } from '../../site/src/content/brand.ts';
import { headerAction, headerLinks, isExternalHref } from '../../site/src/content/navigation.ts';
import { footerColumns } from '../../site/src/content/footer.ts';
import { sharedBrowser, mobileViewport, openPage, tabTo, waitForHydration } from './support/browser.ts';
import { isIslandPage, prerenderedFile, sitemapRoutes } from './support/routes.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');
/** The English pages: the French ones (under /fr/) have their own journeys (french.test.ts). */
const routes = sitemapRoutes().filter((route) => !route.startsWith('/fr/'));

/** What a page must show: the `<title>` and the single h1 the prerender wrote for it (route table and content modules). */
interface PageFacts {
  title: string;
  h1: string;
}

/**
 * The title and h1 of every route, read from the prerendered HTML (parsed by the browser, so
 * entities decode as they do on screen). Client-side navigation must show the same ones.
 */
async function readPageFacts(page: Page): Promise<Map<string, PageFacts>> {
  const htmls = routes.map((route) => [route, readFileSync(prerenderedFile(route), 'utf8')] as const);
  const facts = await page.evaluate((pages) => {
    return pages.map(([route, html]) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return [route, { title: doc.title, h1s: [...doc.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? '') }] as const;
    });
  }, htmls);
  const map = new Map<string, PageFacts>();
  for (const [route, { title, h1s }] of facts) {
    expect(title, `${route}: prerendered title`).toMatch(new RegExp(` \\| ${brand.name}$`));
    expect(h1s, `${route}: prerendered h1`).toHaveLength(1);
    map.set(route, { title, h1: h1s[0] ?? '' });
  }
  expect(new Set([...map.values()].map((f) => f.title)).size, 'every page has its own title').toBe(map.size);
  return map;
}

/** Marks the window: a full page load would drop the mark, client-side navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __journey?: boolean }).__journey = true;
  });
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __journey?: boolean }).__journey === true);

/**
 * Whether going from `from` to `to` stays in the React app (client-side navigation): both are app pages. A link to or
 * from an island page loads a new document (site/src/islands: each is its own small page).
 */
const inApp = (from: string, to: string) => !isIslandPage(from) && !isIslandPage(to);

/** scrollY once smooth scrolling has stopped (the same for 150 ms). */
async function settledScrollY(page: Page): Promise<number> {
  let last = await page.evaluate(() => window.scrollY);
  let same = 0;
  for (let i = 0; i < 200 && same < 3; i++) {
    await page.waitForTimeout(50);
    const now = await page.evaluate(() => window.scrollY);
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return last;
}

/** The hrefs of the links in `scope`, in document order (internal ones only with `internal`). */
async function hrefs(scope: Locator, { internal = false } = {}): Promise<string[]> {
  // Not the links to the page in another language (french.test.ts follows those).
  const all = await scope.locator('a[href]:not([data-language-choice])').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return internal ? all.filter((h) => !isExternalHref(h) && !h.startsWith('#')) : all;
}

/**
 * The page the visitor is on is `route`: the URL, the document title and the one visible h1 are
 * that page's, it came by client-side navigation (no page load) when `from` and `route` are both app pages
 * (`inApp`), and nothing was logged. The document is marked again for the next step.
 */
async function expectOnPage(page: Page, route: string, facts: Map<string, PageFacts>, step: string, problems: string[], from: string) {
  const want = facts.get(route);
  if (!want) throw new Error(`${step}: ${route} is not a prerendered route`);
  await page.waitForURL(`${baseUrl}${route}`);
  expect(page.url(), step).toBe(`${baseUrl}${route}`);
  // The page's code loads on demand: wait for its title and heading.
  await expect.poll(() => page.title(), { message: `${step}: document title`, timeout: 15_000 }).toBe(want.title);
  await expect.poll(() => page.locator('h1').allTextContents(), { message: `${step}: the h1`, timeout: 15_000 }).toEqual([want.h1]);
  expect(await page.locator('h1').isVisible(), `${step}: the h1 is visible`).toBe(true);
  // Across an island page either a new document or, on Back, the one the browser kept (back/forward cache).
  if (inApp(from, route)) expect(await sameDocument(page), `${step}: client-side navigation, not a page load`).toBe(true);
  else await waitForHydration(page);
  expect(problems, `${step}: console errors or warnings`).toEqual([]);
  await markDocument(page);
}

/** After navigating to a new page the window is scrolled to the top and the h1 is on the first screen. */
async function expectAtTop(page: Page, step: string) {
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: `${step}: scrolled to the top`, timeout: 10_000 }).toBe(0);
  const box = await page.locator('h1').boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box && box.y >= 0 && box.y + box.height <= height, `${step}: the h1 is on the first screen (${JSON.stringify(box)})`).toBe(true);
}

/**
 * After a page change inside the app focus is on `<main>`: the next Tab goes into the new page, and a screen reader
 * reads it. After a page load (to or from an island page) focus is at the start of the new document, as on any
 * website: the next Tab reaches the skip link.
 */
async function expectFocusOnMain(page: Page, step: string, clientSide: boolean) {
  if (clientSide) await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? ''), { message: `${step}: focus moves to main` }).toBe('main');
  else expect(await page.evaluate(() => document.activeElement === document.body), `${step}: focus at the start of the new page`).toBe(true);
}

/** Records every scroll position from now on (to tell a jump from an animated glide), once any scroll in progress has ended. */
async function recordScrolls(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        const check = () => {
          if (window.scrollY === last) resolve();
          else {
            last = window.scrollY;
            setTimeout(check, 150);
          }
        };
        setTimeout(check, 150);
      }),
  );
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __scrolls: number[] }).__scrolls = seen;
    window.addEventListener('scroll', () => seen.push(Math.round(window.scrollY)), { passive: true });
  });
}

/** The page changed with a jump to the top, not a smooth-scroll glide through the old page (dozens of positions). */
async function expectJumpedToTop(page: Page, step: string) {
  const positions = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
  expect(new Set(positions.filter((y) => y !== 0)).size, `${step}: scroll positions on the way to the top ${positions.join(', ')}`).toBeLessThanOrEqual(1);
}

describe('journeys through the header and the footer', () => {
  it('desktop: every header and footer link, clicked, opens its page and Back returns; with the links on those pages they reach every page', async () => {
    // Reduced motion: the site scrolls without animation, so some 25 navigations and Backs take
    // seconds, not a minute. The smooth scrolling of the default is followed by the other journeys.
    const { context, page, problems } = await openPage(browser, { reducedMotion: 'reduce' });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const facts = await readPageFacts(page);
      await markDocument(page);

      const header = page.getByRole('banner');
      const footer = page.getByRole('contentinfo');
      // What the visitor sees is what the content module lists.
      const headerHrefs = await hrefs(header.getByRole('navigation', { name: 'Main' }));
      expect(headerHrefs).toEqual([...headerLinks, headerAction].map((l) => l.href));
      expect(await hrefs(footer, { internal: true })).toEqual(['/', ...footerColumns.flatMap((c) => c.links.map((l) => l.href)).filter((h) => !isExternalHref(h))]);

      const reached = new Set<string>(['/']);
      const followed: string[] = [];

      /**
       * Clicks `link` on `from`, checks the page it opens, follows the links in that page's main
       * content to pages not reached yet (same way, depth first), then goes Back and checks the
       * visitor is where the link was.
       */
      const follow = async (link: Locator, from: string, where: string): Promise<void> => {
        const href = (await link.getAttribute('href')) ?? '';
        const name = (await link.getAttribute('aria-label')) ?? (await link.innerText()).trim();
        const step = `${where} link "${name}" (${href}) on ${from}`;
        await link.scrollIntoViewIfNeeded();
        let scrollBefore = await settledScrollY(page);
        const crossDocument = !inApp(from, href);
        // Leaving the document, Chromium drops Playwright's reduced-motion emulation before `pagehide` (the footer's
        // ticker wraps onto one line less and the page gets shorter), so the position kept for Back is clamped to that
        // shorter page: record it as the browser sees it then.
        if (crossDocument) {
          await page.evaluate(() =>
            window.addEventListener('pagehide', () => sessionStorage.setItem(`journey-left:${location.pathname}`, String(window.scrollY)), { once: true }),
          );
        }
        await link.click();
        await expectOnPage(page, href, facts, step, problems, from);
        await expectAtTop(page, step);
        await expectFocusOnMain(page, step, inApp(from, href));
        // The header marks the page as current when it links to it, and nothing else.
        const current = await header.locator('[aria-current="page"]').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
        expect(current, `${step}: current page in the header`).toEqual(headerHrefs.includes(href) ? [href] : []);
        followed.push(`${from} -> ${href}`);
        reached.add(href);

        const onward = (await hrefs(page.getByRole('main'), { internal: true })).filter((h) => routes.includes(h) && !reached.has(h));
        for (const next of new Set(onward)) {
          if (reached.has(next)) continue;
          await follow(page.getByRole('main').locator(`a[href="${next}"]`).filter({ visible: true }).first(), href, 'page');
        }

        await page.goBack();
        await expectOnPage(page, from, facts, `${step}, then Back`, problems, href);
        if (crossDocument) scrollBefore = Number(await page.evaluate(() => sessionStorage.getItem(`journey-left:${location.pathname}`) ?? 'NaN'));
        // Scroll restoration: Back returns to where the link was.
        await expect
          .poll(() => page.evaluate(() => window.scrollY), { message: `${step}, then Back: scroll restored`, timeout: 10_000 })
          .toBeGreaterThanOrEqual(scrollBefore - 2);
        expect(Math.abs((await settledScrollY(page)) - scrollBefore), `${step}, then Back: scroll restored`).toBeLessThanOrEqual(2);
        const box = await link.boundingBox();
        const height = page.viewportSize()?.height ?? 0;
        expect(box && box.y >= 0 && box.y + box.height <= height, `${step}, then Back: the link is on screen`).toBe(true);
      };

      /** Every internal link of the header and the footer, located by position (the shell is the same on every page). */
      const shellLinks = async () => {
        const list: { where: 'header' | 'footer'; link: Locator; href: string }[] = [];
        for (const [where, region] of [['header', header], ['footer', footer]] as const) {
          const links = region.locator('a[href]:not([data-language-choice])');
          const all = await hrefs(region);
          all.forEach((href, i) => {
            if (!isExternalHref(href) && !href.startsWith('#')) list.push({ where, link: links.nth(i), href });
          });
        }
        return list;
      };
      const links = await shellLinks();
      for (const { where, link, href } of links) {
        if (href !== '/') await follow(link, '/', where);
      }
      // The links to / are followed from another page: the first one the header leads to.
      const away = links.find((l) => l.where === 'header' && l.href !== '/');
      if (!away) throw new Error('the header links to no other page');
      await away.link.click();
      await expectOnPage(page, away.href, facts, `header link ${away.href}`, problems, '/');
      await expectAtTop(page, `header link ${away.href}`);
      for (const { where, link, href } of links) {
        if (href === '/') await follow(link, away.href, where);
      }
      await page.goBack();
      await expectOnPage(page, '/', facts, `Back from ${away.href}`, problems, away.href);

      console.log(`journeys: followed ${followed.length} links:\n  ${followed.join('\n  ')}`);
      expect(
        routes.filter((r) => !reached.has(r)),
        'pages no header or footer link leads to (directly or through the pages they open)',
      ).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    // Some 25 pages opened and gone back from: about 40 s alone, over 120 s while the story projects share the two
    // cores (the clean CI runs of bf9a843 and d073499).
  }, 300_000);

  it('375 px: each main-navigation link, chosen in the Menu, opens its page and closes the menu', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, hasTouch: true, isMobile: true });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const facts = await readPageFacts(page);
      await markDocument(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main', includeHidden: true });
      expect(await nav.isVisible()).toBe(false);
      const navHrefs = await hrefs(nav);
      expect(navHrefs).toEqual([...headerLinks, headerAction].map((l) => l.href));
      // Page to page as a visitor would, ending on Home (the page it starts from).
      const order = [...navHrefs.filter((h) => h !== '/'), ...navHrefs.filter((h) => h === '/')];
      expect(order.length).toBeGreaterThan(2);
      let current = '/';
      for (const href of order) {
        const step = `menu link ${href} on ${current}`;
        // Read some way down the page first, so the return to the top is seen.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 3, behavior: 'instant' }));
        expect(await settledScrollY(page), `${step}: scrolled down`).toBeGreaterThan(0);
        await toggle.tap();
        expect(await toggle.getAttribute('aria-expanded'), `${step}: menu open`).toBe('true');
        const link = nav.locator(`a[href="${href}"]`);
        await link.waitFor({ state: 'visible' });
        await link.tap();
        await expectOnPage(page, href, facts, step, problems, current);
        expect(await toggle.getAttribute('aria-expanded'), `${step}: menu closed`).toBe('false');
        await nav.waitFor({ state: 'hidden' });
        expect(await page.getByRole('banner').locator('[aria-current="page"]').getAttribute('href'), `${step}: current page`).toBe(href);
        await expectAtTop(page, step);
        await expectFocusOnMain(page, step, inApp(current, href));
        current = href;
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keyboard: Tab to a header link and Enter, then on to a footer link and Enter', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const facts = await readPageFacts(page);
      await markDocument(page);
      // The first page the header leads to, then the last page the footer leads to (furthest to Tab).
      const headerHref = headerLinks.map((l) => l.href).find((h) => h !== '/' && routes.includes(h));
      const footerHref = footerColumns.flatMap((c) => c.links.map((l) => l.href)).filter((h) => h !== headerHref && routes.includes(h)).at(-1);
      if (!headerHref || !footerHref) throw new Error('the header or the footer links to no page');

      const headerLink = `[data-component="NavBar"] nav a[href="${headerHref}"]`;
      await tabTo(page, headerLink, 10);
      expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible')), 'the focus ring shows').toBe(true);
      await page.keyboard.press('Enter');
      await expectOnPage(page, headerHref, facts, `Enter on header link ${headerHref}`, problems, '/');
      await expectAtTop(page, `Enter on header link ${headerHref}`);
      await expectFocusOnMain(page, `Enter on header link ${headerHref}`, inApp('/', headerHref));

      const footerLink = `footer a[href="${footerHref}"]`;
      await tabTo(page, footerLink, 150);
      await expect.poll(() => page.locator(footerLink).evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight), { message: 'the focused footer link scrolls into view' }).toBe(true);
      const clientSide = inApp(headerHref, footerHref);
      if (clientSide) await recordScrolls(page);
      await page.keyboard.press('Enter');
      await expectOnPage(page, footerHref, facts, `Enter on footer link ${footerHref}`, problems, headerHref);
      await expectAtTop(page, `Enter on footer link ${footerHref}`);
      // A new document starts at its top; inside the app the old page must not glide there.
      if (clientSide) await expectJumpedToTop(page, `Enter on footer link ${footerHref}`);
      await expectFocusOnMain(page, `Enter on footer link ${footerHref}`, clientSide);
      // The next Tab goes into the new page's content (inside the app) or to the skip link (a new document), not back
      // to the footer.
      await page.keyboard.press('Tab');
      if (clientSide) {
        expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement) ?? false), 'Tab after the page change stays in main').toBe(true);
      } else {
        expect(await page.evaluate(() => document.activeElement?.textContent ?? ''), 'Tab after the page load reaches the skip link').toBe('Skip to main content');
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
