import { describe, expect, inject, it } from 'vitest';
import { sharedBrowser, openPage, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');
const headline = 'Empowering Small Businesses with Custom Software Solutions';

describe('home page', () => {
  it('is prerendered: the raw HTML has the header, the footer and the h1', async () => {
    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<header[^>]*data-component="NavBar"/);
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
    for (const label of ['Home', 'Services', 'About', 'Team', 'Forum', 'Contact Us']) expect(html).toContain(`>${label}</`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`));
    expect(html).toMatch(/<footer/);
    expect(html).toContain('id="CTA"');
    expect(html).toMatch(/<title>[^<]*Orisun Software<\/title>/);
    // CSP: script-src 'self' only, so no inline script at all.
    // (JSON-LD is data, not script: the browser never runs it.)
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/);
    // The first paint's CSS is inline in <head> (no stylesheet round trip before it): only the rules of this page's
    // HTML. The kit's whole stylesheet stays linked `disabled` (not fetched) until the page's script turns it on.
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    const kit = /<link rel="stylesheet" href="(\/assets\/kit-[\w-]+\.css)" disabled>/.exec(html)?.[1];
    expect(kit).toBeDefined();
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/);
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const whole = await (await fetch(`${baseUrl}${kit}`)).text();
    expect(inline.length).toBeLessThan(whole.length / 2);
    // Both colour modes are in it, though the prerender sets neither.
    expect(inline).toMatch(/prefers-color-scheme:\s*dark/);
    expect(inline).toMatch(/\[data-color-mode=["']?dark/);
  });

  it('loads the kit stylesheet after the document, one address for every page, and a dialog has its styles', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      const stylesheets: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'stylesheet' || new URL(req.url()).pathname.endsWith('.css')) stylesheets.push(new URL(req.url()).pathname);
      });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/kit-[\w-]+\.css$/)]);
      // The brief dialog's chunk loads on demand; its styles are the kit stylesheet's.
      await page.getByRole('button', { name: 'Complete Project Brief' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
      await page.waitForURL(`${baseUrl}/services`);
      await waitForHydration(page);
      // The next page asks for the same hashed address (the browser's cache answers it), and for nothing else.
      expect(stylesheets).toHaveLength(2);
      expect(new Set(stylesheets).size).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves the prerendered HTML compressed when the browser accepts it', async () => {
    const res = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain(headline);
  });

  it('hydrates with no console errors or warnings, and GET STARTED moves to #CTA', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      // Records every element removed from the page before hydration ends: a hydration mismatch
      // makes React throw the server HTML away and render again, which removes elements.
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { __removed: string[] }).__removed = removed;
        new MutationObserver((mutations) => {
          if (document.documentElement.hasAttribute('data-hydrated')) return;
          for (const m of mutations) for (const n of m.removedNodes) if (n instanceof Element) removed.push(n.outerHTML.slice(0, 80));
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(headline);
      expect(await page.locator('h1').count()).toBe(1);

      await page.getByRole('link', { name: 'GET STARTED' }).click();
      await page.waitForURL(`${baseUrl}/#CTA`);
      const cta = page.locator('#CTA');
      await cta.getByRole('heading', { name: 'Ready to start your project?' }).waitFor();
      // The page scrolled so the section's heading is in view, not hidden under the sticky header.
      // (Smooth scrolling over the long page takes a moment: wait until the heading has arrived.)
      await page.waitForFunction(() => {
        const rect = document.getElementById('home-cta-title')?.getBoundingClientRect();
        return window.scrollY > 0 && rect !== undefined && rect.top >= 0 && rect.bottom <= window.innerHeight;
      });
      const heading = await cta.getByRole('heading', { name: 'Ready to start your project?' }).boundingBox();
      const header = await page.locator('header').boundingBox();
      expect(heading).not.toBeNull();
      expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(heading!.y + heading!.height).toBeLessThanOrEqual(800);
      expect(await cta.getByRole('link', { name: /hello@orisun\.software/ }).getAttribute('href')).toBe('mailto:hello@orisun.software');
      await page.waitForTimeout(300);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('header navigation marks the active link', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBeNull();

      // Client-side navigation to the services page.
      await nav.getByRole('link', { name: 'Services' }).click();
      await page.waitForURL(`${baseUrl}/services`);
      await page.getByRole('heading', { level: 1, name: 'Technology Solutions That Scale' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
      expect(await page.title()).toBe('Services: Custom Software, SaaS, Mobile Apps and Websites | Orisun Software');

      await nav.getByRole('link', { name: 'Home' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: headline }).waitFor();
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      expect(await page.title()).toBe('Custom Software for Small Businesses | Orisun Software');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the skip link is the first stop and moves focus to main', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main');
    } finally {
      await context.close();
    }
  });

  it('the footer has the partner ticker, the three columns, the address and four social links', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      const footer = page.getByRole('contentinfo');
      const partners = footer.getByRole('list', { name: 'Technologies and partners we work with' });
      expect(await partners.getByRole('link').count()).toBe(21);
      expect(await partners.getByRole('link', { name: /^React/ }).getAttribute('href')).toBe('https://react.dev');
      for (const column of ['Company', 'Support', 'Developers']) {
        expect(await footer.getByRole('navigation', { name: column }).count()).toBe(1);
      }
      expect(await footer.getByRole('link', { name: /Adeola Odeku/ }).getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      expect(await footer.getByRole('list', { name: 'Social media' }).getByRole('link').count()).toBe(4);
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Orisun Software`);
    } finally {
      await context.close();
    }
  });
});
