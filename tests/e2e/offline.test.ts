import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { offlineNotSent } from '../../site/src/content/forms.ts';
import { sharedBrowser, mobileViewport, openPage, waitForHydration } from './support/browser.ts';
import { relay } from './support/relay.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

/** Resolves once the service worker controls the page and keeps its address (the first page of a first visit too). */
async function whenKept(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await page.waitForFunction(async () => !!(await (await caches.open('orisun-pages')).match(location.href)), undefined, { timeout: 15_000, polling: 200 });
}

/** The addresses the service worker keeps, in every one of its caches. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

describe('revisits and offline (the service worker) against the real server', () => {
  it('a second visit transfers almost nothing; a visited page opens offline with its notice; a form offline says nothing was sent and keeps the text; the API, desk and dashboard are never kept', { timeout: 120_000 }, async () => {
    const network = await relay(baseUrl);
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport });
    try {
      // First visit: nothing kept yet; the worker starts after the page has loaded and keeps it.
      const first = network.received();
      await page.goto(`${network.url}/about`);
      await waitForHydration(page);
      await whenKept(page);
      const firstVisit = network.received() - first;
      expect(await page.getByText(/You are offline/).isVisible()).toBe(false);

      // Second visit of the same page: the page is asked again (network first), its scripts come from the caches.
      const before = network.received();
      await page.goto(`${network.url}/about`);
      await waitForHydration(page);
      await page.waitForTimeout(500);
      const secondVisit = network.received() - before;
      console.log(`offline: /about first visit ${(firstVisit / 1024).toFixed(1)} KB, second visit ${(secondVisit / 1024).toFixed(2)} KB transferred`);
      expect(secondVisit).toBeLessThanOrEqual(5 * 1024);

      // Pages of other kinds, online: the contact form (touched, so its code is loaded), the forum (its API calls),
      // the staff sign-in and the customer's ticket page.
      await page.goto(`${network.url}/contact`);
      await waitForHydration(page);
      await page.getByRole('radio', { name: 'Lagos' }).click();
      await whenKept(page);
      await page.goto(`${network.url}/forum`);
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Recent Discussions' }).waitFor();
      await page.goto(`${network.url}/admin`);
      await page.goto(`${network.url}/dashboard`);
      await page.goto(`${network.url}/about`);
      await waitForHydration(page);
      const kept = await cachedAddresses(page);
      expect(kept).toEqual(expect.arrayContaining(['/about', '/contact', '/forum']));
      expect(kept.filter((pathname) => /^\/(api|admin|dashboard|threads|replies)(\/|$)/.test(pathname))).toEqual([]);

      // No network: the pages seen open from the cache, marked as a copy.
      network.cut();
      await page.goto(`${network.url}/about`);
      await page.getByRole('heading', { level: 1, name: 'About Orisun Software' }).waitFor();
      expect(await page.getByText('You are offline: this is the copy of this page saved on your last visit, and it may be out of date.').isVisible()).toBe(true);
      await waitForHydration(page);

      // A form offline: nothing was sent, and what was typed stays.
      await page.goto(`${network.url}/contact`);
      await waitForHydration(page);
      expect(await page.getByText(/You are offline/).isVisible()).toBe(true);
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('radio', { name: 'Lagos' }).click();
      await form.getByLabel('Name').fill('Bisi Adewale');
      await form.getByLabel('E-mail').fill('bisi@example.com');
      const text = 'Can we talk about an ordering app for our bakery on Monday?';
      await form.getByLabel('Message').fill(text);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('alert').filter({ hasText: offlineNotSent }).waitFor({ timeout: 15_000 });
      expect(await form.getByLabel('Message').inputValue()).toBe(text);
      expect(await form.getByLabel('Name').inputValue()).toBe('Bisi Adewale');

      // Only the failed calls of a cut network went wrong (the session checks of /admin and /dashboard answer a
      // signed-out visitor with a 200, so they add nothing).
      expect(problems.filter((problem) => !/Failed to load resource: net::ERR_|The contact message was not sent/.test(problem))).toEqual([]);
    } finally {
      await context.close();
      await network.close();
    }
  });
});
