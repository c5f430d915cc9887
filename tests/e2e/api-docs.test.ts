import { describe, expect, inject, it } from 'vitest';
import { sharedBrowser, openPage } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

describe('the API reference at /api/docs', () => {
  it('renders every operation of the document in Chromium, under the CSP, with nothing refused', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.blockedURI} (${event.violatedDirective})`)),
    );
    const openapi = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(openapi.paths).flatMap((item) => Object.keys(item)).length;

    await page.goto(`${baseUrl}/api/docs`);
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 30_000 }).toBe(operations);
    // An operation opens with the example answer from the contract's fixtures.
    await page.locator('#operations-Support_desk-getTicket button.opblock-summary-control').click();
    await page.getByText('ORI-7K3M-9QXD-2HFA-8W4N').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
