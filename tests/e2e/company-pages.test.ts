import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectFocusOn, sharedBrowser, openPage, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

/** Each company page, with text its prerendered HTML must contain (no JavaScript needed). */
const pages: Record<string, string[]> = {
  '/about': ['About Orisun Software', 'Team Members', 'Client Satisfaction', 'Our Story', 'West African Presence', 'Ogbomosho', 'Cotonou', 'Benin Republic', 'Campus Food Ordering &amp; Delivery Platform', 'aria-valuenow="35"'],
  '/team': ['Meet Our Team', 'Founder &amp; CEO', 'Co-Founder &amp; COO', 'CTO', 'HR Manager', 'Lead Backend Developer', 'Join Our Team'],
  '/projects': ['Ongoing Projects', 'Campus Food Ordering &amp; Delivery Platform', 'aria-valuenow="35"', 'PostgreSQL'],
  '/careers': ['Technical', 'Creative &amp; Strategic', 'Internships', 'Intro Call', 'Skills Check', 'Team Chat', 'mailto:careers@orisun.software?subject='],
  '/partners': ['Agency partners', 'Technology partners', 'Affiliate partners', 'Educational partners', 'What partners can expect', 'mailto:partners@orisun.software'],
  '/legal': ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Typically responds within 2 business days', 'not legal advice'],
};

/** Routes docs/product.md §1 lists that other issues build (they may 404 for now). */
const specRoutes = ['/contact', '/services', '/forum', '/PressMedia', '/support', '/events', '/affiliates', '/consultants', '/dashboard'];

async function internalHrefs(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.split('#')[0]!))];
}

describe('company pages', () => {
  for (const [path, texts] of Object.entries(pages)) {
    it(`${path} answers 200 with its content in the raw HTML`, async () => {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
      for (const text of texts) expect(html).toContain(text);
      expect(html).toMatch(/<title>[^<]*\| Orisun Software<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    });
  }

  it('About: the project progress bar exposes 35%', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/about`);
      await waitForHydration(page);
      const bar = page.getByRole('progressbar', { name: 'Progress' });
      expect(await bar.getAttribute('aria-valuenow')).toBe('35');
      expect(await bar.getAttribute('aria-valuetext')).toBe('35%');
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    } finally {
      await context.close();
    }
  });

  it('Team: five people, and the Join Our Team dialog opens and closes by keyboard', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/team`);
      await waitForHydration(page);
      expect(await page.locator('main article').count()).toBe(5);
      expect(await page.locator('main a[href="#"]').count()).toBe(0);
      const trigger = page.getByRole('button', { name: 'Join Our Team' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Join Our Team' });
      await dialog.waitFor({ state: 'visible' });
      // The application form (loaded on demand), focus on its first field; forms-team.test.ts sends it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      expect(await dialog.getByLabel('Resume').getAttribute('type')).toBe('file');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expectFocusOn(trigger);
    } finally {
      await context.close();
    }
  });

  it('Careers: three role categories and the five hiring steps', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/careers`);
      await waitForHydration(page);
      for (const name of ['Technical', 'Creative & Strategic', 'Internships'])
        expect(await page.getByRole('heading', { level: 3, name, exact: true }).count()).toBe(1);
      const steps = await page.getByRole('list', { name: 'Our hiring process' }).locator('h3').allTextContents();
      expect(steps).toEqual(['Application', 'Intro Call', 'Skills Check', 'Team Chat', 'Offer']);
      expect(await page.getByText(/application takes 5 minutes and the screening call 15 minutes/).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('Legal: the three documents open in a new tab', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/legal`);
      await waitForHydration(page);
      for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
        const link = page.locator('main').getByRole('link', { name: new RegExp(name) });
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      }
    } finally {
      await context.close();
    }
  });

  it('internal links on these pages go to routes that answer 200 or that the spec lists', async () => {
    const { context, page } = await openPage(browser);
    try {
      const targets = new Set<string>();
      for (const path of Object.keys(pages)) {
        await page.goto(`${baseUrl}${path}`);
        await waitForHydration(page);
        for (const href of await internalHrefs(page)) targets.add(href);
      }
      expect(targets).toContain('/projects');
      expect(targets).toContain('/contact');
      expect(targets).toContain('/careers');
      for (const href of targets) {
        if (specRoutes.includes(href)) continue;
        const res = await fetch(`${baseUrl}${href}`);
        expect(res.status, href).toBe(200);
      }
    } finally {
      await context.close();
    }
  });
  it("the footer's partner list loads its code only as it comes near, then its pause button stops it", async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 375, height: 812 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(`${baseUrl}/about`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // Not with the page: a phone's first screen is far from the footer.
      expect(scripts.filter((path) => path.includes('PartnerTicker'))).toEqual([]);
      const ticker = page.locator('footer [data-component="Ticker"]');
      // Its pause button shows once it has hydrated (hidden before: it would do nothing).
      const pause = page.getByRole('button', { name: 'Pause the partner list' });
      expect(await pause.isHidden()).toBe(true);
      await ticker.scrollIntoViewIfNeeded();
      await pause.waitFor();
      expect(scripts.some((path) => path.includes('PartnerTicker'))).toBe(true);
      await pause.click();
      expect(await pause.getAttribute('aria-pressed')).toBe('true');
      expect(await ticker.getAttribute('data-paused')).toBe('true');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
