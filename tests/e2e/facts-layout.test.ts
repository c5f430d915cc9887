import { describe, expect, inject, it } from 'vitest';
import { sharedBrowser, mobileViewport, openPage, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

/** Pages whose cards or check lists are kit Facts (an icon beside a short text). */
const routes = ['/events', '/consultants', '/services', '/partners'];

interface FactBox {
  text: string;
  iconMiddle: number;
  iconRight: number;
  textTop: number;
  textLeft: number;
  textHeight: number;
  line: number;
}

describe('facts at 375 px: the icon stays beside the first line of its text', () => {
  for (const route of routes) {
    it(`${route}`, async () => {
      const { context, page } = await openPage(browser, { viewport: mobileViewport, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
      try {
        await page.goto(`${baseUrl}${route}`);
        await waitForHydration(page);
        const facts: FactBox[] = await page.locator('main [data-component="Fact"]').evaluateAll((els) =>
          els.map((el) => {
            const icon = el.querySelector('[data-part="Icon"] svg')!.getBoundingClientRect();
            const textEl = el.querySelector<HTMLElement>('[data-part="Text"]')!;
            const text = textEl.getBoundingClientRect();
            return {
              text: textEl.textContent ?? '',
              iconMiddle: (icon.top + icon.bottom) / 2,
              iconRight: icon.right,
              textTop: text.top,
              textLeft: text.left,
              textHeight: text.height,
              line: parseFloat(getComputedStyle(textEl).lineHeight),
            };
          }),
        );
        expect(facts.length).toBeGreaterThan(0);
        for (const fact of facts) {
          // Within the first line's band (not on a line of its own above the text), and before the text on the row.
          expect(fact.iconMiddle, fact.text).toBeGreaterThanOrEqual(fact.textTop);
          expect(fact.iconMiddle, fact.text).toBeLessThanOrEqual(fact.textTop + fact.line);
          expect(fact.iconRight, fact.text).toBeLessThanOrEqual(fact.textLeft);
        }
        // The case the bug was about: some texts are long enough to wrap at this width.
        if (route === '/events' || route === '/partners') {
          expect(facts.some((fact) => fact.textHeight > 1.5 * fact.line)).toBe(true);
        }
      } finally {
        await context.close();
      }
    });
  }
});
