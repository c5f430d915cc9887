import { describe, expect, inject, it } from 'vitest';
import { openPage, sharedBrowser, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

/**
 * A signed-out visitor's normal visit logs nothing red: the session checks (`GET /api/auth/session` for the staff
 * pages, `POST /api/client-tickets` for the customer's ticket page) answer 200 (`user: null`, `email: null`), where a
 * 401 would be reported by Chromium as a failed resource.
 */
describe('the session checks of a signed-out visitor', () => {
  const visits = [
    { path: '/admin', check: '/api/auth/session', shown: { role: 'button', name: 'Sign in' } },
    { path: '/admin/dashboard', check: '/api/auth/session', shown: { role: 'button', name: 'Sign in' } },
    { path: '/dashboard', check: '/api/client-tickets', shown: { role: 'button', name: 'View Ticket' } },
  ] as const;

  for (const { path, check, shown } of visits) {
    it(`${path}: the check answers 200, the sign-in form shows, and the console has no error or warning`, async () => {
      const { context, page, problems } = await openPage(browser);
      try {
        const answered = page.waitForResponse((response) => new URL(response.url()).pathname === check);
        await page.goto(`${baseUrl}${path}`);
        await waitForHydration(page);
        expect((await answered).status(), `${check} answered`).toBe(200);
        await page.getByRole(shown.role, { name: shown.name, exact: true }).waitFor();
        // A frame for anything the answer started to log.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
