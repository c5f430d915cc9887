import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { darkColors, lightColors } from '@orisun/tokens/values';
import { chromiumArgs, chromiumPath } from '@orisun/test-support/chromium';
import { confirmedPage, confirmPage, unknownConfirmTokenPage, unknownUnsubscribeTokenPage, unsubscribedPage } from './subscriptions.ts';
import { renderPage } from './template.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const pages: [string, string][] = [
  ['unsubscribed', unsubscribedPage('developer-portal', 'ada@example.com')],
  ['unknown unsubscribe link', unknownUnsubscribeTokenPage],
  ['confirm (with its button)', confirmPage('newsletter', 'ada@example.com', '/api/subscriptions/confirm?token=' + 'A'.repeat(32))],
  ['confirmed', confirmedPage('newsletter', 'ada@example.com')],
  ['unknown confirmation link', unknownConfirmTokenPage],
];

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
});

afterAll(async () => {
  await browser?.close();
});

describe('the server-rendered page template', () => {
  it("takes its colours from the tokens' light and dark roles, not a palette of its own", () => {
    const html = renderPage({ title: 'T', lines: [] });
    for (const colour of [lightColors.bg.canvas, lightColors.fg.default, lightColors.fg.link, darkColors.bg.canvas, darkColors.fg.default, darkColors.fg.link]) {
      expect(html).toContain(colour);
    }
  });

  it('escapes text and attributes', () => {
    const html = renderPage({ title: '<T>', lines: ['"<b>"'], form: { action: '/x?a=1&b="2"', label: '<go>' }, links: [{ href: 'javascript:"x"', label: '<l>' }] });
    expect(html).not.toMatch(/<b>|<T>|<go>|<l>/);
    expect(html).toContain('action="/x?a=1&amp;b=&quot;2&quot;"');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(pages)(`%s page: no axe violations in ${colorScheme} mode`, async (_name, html) => {
      const context = await browser.newContext({ colorScheme, viewport: { width: 375, height: 720 } });
      try {
        const page = await context.newPage();
        await page.route('**/*', (route) => route.fulfill({ status: 404, body: '' }));
        await page.setContent(html);
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        expect(violations).toEqual([]);
        // The mode really applies: the page's background is the tokens' canvas of that mode.
        const background = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--bg').trim());
        expect(background).toBe((colorScheme === 'light' ? lightColors : darkColors).bg.canvas);
      } finally {
        await context.close();
      }
    });
  }
});
