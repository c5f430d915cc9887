import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { mailsContaining } from './support/mail.ts';
import { launchBrowser, mobileViewport, openPage, waitForHydration } from './support/browser.ts';

const baseUrl = inject('baseUrl');

/** A mail's text as written: quoted-printable soft breaks joined and `=XX` escapes decoded. */
const plainText = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The browser reports each 401 of a signed-out visitor's list request as a failed resource: expected here. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 401/.test(p));

describe('the support desk as a customer uses it (/support, the mail, /dashboard) against the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a ticket, follows the mailed link (the secret leaves the address), replies, logs out and signs in again', { timeout: 120_000 }, async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true });
    const subject = `Invoices show the wrong currency ${Date.now()}`;
    const email = `chiamaka.${Date.now()}@example.com`;
    try {
      // The support form.
      await page.goto(`${baseUrl}/support`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Submit a support request' });
      await form.getByLabel('Full name').fill('Chiamaka Eze');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Subject').fill(subject);
      await form.getByRole('radio', { name: 'High' }).check();
      await form.getByLabel('Detailed description').fill('Since Monday our invoices page shows amounts in USD instead of NGN.');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      const success = page.getByRole('status');
      await success.getByRole('heading', { name: 'Request Submitted!' }).waitFor({ timeout: 15_000 });
      const reference = (await success.getByRole('definition').textContent())!.trim();
      expect(reference).toMatch(/^ORI(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
      expect(await success.getByText('We answer high-urgency tickets in about 2 hours on average.').isVisible()).toBe(true);
      expect(await success.getByRole('link', { name: 'Track your Ticket' }).getAttribute('href')).toBe('/dashboard');

      // The customer's mail: the reference and a one-time link to the ticket page.
      const toCustomer = async () => (await mailsContaining(reference)).filter((m) => m.split(/\r?\n/).includes(`To: ${email}`));
      await expect.poll(async () => (await toCustomer()).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await toCustomer();
      const link = /\/dashboard\?link=([A-Za-z0-9_-]+)/.exec(plainText(mail!))?.[1];
      expect(link).toBeTruthy();

      // The link signs in without typing; the secret is gone from the address and from history.
      await page.goto(`${baseUrl}/dashboard?link=${link}`);
      await page.getByRole('heading', { level: 1, name: 'Your Support Tickets' }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => `${location.pathname}${location.search}`)).toBe('/dashboard');
      await page.goBack();
      expect(page.url()).not.toContain(link!);
      await page.goForward();
      const ticket = page.getByRole('article', { name: subject });
      await ticket.waitFor({ timeout: 15_000 });
      expect(await ticket.getByText(`Ticket ${reference}`).isVisible()).toBe(true);
      expect(await ticket.getByText('open', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(email).isVisible()).toBe(true);

      // A reply: in the thread once sent.
      const box = ticket.getByRole('textbox', { name: /^Reply to the support team/ });
      await box.fill('It is urgent for our month end.');
      await ticket.getByRole('button', { name: 'Send Reply' }).click();
      await page.getByRole('region', { name: /Notifications/ }).getByText('Reply Successfully Sent').waitFor({ timeout: 15_000 });
      await ticket.getByRole('listitem').filter({ hasText: 'It is urgent for our month end.' }).waitFor();
      expect(await box.inputValue()).toBe('');

      // Log out: the sign-in form, and the session is over (a reload stays signed out).
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('form', { name: 'View your ticket' }).waitFor();
      await page.reload();
      await waitForHydration(page);
      const signIn = page.getByRole('form', { name: 'View your ticket' });
      await signIn.waitFor({ timeout: 15_000 });

      // The used link does not sign in again.
      await page.goto(`${baseUrl}/dashboard?link=${link}`);
      await page.getByRole('alert').filter({ hasText: 'This sign-in link has expired or was used already.' }).waitFor({ timeout: 15_000 });

      // A wrong ticket ID, then the right one typed in lower case with spaces.
      await signIn.getByLabel('Email').fill(email);
      await signIn.getByLabel('Ticket ID').fill('ORI-0000-0000-0000-0000');
      await signIn.getByRole('button', { name: 'View Ticket' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or ticket ID' }).waitFor({ timeout: 15_000 });
      await signIn.getByLabel('Ticket ID').fill(reference.toLowerCase().replace(/-/g, ' '));
      await signIn.getByRole('button', { name: 'View Ticket' }).click();
      await page.getByRole('region', { name: /Notifications/ }).getByText('Authenticated Successfully').waitFor({ timeout: 15_000 });
      await page.getByRole('article', { name: subject }).waitFor({ timeout: 15_000 });

      // The session cookie: a reload shows the tickets at once.
      await page.reload();
      await page.getByRole('article', { name: subject }).waitFor({ timeout: 15_000 });
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
