import { describe, expect, inject, it } from 'vitest';
import { axeViolations, sharedBrowser, mobileViewport, openPage, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

describe('accessibility (axe)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const path of ['/', '/forum', '/no-such-page']) {
      it(`${path} has no violations in ${colorScheme} mode`, async () => {
        const { context, page } = await openPage(browser, { colorScheme, reducedMotion: 'reduce' });
        try {
          await page.goto(`${baseUrl}${path}`);
          await waitForHydration(page);
          expect(await axeViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('/ has no violations on a phone with the menu open', async () => {
    const { context, page } = await openPage(browser, { viewport: mobileViewport, reducedMotion: 'reduce' });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'visible' });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
