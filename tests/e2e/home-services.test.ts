import { describe, expect, inject, it } from 'vitest';
import { brand } from '../../site/src/content/brand.ts';
import { homeFaq, homeWhyUs } from '../../site/src/content/home.ts';
import { services } from '../../site/src/content/services.ts';
import { expectFocusOn, sharedBrowser, mobileViewport, openPage, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');


/** React escapes `&` and quotes in text; compare against the escaped form. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
}

describe('home and services pages', () => {
  it('the raw HTML of / has the six services, the five FAQ questions, why choose us, the about teaser and the CTA', async () => {
    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Innovative Solutions');
    for (const service of services) {
      expect(html).toContain(escaped(service.homeTitle));
      expect(html).toContain(`href="/services#${service.id}"`);
    }
    expect(html).toContain('Frequently Asked Questions');
    expect(homeFaq.entries).toHaveLength(5);
    for (const entry of homeFaq.entries) expect(html).toContain(escaped(entry.question));
    for (const reason of homeWhyUs.reasons) expect(html).toContain(escaped(reason.title));
    expect(html).toContain('href="/about"');
    expect(html).toContain(`href="${brand.external.chat}"`);
    expect(html).toContain(`href="${brand.external.scheduling}"`);
    expect(html).toContain('Complete Project Brief');
  });

  it('the raw HTML of /services has the hero, the six cards with their features and calls to action, the process and the banner', async () => {
    const res = await fetch(`${baseUrl}/services`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Technology Solutions That Scale<\/h1>/);
    expect(html).toContain('OUR EXPERTISE');
    for (const service of services) {
      expect(html).toContain(`id="${service.id}"`);
      expect(html).toContain(escaped(service.title));
      expect(html).toContain(escaped(service.cta));
      for (const feature of service.features) expect(html).toContain(escaped(feature));
    }
    for (const step of ['Discover', 'Design', 'Develop', 'Deploy']) expect(html).toContain(`>${step}</h3>`);
    expect(html).toContain('Ready to transform your business?');
    expect(html).toMatch(/<title>Services[^<]*Orisun Software<\/title>/);
  });

  it('the FAQ opens one answer at a time, and clicking the open question closes it', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const [first, second] = [homeFaq.entries[0]!, homeFaq.entries[1]!];
      const q1 = page.getByRole('button', { name: first.question });
      const q2 = page.getByRole('button', { name: second.question });
      expect(await q1.getAttribute('aria-expanded')).toBe('false');
      await q1.click();
      expect(await q1.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('region', { name: first.question }).textContent()).toContain('4–8 weeks');
      await q2.click();
      expect(await q2.getAttribute('aria-expanded')).toBe('true');
      expect(await q1.getAttribute('aria-expanded')).toBe('false');
      await q2.click();
      expect(await q2.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => page.locator('[data-component="Accordion"]').getByRole('region').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Complete Project Brief opens the brief form on its first field, explains empty fields in place, and Escape closes it', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport });
    try {
      await page.goto(`${baseUrl}/#CTA`);
      await waitForHydration(page);
      const trigger = page.getByRole('button', { name: 'Complete Project Brief' });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Complete Project Brief' });
      await dialog.waitFor();
      // The page behind the dialog does not scroll (Radix's scroll lock applies under our CSP).
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      const name = dialog.getByRole('textbox', { name: /^Name/ });
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
      expect(await dialog.getByRole('combobox', { name: /^Project type/ }).locator('option').count()).toBe(7);
      // Client-side validation (zod under our CSP, no request): each empty field says what it needs.
      await dialog.getByRole('button', { name: 'Submit brief' }).click();
      await dialog.getByText('Enter your name.').waitFor();
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.getByText('Choose the type of project.').count()).toBe(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(trigger);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a service card opens its detail overlay with the CTA and the service sheet; Escape closes it and returns focus', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/services`);
      await waitForHydration(page);
      const service = services[3]!;
      const card = page.locator(`#${service.id}`);
      const trigger = card.getByRole('button', { name: service.title });
      // A click anywhere on the card opens the overlay (the button's hit area covers the card).
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(600); // the scroll-in entrance settles
      const box = await card.boundingBox();
      await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height - 12);
      const dialog = page.getByRole('dialog', { name: service.title });
      await dialog.waitFor();
      const text = await dialog.textContent();
      for (const feature of service.features) expect(text).toContain(feature);
      for (const step of ['Requirement Analysis', 'Solution Design', 'Quality Assurance']) expect(text).toContain(step);
      const cta = dialog.getByRole('link', { name: new RegExp(service.cta) });
      expect(await cta.getAttribute('href')).toBe(brand.external.scheduling);
      expect(await cta.getAttribute('target')).toBe('_blank');
      const sheet = dialog.getByRole('link', { name: /Download Service Sheet/ });
      expect(await sheet.getAttribute('href')).toBe(`/downloads/service-sheets/${service.id}.pdf`);
      expect(await sheet.getAttribute('download')).not.toBeNull();
      expect(await sheet.textContent()).toMatch(/PDF/);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(trigger);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/services#<id> scrolls to that card without opening the overlay; a home card links there', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport });
    try {
      const service = services[4]!;
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.getByRole('link', { name: service.homeTitle }).click();
      await page.waitForURL(`${baseUrl}/services#${service.id}`);
      const card = page.locator(`#${service.id}`);
      await card.waitFor();
      await page.waitForFunction((id) => {
        const rect = document.getElementById(id)!.getBoundingClientRect();
        return rect.top >= 0 && rect.top < window.innerHeight;
      }, service.id);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the banner: Get Free Consultation is external, View Case Studies goes to /projects', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/services`);
      await waitForHydration(page);
      const consultation = page.getByRole('link', { name: /Get Free Consultation/ });
      expect(await consultation.getAttribute('href')).toBe(brand.external.scheduling);
      expect(await consultation.getAttribute('target')).toBe('_blank');
      expect(await consultation.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await page.getByRole('link', { name: 'View Case Studies' }).getAttribute('href')).toBe('/projects');
    } finally {
      await context.close();
    }
  });
});
