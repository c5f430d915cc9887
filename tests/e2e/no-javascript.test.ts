import { describe, expect, inject, it } from 'vitest';
import { desktopViewport, sharedBrowser, mobileViewport, openPage } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');
const headerLinks = ['Home', 'Services', 'About', 'Team', 'Forum', 'Contact Us'];

describe('with JavaScript disabled', () => {
  for (const [device, viewport] of [['phone', mobileViewport], ['desktop', desktopViewport]] as const) {
    it(`the home page reads fully on a ${device}: header links, hero, CTA, footer`, async () => {
      const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport });
      try {
        await page.goto(`${baseUrl}/`);
        const nav = page.getByRole('navigation', { name: 'Main' });
        expect(await nav.count()).toBe(1);
        for (const label of headerLinks) {
          expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
        }
        // A toggle that cannot work without scripts is not shown.
        expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
        expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: 'GET STARTED' }).isVisible()).toBe(true);
        expect(await page.getByRole('heading', { name: 'Ready to start your project?' }).isVisible()).toBe(true);
        const footer = page.getByRole('contentinfo');
        expect(await footer.getByRole('link', { name: 'Python' }).first().isVisible()).toBe(true);
        expect(await footer.getByRole('navigation', { name: 'Company' }).isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    });
  }

  it('GET STARTED still jumps to #CTA and the not-found page offers a way home', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('link', { name: 'GET STARTED' }).click();
      await page.waitForURL(`${baseUrl}/#CTA`);
      await page.goto(`${baseUrl}/no-such-page`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
      expect(await page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(false);
      await page.getByRole('link', { name: 'Return Home' }).click();
      await page.waitForURL(`${baseUrl}/`);
    } finally {
      await context.close();
    }
  });

  it('the customer ticket page (/dashboard) reads: its sign-in form as HTML, why it needs JavaScript, the support contacts', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport: mobileViewport });
    try {
      await page.goto(`${baseUrl}/dashboard`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Track your Ticket');
      const form = page.getByRole('form', { name: 'View your ticket' });
      expect(await form.getByRole('textbox', { name: /^Email/ }).isVisible()).toBe(true);
      expect(await form.getByRole('textbox', { name: /^Ticket ID/ }).isVisible()).toBe(true);
      expect(await form.getByRole('button', { name: 'View Ticket' }).isVisible()).toBe(true);
      // Sent without its script, the form would be a POST (never the ticket ID in the address).
      expect(await form.getAttribute('method')).toBe('post');
      // (Playwright's text queries skip <noscript>, whose content a browser without scripts shows.)
      const notes = await page.evaluate(() => [...document.querySelectorAll('noscript')].map((n) => n.textContent ?? ''));
      expect(notes.some((text) => text.startsWith('This page needs JavaScript to show your tickets.'))).toBe(true);
      expect(await page.getByRole('link', { name: /^support@/ }).first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
