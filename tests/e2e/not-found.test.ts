import { describe, expect, inject, it } from 'vitest';
import { sharedBrowser, openPage, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

describe('not-found page', () => {
  it('answers an unknown path with status 404 and the prerendered not-found page', async () => {
    const res = await fetch(`${baseUrl}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(html).toContain('<title>Page Not Found | Orisun Software</title>');
    expect(html).toMatch(/<header[^>]*data-component="NavBar"/);
    expect(html).toMatch(/<footer/);
  });

  it('Return Home goes to /', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      const res = await page.goto(`${baseUrl}/no-such-page`);
      expect(res?.status()).toBe(404);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Return Home' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: /Empowering Small Businesses/ }).waitFor();
      // The 404 response itself is logged by Chromium as a failed resource; nothing else may be.
      expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Contact Support goes to /contact', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/no-such-page`);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Contact Support' }).click();
      await page.waitForURL(`${baseUrl}/contact`);
    } finally {
      await context.close();
    }
  });

  it('Go Back returns to the previous page', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await page.goto(`${baseUrl}/no-such-page`);
      await waitForHydration(page);
      const back = page.getByRole('button', { name: 'Go Back' });
      expect(await back.isVisible()).toBe(true);
      await back.click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: /Empowering Small Businesses/ }).waitFor();
    } finally {
      await context.close();
    }
  });
});
