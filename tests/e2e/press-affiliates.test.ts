import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { affiliates } from '../../site/src/content/affiliates.ts';
import { digitalFoundry } from '../../site/src/content/digitalFoundry.ts';
import { emea } from '../../site/src/content/emea.ts';
import { orisunLabs } from '../../site/src/content/orisunLabs.ts';
import { mediaAssets } from '../../site/src/content/pressMedia.ts';
import { services } from '../../site/src/content/services.ts';
import { sharedBrowser, openPage, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

const magic = { pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], zip: [0x50, 0x4b, 0x03, 0x04] } as const;
const startsWith = (data: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => data[i] === b);

async function download(href: string): Promise<{ status: number; type: string | null; body: Uint8Array }> {
  // No compression negotiation: the body must be the file itself.
  const res = await fetch(`${baseUrl}${href}`, { headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, type: res.headers.get('content-type'), body: new Uint8Array(await res.arrayBuffer()) };
}

describe('press center and ecosystem', () => {
  it('/PressMedia is prerendered and every download link answers a valid, non-empty file of its type', async () => {
    const res = await fetch(`${baseUrl}/PressMedia`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Press Center<\/h1>/);
    const hrefs = [...html.matchAll(/href="(\/downloads\/[^"]+)"[^>]*download=/g)].map((m) => m[1] ?? '');
    expect(hrefs.sort()).toEqual(mediaAssets.map((a) => a.download).sort());
    for (const href of hrefs) {
      const file = await download(href);
      expect(file.status, href).toBe(200);
      expect(file.body.byteLength, href).toBeGreaterThan(0);
      const asset = mediaAssets.find((a) => a.download === href);
      expect(file.body.byteLength, href).toBeLessThanOrEqual(asset?.maxBytes ?? 0);
      if (href.endsWith('.pdf')) {
        expect(startsWith(file.body, magic.pdf), href).toBe(true);
        expect(file.type).toMatch(/application\/pdf/);
      } else expect(startsWith(file.body, magic.zip), href).toBe(true);
    }
  });

  it('serves a PDF service sheet for every service', async () => {
    for (const service of services) {
      const file = await download(service.sheet);
      expect(file.status, service.sheet).toBe(200);
      expect(startsWith(file.body, magic.pdf), service.sheet).toBe(true);
    }
  });

  it('downloading the featured media kit in Chromium saves the zip', async () => {
    const { context, page, problems } = await openPage(browser, { acceptDownloads: true });
    try {
      await page.goto(`${baseUrl}/PressMedia`);
      await waitForHydration(page);
      const kit = mediaAssets.find((a) => a.featured);
      const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: new RegExp(`^Download ${kit?.name}`) }).click()]);
      expect(saved.suggestedFilename()).toBe('orisun-media-kit.zip');
      const data = new Uint8Array(await readFile(await saved.path()));
      expect(data.byteLength).toBeGreaterThan(1000);
      expect(startsWith(data, magic.zip)).toBe(true);
      // The click downloaded the file and did not navigate away.
      expect(new URL(page.url()).pathname).toBe('/PressMedia');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/affiliates raw HTML lists the six organisations with logos, badges and links', async () => {
    const res = await fetch(`${baseUrl}/affiliates`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(affiliates).toHaveLength(6);
    for (const org of affiliates) {
      expect(html).toContain(`>${org.name.replace(/&/g, '&amp;')}</h3>`);
      expect(html).toContain(`src="${org.logo}"`);
      expect(html).toContain(`href="${org.link}"`);
    }
    expect(html.match(/data-component="Logo"/g)).toHaveLength(6);
    for (const logo of [...new Set(affiliates.map((a) => a.logo)), '/affiliates/default.svg']) {
      expect((await fetch(`${baseUrl}${logo}`)).status, logo).toBe(200);
    }
  });

  it('external affiliate links open a new tab with rel noopener; internal ones navigate to pages that answer 200', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/affiliates`);
      await waitForHydration(page);
      const main = page.getByRole('main');
      for (const org of affiliates) {
        const link = main.locator(`a[href="${org.link}"]`).first();
        if (org.link.startsWith('http')) {
          expect(await link.getAttribute('target')).toBe('_blank');
          expect(await link.getAttribute('rel')).toContain('noopener');
        } else {
          expect(await link.getAttribute('target')).toBeNull();
          expect((await fetch(`${baseUrl}${org.link}`)).status, org.link).toBe(200);
        }
      }
      // Client-side navigation to an affiliate page and back.
      const labs = affiliates.find((a) => a.id === 'orisun-labs');
      await main.getByRole('link', { name: labs?.linkLabel }).click();
      await page.waitForURL(`${baseUrl}${labs?.link}`);
      // The page's code loads on demand: wait for its heading.
      await page.getByRole('heading', { level: 1, name: labs?.name }).waitFor();
      await page.getByRole('link', { name: 'Back to our ecosystem' }).click();
      await page.waitForURL(`${baseUrl}/affiliates`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('each affiliate page answers 200 with its content', async () => {
    for (const p of [orisunLabs, emea, digitalFoundry]) {
      const res = await fetch(`${baseUrl}${p.path}`);
      expect(res.status, p.path).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${p.title}</h1>`));
      expect(html).toContain(`href="mailto:${p.contact.email}"`);
      expect(html).toContain('href="/affiliates"');
    }
  });
});
