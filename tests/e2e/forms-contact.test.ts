import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brand } from '../../site/src/content/brand.ts';
import { contactSentViewMs } from '../../site/src/content/contact.ts';
import { mailsContaining } from './support/mail.ts';
import { sharedBrowser, mobileViewport, openPage, tabTo, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { tag: el?.tagName.toLowerCase(), name: el?.getAttribute('name'), value: el?.value, text: el?.textContent?.trim() };
  });

const ogbomosho = brand.offices[1];

describe('contact page (/contact, POST /contact) against the real server', () => {
  it('with the mouse: Send waits for an office; Ogbomosho chosen shows its tab; sent, mailed to Ogbomosho, the form back after 3 s', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const name = `Tunde Bakare ${Date.now()}`;
    const text = 'Can your Ogbomosho team visit our shop on Thursday to talk about a stock app?';
    try {
      await page.goto(`${baseUrl}/contact`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Send us a message' });
      const send = form.getByRole('button', { name: 'Send Message' });
      expect(await send.isDisabled()).toBe(true);
      expect(await form.getByText('Choose the office to write to.').isVisible()).toBe(true);

      await form.getByRole('radio', { name: 'Ogbomosho' }).click();
      expect(await form.getByRole('radio', { name: 'Ogbomosho' }).isChecked()).toBe(true);
      // The click is the first touch of the form: its code loads now (an intent island) and takes up the choice.
      await expect.poll(() => send.isEnabled()).toBe(true);
      expect(await form.getByRole('radio', { name: 'Ogbomosho' }).isChecked()).toBe(true);
      // The office panel follows: the Ogbomosho tab and its details.
      expect(await page.getByRole('tab', { name: 'Ogbomosho' }).getAttribute('aria-selected')).toBe('true');
      const panel = page.getByRole('tabpanel', { name: 'Ogbomosho' });
      expect(await panel.getByRole('heading', { name: 'Ogbomosho, Nigeria' }).isVisible()).toBe(true);
      expect(await panel.getByText(ogbomosho.street).isVisible()).toBe(true);
      expect(await panel.getByText('Mon–Fri, 9:00–17:00 WAT').isVisible()).toBe(true);
      expect(await page.getByRole('tabpanel').count()).toBe(1);

      await form.getByLabel('Name').fill(name);
      await form.getByLabel('E-mail').fill('tunde@example.com');
      await form.getByLabel('Message').fill(text);
      await send.click();

      const sent = page.getByRole('status').getByRole('heading', { name: 'Message Sent!' });
      await sent.waitFor();
      const shownAt = Date.now();
      expect(await page.getByRole('status').textContent()).toContain('Our Ogbomosho team will respond within 24 hours.');

      // Stored and mailed to the Ogbomosho office (no SMTP_URL -> .eml).
      await expect.poll(async () => (await mailsContaining(name)).length, { timeout: 15_000 }).toBe(1);
      const [eml] = await mailsContaining(name);
      expect(eml).toMatch(/^To: ogbomosho@orisun\.software\r$/m);
      expect(eml).toMatch(/^Reply-To: tunde@example\.com\r$/m);
      // The body is quoted-printable: long lines carry soft breaks ("=" at the end).
      expect(eml!.replace(/=\r?\n/g, '')).toContain(text);

      // The empty form returns by itself after 3 seconds.
      await sent.waitFor({ state: 'detached', timeout: contactSentViewMs + 5_000 });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(contactSentViewMs - 500);
      expect(await form.getByLabel('Name').inputValue()).toBe('');
      expect(await form.getByLabel('Message').inputValue()).toBe('');
      expect(await form.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("loads the form's code only when the visitor heads for it, keeping what was typed before it arrived", { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true });
    const formCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ContactForm-[^/]+\.js$/.test(new URL(request.url()).pathname)) formCode.push(request.url());
    });
    try {
      await page.goto(`${baseUrl}/contact`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(formCode, 'the form code is not part of the first load').toEqual([]);

      // Typed straight into the prerendered form: the first touch fetches the code, the text stays.
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByLabel('Name').fill('Early Typist');
      await form.getByRole('radio', { name: 'Cotonou' }).check();
      await expect.poll(() => formCode.length).toBe(1);
      await expect.poll(() => page.getByRole('tab', { name: 'Cotonou' }).getAttribute('aria-selected')).toBe('true');
      expect(await form.getByLabel('Name').inputValue()).toBe('Early Typist');
      expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with the keyboard only: arrow keys choose the office, Tab through the fields, Enter sends', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true });
    const name = `Kemi Adeyemi ${Date.now()}`;
    try {
      await page.goto(`${baseUrl}/contact`);
      await waitForHydration(page);
      // Tab enters the office group on its first radio; arrow keys move the choice.
      await tabTo(page, 'input[name="office"]', 40);
      expect(await activeElement(page)).toMatchObject({ name: 'office', value: '1' });
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      expect(await activeElement(page)).toMatchObject({ name: 'office', value: String(ogbomosho.id) });
      expect(await page.getByRole('radio', { name: 'Ogbomosho' }).isChecked()).toBe(true);
      // Focus entering the form loaded its code (an intent island); the choice made meanwhile is taken up.
      await expect.poll(() => page.getByRole('tab', { name: 'Ogbomosho' }).getAttribute('aria-selected')).toBe('true');

      await page.keyboard.press('Tab');
      expect((await activeElement(page)).name).toBe('name');
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      expect((await activeElement(page)).name).toBe('email');
      await page.keyboard.type('kemi@example.com');
      await page.keyboard.press('Tab');
      expect((await activeElement(page)).name).toBe('message');
      await page.keyboard.type('Please call me back about a school fees app for our three campuses.');
      await page.keyboard.press('Tab');
      expect(await activeElement(page)).toMatchObject({ tag: 'button', text: 'Send Message' });
      await page.keyboard.press('Enter');

      const sent = page.getByRole('heading', { name: 'Message Sent!' });
      await sent.waitFor();
      // Focus follows the outcome instead of getting lost with the button.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Message Sent!');
      await expect.poll(async () => (await mailsContaining(name)).length, { timeout: 15_000 }).toBe(1);
      expect((await mailsContaining(name))[0]).toMatch(/^To: ogbomosho@orisun\.software\r$/m);
      // Back to the form after 3 s, focus on its first control.
      await sent.waitFor({ state: 'detached', timeout: contactSentViewMs + 5_000 });
      await expect.poll(async () => (await activeElement(page)).name).toBe('office');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the map loads only on request, one at a time, and the CSP lets the OpenStreetMap frame in', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const mapRequests: string[] = [];
    // No third-party network in tests: OpenStreetMap's embed answers from here.
    await context.route('https://www.openstreetmap.org/**', async (route) => {
      mapRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' });
    });
    try {
      await page.goto(`${baseUrl}/contact`);
      await waitForHydration(page);
      await page.evaluate(() => {
        (window as unknown as { cspViolations: string[] }).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      await page.waitForLoadState('networkidle');
      expect(mapRequests).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);

      await page.getByRole('tab', { name: 'Cotonou' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Cotonou' });
      await panel.getByRole('button', { name: 'Show map' }).click();
      const frame = panel.locator('iframe[title="Map of the Cotonou office"]');
      await frame.waitFor();
      expect(await frame.getAttribute('loading')).toBe('lazy');
      await expect.poll(() => mapRequests.length).toBe(1);
      expect(mapRequests[0]).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=6\.3545,2\.4260$/);
      await expect.poll(async () => (await frame.contentFrame().locator('p').textContent()) ?? '').toBe('Map');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

      await page.getByRole('tab', { name: 'Lagos' }).click();
      expect(await page.locator('iframe').count()).toBe(0);
      expect(await page.getByRole('tabpanel', { name: 'Lagos' }).getByRole('link', { name: /Open in OpenStreetMap/ }).getAttribute('href')).toContain(
        'openstreetmap.org/?mlat=6.4297&mlon=3.4194',
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript off, every office reads (no tabs, no map button) and the form says it needs JavaScript', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport: mobileViewport });
    try {
      await page.goto(`${baseUrl}/contact`);
      for (const office of brand.offices) {
        expect(await page.getByRole('heading', { name: `${office.city}, ${office.country}` }).isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: office.email }).isVisible()).toBe(true);
        expect(await page.getByText(office.hours).first().isVisible()).toBe(true);
      }
      expect(await page.getByRole('tablist').isVisible()).toBe(false);
      // The map buttons need scripts: they stay hidden; the plain links to OpenStreetMap show.
      expect(await page.getByRole('button', { name: 'Show map' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /Open in OpenStreetMap/ }).count()).toBe(3);
      // (Playwright's text queries skip <noscript>; the rendered text shows it.)
      expect(await page.evaluate(() => document.body.innerText)).toContain('Sending this form needs JavaScript.');
    } finally {
      await context.close();
    }
  });
});
