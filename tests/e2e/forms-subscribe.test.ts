import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, sharedBrowser, openPage, tabTo, waitForHydration } from './support/browser.ts';
import { repoRoot } from './support/server.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');
const mailDir = path.join(inject('dataDir'), 'mail');

/** The .eml files the server wrote whose To: is `address` (mail without SMTP_URL). */
async function mailsTo(address: string): Promise<string[]> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const texts = await Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => readFile(path.join(mailDir, f), 'utf8')));
  return texts.filter((t) => t.split('\r\n').includes(`To: ${address}`));
}

/** The header lines of a mail, unfolded. */
function headerLines(eml: string): string[] {
  return eml.slice(0, eml.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ').split('\r\n');
}

/** The text of a mail whose body may be quoted-printable (soft line breaks, `=3D` for `=`). */
function decodedBody(eml: string): string {
  return eml
    .slice(eml.indexOf('\r\n\r\n') + 4)
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The toasts on the page: type and visible text. */
async function toasts(page: Page) {
  return page.locator('[data-component="Toast"]').evaluateAll((items) =>
    items.map((item) => ({ type: item.getAttribute('data-type'), text: item.querySelector('[data-part="Title"]')?.textContent ?? '' })),
  );
}

/** Fails with the Nu HTML Checker's errors for a page (as html-validity.test.ts does for the prerendered ones). */
async function expectValidHtml(html: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orisun-vnu-'));
  try {
    const file = path.join(dir, 'page.html');
    await writeFile(file, html.startsWith('<!doctype') || html.startsWith('<!DOCTYPE') ? html : `<!doctype html>\n${html}`);
    const vnu = path.join(repoRoot, 'node_modules/vnu-jar/build/dist/vnu.jar');
    const result = await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'json', file]).then(
      (r) => r.stderr,
      (err: { stderr?: string }) => err.stderr ?? '',
    );
    const messages = (JSON.parse(result || '{"messages":[]}') as { messages: { message: string }[] }).messages;
    expect(messages.map((m) => m.message)).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const waitlistMessage = "Almost on the list! Check your inbox to confirm, and we'll e-mail you when the Developer Portal opens.";
const alreadyMessage = "You're already subscribed with this e-mail.";

describe('Developer Portal waitlist (POST /subscribe) against the real server', () => {
  it('subscribe -> success toast and a confirmation link; its page confirms -> a welcome mail with List-Unsubscribe; again -> 201 message; the link unsubscribes; back again -> 200', { timeout: 90_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const address = `dev-${Date.now()}@example.com`;
    try {
      await page.goto(`${baseUrl}/developers/api-docs`);
      await waitForHydration(page);
      const email = page.getByRole('textbox', { name: /^Your e-mail address/ });
      const button = page.getByRole('button', { name: 'Get Early Access' });

      // A bad address is explained in place, and nothing is sent.
      await email.fill('dev@example');
      await button.click();
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('Enter a valid e-mail address, like name@example.com.').isVisible()).toBe(true);

      await email.fill(address.toUpperCase());
      await button.click();
      await expect.poll(() => toasts(page)).toContainEqual({ type: 'success', text: `Success: ${waitlistMessage}` });
      expect(await email.inputValue()).toBe('');

      // Double opt-in: the first mail (sent by the outbox as an .eml file) is the confirmation link. Opening
      // it shows a page (valid HTML, no axe violations) whose button confirms; then the welcome comes.
      await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBe(1);
      const [confirmation] = await mailsTo(address);
      const confirmLink = new RegExp(`${baseUrl.replace(/[.]/g, '\\.')}/api/subscriptions/confirm\\?token=[\\w-]{32}`).exec(decodedBody(confirmation!))?.[0];
      expect(confirmLink).toBeDefined();
      await page.goto(confirmLink!);
      await expectValidHtml(await page.content());
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Yes, add me to the Developer Portal waitlist' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("You're subscribed");
      await page.goto(`${baseUrl}/developers/api-docs`);
      await waitForHydration(page);

      await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBe(2);
      const eml = (await mailsTo(address)).find((m) => m.includes('List-Unsubscribe:'));
      const head = headerLines(eml!);
      expect(head).toContain('Reply-To: developers@orisun.software');
      expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const listUnsubscribe = head.find((line) => line.startsWith('List-Unsubscribe: '));
      const link = /^List-Unsubscribe: <([^>]+)>$/.exec(listUnsubscribe ?? '')?.[1];
      expect(link).toMatch(new RegExp(`^${baseUrl.replace(/[.]/g, '\\.')}/api/subscriptions/unsubscribe\\?token=[\\w-]{32}$`));
      expect(decodedBody(eml!)).toContain(`Unsubscribe with one click:\r\n${link}`);

      // The same address again: the server's 201, shown error-style; the address stays in the field.
      await email.fill(address);
      await button.click();
      await expect.poll(() => toasts(page)).toContainEqual({ type: 'error', text: `Error: ${alreadyMessage}` });
      expect(await email.inputValue()).toBe(address);
      expect(await mailsTo(address)).toHaveLength(2);
      expect(problems).toEqual([]);

      // Following the link from the mail unsubscribes, on a small page of its own (valid HTML).
      await expectValidHtml(await (await fetch(`${baseUrl}/api/subscriptions/unsubscribe?token=${'x'.repeat(32)}`)).text());
      const response = await page.goto(link!);
      await expectValidHtml(await page.content());
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("You're unsubscribed");
      expect(await page.getByText(`${address} is no longer on the Developer Portal waitlist`).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Join the Developer Portal waitlist again' }).click();
      await page.waitForURL(`${baseUrl}/developers/api-docs`);
      await waitForHydration(page);

      // Back on the list: a new subscription (200) and a new confirmation link (the welcome follows it).
      await page.getByRole('textbox', { name: /^Your e-mail address/ }).fill(address);
      await page.getByRole('button', { name: 'Get Early Access' }).click();
      await expect.poll(() => toasts(page)).toContainEqual({ type: 'success', text: `Success: ${waitlistMessage}` });
      await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBe(3);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with the keyboard only: Tab to the field, type, Enter; the toast announces the result', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const address = `keys-${Date.now()}@example.com`;
    try {
      await page.goto(`${baseUrl}/developers/dev-resources`);
      await waitForHydration(page);
      await tabTo(page, 'input[name="email"]');
      await page.keyboard.type(address);
      await page.keyboard.press('Enter');
      await expect.poll(() => toasts(page)).toContainEqual({ type: 'success', text: `Success: ${waitlistMessage}` });
      // The polite live region of the toast viewport carries the message for screen readers.
      expect(await page.getByRole('region', { name: /Notifications/ }).count()).toBe(1);
      await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('any other /developers/<x> path is the same page (client-routed shell, no console errors); /developersx stays 404', async () => {
    for (const pathname of ['/developers', '/developers/sdks', '/developers/sdks/android/']) {
      const res = await fetch(`${baseUrl}${pathname}`);
      expect(res.status, pathname).toBe(200);
      const html = await res.text();
      expect(html).toContain('Developer Portal coming soon');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
    for (const pathname of ['/developersx', '/developer/api-docs']) expect((await fetch(`${baseUrl}${pathname}`)).status, pathname).toBe(404);

    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/developers/sdks`);
      await waitForHydration(page);
      expect(await page.title()).toBe('Developer Portal | Orisun Software');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Developer Portal coming soon');
      // The form's code loads when the visitor heads for it (an intent island): then its button works.
      await page.getByRole('textbox', { name: /^Your e-mail address/ }).hover();
      await expect.poll(() => page.getByRole('button', { name: 'Get Early Access' }).isEnabled()).toBe(true);
      // The footer's links are real pages: client-side navigation to one updates the title.
      await page.getByRole('contentinfo').getByRole('link', { name: 'API Docs' }).click();
      await page.waitForURL(`${baseUrl}/developers/api-docs`);
      await expect.poll(() => page.title()).toBe('API Documentation | Orisun Software');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript: the page reads, its links work, and the form says it needs JavaScript', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${baseUrl}/developers/api-docs`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Developer Portal coming soon');
      expect(await page.getByRole('button', { name: 'Get Early Access' }).isDisabled()).toBe(true);
      expect(await page.getByText(/Joining the waitlist needs JavaScript/).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Contact Dev Team' }).getAttribute('href')).toMatch(/^mailto:developers@orisun\.software/);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL(`${baseUrl}/`);
    } finally {
      await context.close();
    }
  });
});
