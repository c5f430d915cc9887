import { describe, expect, inject, it } from 'vitest';
import { sharedBrowser, mobileViewport, openPage, tabTo, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

describe('mobile menu (375 px)', () => {
  it('opens by keyboard, closes on Escape and on navigation', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, hasTouch: true, isMobile: true });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const panelId = await toggle.getAttribute('aria-controls');
      expect(panelId).toBeTruthy();
      expect(await page.locator(`[id="${panelId}"]`).count()).toBe(1);
      expect(await nav.isVisible()).toBe(false);

      // Open with the keyboard.
      await tabTo(page, '[data-component="NavBar"] [data-part="Toggle"]');
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await nav.getByRole('link', { name: 'About' }).waitFor({ state: 'visible' });
      expect(await nav.getByRole('link', { name: 'Contact Us' }).isVisible()).toBe(true);

      // Escape closes it and gives focus back to the toggle.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await nav.waitFor({ state: 'hidden' });
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

      // Space opens it again; choosing a link navigates and closes it.
      await page.keyboard.press('Space');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await nav.getByRole('link', { name: 'About' }).click();
      await page.waitForURL(`${baseUrl}/about`);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await nav.waitFor({ state: 'hidden' });

      // Back (a navigation too) also leaves it closed.
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.goBack();
      await page.waitForURL(`${baseUrl}/`);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the header links sit in the bar on a desktop screen, with no toggle', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of ['Home', 'Services', 'About', 'Team', 'Forum', 'Contact Us']) {
        expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});
