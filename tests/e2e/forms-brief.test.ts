import { describe, expect, inject, it } from 'vitest';
import { expectFocusOn, sharedBrowser, openPage, tabTo, waitForHydration } from './support/browser.ts';
import { mailsContaining } from './support/mail.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

describe('project brief (home page, POST /submit-form) against the real server', () => {
  it('with the mouse: a complete brief is sent, thanked, mailed to the company, and the dialog closes by itself after 10 s', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const name = `Bisi Adewale ${Date.now()}`;
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Complete Project Brief' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Complete Project Brief' });
      await dialog.waitFor();

      // Empty submit: every field says what to fix, and nothing is sent.
      await dialog.getByRole('button', { name: 'Submit brief' }).click();
      await expect.poll(() => dialog.getByText('Enter your name.').isVisible()).toBe(true);
      expect(await dialog.getByText('Enter your e-mail address.').isVisible()).toBe(true);
      expect(await dialog.getByText('Choose the type of project.').isVisible()).toBe(true);

      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('E-mail').fill('bisi@example.com');
      await dialog.getByLabel('Project type').selectOption('Website & Web App Development');
      await dialog.getByLabel('Project details').fill('An online menu and ordering site for our restaurant in Cotonou.');
      await dialog.getByRole('button', { name: 'Submit brief' }).click();

      await dialog.getByText('Thank you for your submission!').waitFor();
      expect(await dialog.getByText("We'll get back to you within 24 hours.").isVisible()).toBe(true);

      // Stored and mailed: the server wrote the company's mail (no SMTP_URL -> .eml).
      await expect.poll(async () => (await mailsContaining(name)).length, { timeout: 15_000 }).toBe(1);
      const [eml] = await mailsContaining(name);
      expect(eml).toMatch(/^To: hello@orisun\.software\r$/m);
      expect(eml).toMatch(/^Reply-To: bisi@example\.com\r$/m);
      expect(eml).toContain('An online menu and ordering site for our restaurant in Cotonou.');

      // Closes by itself 10 s after the success view appeared, and focus goes back to the button.
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await expectFocusOn(page.getByRole('button', { name: 'Complete Project Brief' }).first());
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with the keyboard only: open, fill, choose, send, read the thanks, close with Escape', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const name = `Kofi Mensah ${Date.now()}`;
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await tabTo(page, '#CTA button[aria-haspopup="dialog"]', 120);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Complete Project Brief' });
      await dialog.waitFor();
      // Focus starts in the form, on the first field.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      await page.keyboard.type('kofi@example.com');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('projectType');
      // A native select: typing picks the option that starts with the letters.
      await page.keyboard.type('IT Consulting');
      expect(await dialog.getByLabel('Project type').inputValue()).toBe('IT Consulting and Strategy');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('details');
      await page.keyboard.type('We need advice on moving our shop inventory from spreadsheets to an app.');
      await tabTo(page, 'button[type="submit"]', 5);
      await page.keyboard.press('Enter');

      await dialog.getByText('Thank you for your submission!').waitFor();
      await expect.poll(async () => (await mailsContaining(name)).length, { timeout: 15_000 }).toBe(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(page.locator('#CTA button[aria-haspopup="dialog"]'));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
