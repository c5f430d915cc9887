import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeAfterSwitch, axeViolations, switchColorScheme, openPage, sharedBrowser, toast, waitForAnimations, waitForHydration } from './support/browser.ts';

// A post written in Markdown (docs/adr/0024-forum-posts-in-markdown.md), against the real server: written in the
// New Thread dialog with its rules shown, previewed (the server renders it), posted, and read formatted in the
// thread's dialog and on its own page with JavaScript off; axe finds nothing in light and dark.

const browser = await sharedBrowser();
const baseUrl = inject('baseUrl');

const markdown = [
  'Our webhook handler runs **twice** when the answer is slow:',
  '',
  '1. Paystack retries',
  '2. we mark the order paid again',
  '',
  '> Retries happen after 30 seconds.',
  '',
  '```js',
  'await markPaid(event.data.reference);',
  '```',
  '',
  'Docs: [webhooks](https://paystack.com/docs/payments/webhooks) and <b>no raw HTML</b> [bad](javascript:alert(1))',
].join('\n');

/** What a rendered post must show, wherever it is read. */
async function expectFormatted(page: Page, scope: ReturnType<Page['getByRole']>) {
  const body = scope.locator('[data-component="PostBody"]').first();
  expect(await body.locator('strong').first().textContent()).toBe('twice');
  expect(await body.locator('ol > li').allTextContents()).toEqual(['Paystack retries', 'we mark the order paid again']);
  expect(await body.locator('blockquote').textContent()).toContain('Retries happen after 30 seconds.');
  expect(await body.locator('pre code').textContent()).toContain('await markPaid(event.data.reference);');
  const link = body.getByRole('link', { name: 'webhooks' });
  expect(await link.getAttribute('href')).toBe('https://paystack.com/docs/payments/webhooks');
  expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
  expect(await body.locator('b').count()).toBe(0);
  expect(await body.getByText('<b>no raw HTML</b>', { exact: false }).count()).toBe(1);
  expect(await body.locator('a[href^="javascript"]').count()).toBe(0);
  expect(await body.locator('pre').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
  void page;
}

describe('a forum post in Markdown against the real server', () => {
  it('is written with the rules shown, previewed, posted, and shown formatted with JavaScript on and off; axe 0 in light and dark', { timeout: 180_000 }, async () => {
    const title = `Webhook handler runs twice on retries ${Date.now()}`;
    const { context, page, problems } = await openPage(browser);
    let threadUrl = '';
    try {
      await page.goto(`${baseUrl}/forum`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'New Thread' }).click();
      const dialog = page.getByRole('dialog', { name: 'Start a New Thread' });
      const titleField = dialog.getByLabel('Title');
      // The rules are shown before posting, with counters.
      await titleField.fill('Webhook');
      expect(await dialog.getByText('At least 15 characters: 8 to go.').isVisible()).toBe(true);
      await titleField.fill(title);
      await dialog.getByLabel('Category').selectOption('Troubleshooting');
      const content = dialog.getByRole('textbox', { name: 'Content' });
      await content.fill(markdown);
      expect(await dialog.getByText(/Markdown works/).isVisible()).toBe(true);

      // Preview: the server's rendering, in the dialog.
      await dialog.getByRole('tab', { name: 'Preview' }).click();
      const preview = dialog.getByRole('tabpanel', { name: 'Preview' });
      await preview.locator('strong').waitFor();
      await expectFormatted(page, preview);
      expect(await content.isVisible()).toBe(false);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        // The colours change with a transition: measured once it has run.
        await waitForAnimations(page);
        expect(await axeViolations(page, { include: '[role="dialog"]' }), `preview, ${colorScheme}`).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await dialog.getByRole('tab', { name: 'Write' }).click();
      expect(await content.inputValue()).toBe(markdown);

      await dialog.getByRole('button', { name: 'Post Thread' }).click();
      await toast(page, 'Thread Created Successfully').waitFor({ timeout: 15_000 });
      await dialog.waitFor({ state: 'detached' });

      // In the thread's dialog (the island), formatted.
      await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
      const thread = page.getByRole('dialog', { name: title });
      await thread.waitFor();
      const post = thread.getByRole('article', { name: title });
      await post.locator('pre code').waitFor();
      await expectFormatted(page, post);
      expect(await thread.getByText('Posted by @Anonymous', { exact: false }).count()).toBe(1);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        // The colours change with a transition: measured once it has run.
        await waitForAnimations(page);
        expect(await axeViolations(page, { include: '[role="dialog"]' }), `dialog, ${colorScheme}`).toEqual([]);
      }
      threadUrl = page.url();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    // The thread's own page with JavaScript off: the same rendering, styled by the page's inline CSS.
    const off = await openPage(browser, { javaScriptEnabled: false });
    try {
      expect((await off.page.goto(threadUrl))?.status()).toBe(200);
      const post = off.page.getByRole('article', { name: title });
      await expectFormatted(off.page, post);
      const description = await off.page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toMatch(/^Our webhook handler runs twice when the answer is slow:/);
    } finally {
      await off.context.close();
    }
    // axe needs its timers: the page as it is before its scripts run (scripts held back), in light and dark.
    const before = await openPage(browser);
    try {
      await before.context.route(/\.js(\?.*)?$/, (route) => route.abort());
      expect((await before.page.goto(threadUrl))?.status()).toBe(200);
      await before.page.getByRole('heading', { level: 1, name: title }).waitFor();
      for (const colorScheme of ['light', 'dark'] as const) {
        // Its buttons' colours change over a transition: axe reads them once it ends.
        await switchColorScheme(before.page, colorScheme);
        expect(await axeViolations(before.page, { include: 'main section:has(h1)', ...axeAfterSwitch(colorScheme) }), `page, ${colorScheme}`).toEqual([]);
      }
    } finally {
      await before.context.close();
    }
  });
});
