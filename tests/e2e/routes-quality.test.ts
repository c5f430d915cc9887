import { describe, expect, inject, it } from 'vitest';
import { axeAfterSwitch, axeViolations, sharedBrowser, mobileViewport, openPage, switchColorScheme, waitForHydration } from './support/browser.ts';
import { sitemapRoutes } from './support/routes.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

/**
 * What every prerendered page must have, whatever its content: no axe violations in either
 * colour mode, one h1, the header/main/footer landmarks, no sideways scroll on a 320 px phone,
 * and a small-screen menu (375 px) that closes when the visitor navigates. Each route loads twice: once on a laptop
 * for both colour modes, once on a phone for both widths. The list comes from the built
 * sitemap, so a new page is checked as soon as it is prerendered.
 */
describe('every page: accessibility, landmarks, small screens', () => {
  for (const route of sitemapRoutes()) {
    describe(route, () => {
      it('has no axe violations in light or dark mode, one h1 and the landmarks', async () => {
        const { context, page, problems } = await openPage(browser, { colorScheme: 'light', reducedMotion: 'reduce' });
        try {
          await page.goto(`${baseUrl}${route}`);
          await waitForHydration(page);
          expect(await page.locator('h1').count()).toBe(1);
          expect(await page.getByRole('banner').count()).toBe(1);
          expect(await page.getByRole('main').count()).toBe(1);
          expect(await page.getByRole('contentinfo').count()).toBe(1);
          // The system's colour scheme changes under the loaded page (in dark, the colour rules: axeAfterSwitch).
          for (const colorScheme of ['light', 'dark'] as const) {
            await switchColorScheme(page, colorScheme, { readThrough: true });
            expect(await axeViolations(page, axeAfterSwitch(colorScheme)), `${colorScheme} mode`).toEqual([]);
          }
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });

      it('does not scroll sideways at 320 px, and at 375 px its menu closes on navigation', async () => {
        const { context, page } = await openPage(browser, { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
        try {
          await page.goto(`${baseUrl}${route}`);
          await waitForHydration(page);
          const overflow = await page.evaluate(() => {
            const root = document.documentElement;
            const wide = [...document.querySelectorAll<HTMLElement>('body *')]
              .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
              .filter((el) => !el.closest('[aria-hidden="true"], [data-component="Ticker"]'))
              .slice(0, 5)
              .map((el) => `${el.tagName.toLowerCase()}${el.dataset.component ? `[${el.dataset.component}]` : ''}.${el.className}`);
            return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
          });
          expect(overflow.scrollWidth, `wider than the screen: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(overflow.clientWidth);

          // The same phone at 375 px (the page is already loaded: a second load per route cost about a second).
          await page.setViewportSize(mobileViewport);
          const toggle = page.getByRole('button', { name: 'Menu' });
          // The header's menu in the page's language (French under /fr/: src/i18n).
          const nav = page.getByRole('navigation', { name: route.startsWith('/fr/') ? 'Principal' : 'Main' });
          await toggle.click();
          expect(await toggle.getAttribute('aria-expanded')).toBe('true');
          // Any header link to another page.
          const links = nav.getByRole('link');
          let target = -1;
          for (let i = 0; i < (await links.count()); i++) {
            const href = await links.nth(i).getAttribute('href');
            if (href && href.startsWith('/') && href !== route) {
              target = i;
              break;
            }
          }
          expect(target).toBeGreaterThanOrEqual(0);
          const href = (await links.nth(target).getAttribute('href')) ?? '/';
          await links.nth(target).click();
          await page.waitForURL(`${baseUrl}${href}`);
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          await nav.waitFor({ state: 'hidden' });
        } finally {
          await context.close();
        }
      });
    });
  }
});
