import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mailsContaining } from './support/mail.ts';
import { sharedBrowser, openPage, tabTo, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');
/** The titles of the event cards on the page, in order. */
function cardTitles(page: Page): Promise<string[]> {
  return page.locator('main article h3').allTextContents();
}

/** A toast of `type` whose text contains `text`. */
function toast(page: Page, type: 'success' | 'error', text: string) {
  return page.locator(`[data-component="Toast"][data-type="${type}"]`).filter({ hasText: text });
}

/** The browser's own console line for an expected 409 answer (not a page problem). */
const expected409 = /Failed to load resource: the server responded with a status of 409/;

describe('events page (/events, POST /reservation) against the real server', () => {
  it('filters by category, searches, shows the empty state and resets both filters', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/events`);
      await waitForHydration(page);
      const all = await cardTitles(page);
      expect(all.length).toBeGreaterThan(4);
      for (const name of ['Featured', 'Upcoming', 'Past']) expect(await page.getByRole('region', { name, exact: true }).isVisible()).toBe(true);

      const group = page.getByRole('group', { name: 'Category' });
      await group.getByRole('button', { name: 'Workshop' }).click();
      expect(await group.getByRole('button', { name: 'Workshop' }).getAttribute('aria-pressed')).toBe('true');
      expect(await group.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
      const workshops = await cardTitles(page);
      expect(workshops).toEqual(expect.arrayContaining(['From Spreadsheet to App: A Hands-on Workshop', 'Designing for Low-End Phones']));
      expect(workshops).toHaveLength(2);

      const search = page.getByRole('searchbox', { name: /Search events/ });
      await search.fill('spreadsheet');
      expect(await cardTitles(page)).toEqual(['From Spreadsheet to App: A Hands-on Workshop']);
      expect(await page.getByRole('status').filter({ hasText: 'Showing' }).textContent()).toBe('Showing 1 event');

      // A speaker's name finds their events, within the chosen category.
      await group.getByRole('button', { name: 'All' }).click();
      await search.fill('fiyin adeyemi');
      expect(await cardTitles(page)).toEqual(['Taking Mobile Money Payments in Your App']);

      await search.fill('blockchain');
      await page.getByRole('heading', { name: 'No events match your search' }).waitFor();
      expect(await cardTitles(page)).toEqual([]);

      await page.getByRole('search', { name: 'Filter events' }).getByRole('button', { name: 'Reset Filters' }).click();
      expect(await search.inputValue()).toBe('');
      expect(await group.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
      expect(await cardTitles(page)).toEqual(all);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reserves a seat with the keyboard only: the server message, a mail with a calendar invite; the same e-mail again is refused; an empty one is caught', { timeout: 90_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const email = `ngozi.${Date.now()}@example.com`;
    try {
      await page.goto(`${baseUrl}/events`);
      await waitForHydration(page);
      const featured = page.getByRole('region', { name: 'Featured', exact: true });
      const form = featured.getByRole('form').first();
      const formName = (await form.getAttribute('aria-label')) ?? '';
      const title = formName.replace(/^Reserve a seat: /, '');
      expect(title.length).toBeGreaterThan(0);

      // Keyboard only: Tab to the first reservable event's e-mail box, type, Tab to the button, Enter.
      await tabTo(page, 'section[aria-labelledby="events-featured"] form input[type="email"]', 120);
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
      await page.keyboard.press('Enter');

      const reserved = toast(page, 'success', `Your seat at ${title} is reserved.`);
      await reserved.waitFor();
      expect(await reserved.textContent()).toContain(email);
      expect(await form.getByRole('textbox').inputValue()).toBe('');

      // The confirmation mail to the visitor, with the invite attached as text/calendar.
      await expect.poll(async () => (await mailsContaining(email)).length, { timeout: 15_000 }).toBe(1);
      const [eml] = await mailsContaining(email);
      expect(eml).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}\\r$`, 'm'));
      expect(eml).toMatch(/^Content-Type: text\/calendar;[^\r\n]*(\r\n\s[^\r\n]*)*/m);
      expect(eml).toMatch(/filename=("?)invite\.ics\1/);

      // The same address again: the server's 'already reserved' message in an error toast.
      await form.getByRole('textbox').fill(email);
      await form.getByRole('button', { name: 'Reserve a seat' }).click();
      await toast(page, 'error', 'You have already reserved a seat at this event with this e-mail address.').waitFor();
      expect(await form.getByRole('textbox').inputValue()).toBe(email);

      // Empty: the spec's toast, and nothing sent.
      await form.getByRole('textbox').fill('');
      await form.getByRole('button', { name: 'Reserve a seat' }).click();
      await toast(page, 'error', 'Please enter your email').waitFor();
      expect(await mailsContaining(email)).toHaveLength(1);
      expect(problems.filter((p) => !expected409.test(p))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('subscribes to the newsletter: a confirmation link, then a welcome mail with an unsubscribe link, and 201 for the same address again', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const email = `news-${Date.now()}@example.com`;
    try {
      await page.goto(`${baseUrl}/events`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Subscribe to the events newsletter' });
      await form.getByLabel('Your e-mail address').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await toast(page, 'success', "You're subscribed!").waitFor();
      expect(await form.getByLabel('Your e-mail address').inputValue()).toBe('');
      // Double opt-in: first the confirmation link; its page's button confirms, then the welcome comes.
      await expect.poll(async () => (await mailsContaining(email)).length, { timeout: 15_000 }).toBe(1);
      const [confirmation] = await mailsContaining(email);
      const confirmLink = /\/api\/subscriptions\/confirm\?token=[\w-]{32}/.exec(confirmation!.replace(/=\r\n/g, '').replace(/=3D/g, '='))?.[0];
      expect((await fetch(`${baseUrl}${confirmLink}`, { method: 'POST' })).status).toBe(200);
      await expect.poll(async () => (await mailsContaining(email)).length, { timeout: 15_000 }).toBe(2);
      const eml = (await mailsContaining(email)).find((m) => m.includes('List-Unsubscribe:'));
      expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/subscriptions\/unsubscribe\?token=[\w-]+>\r$/m);

      await form.getByLabel('Your e-mail address').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await toast(page, 'error', "You're already subscribed with this e-mail.").waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
