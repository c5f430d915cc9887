// @vitest-environment node
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../content/pressMedia.ts';
import { services } from '../content/services.ts';
import { documentTitles } from './documents.ts';
import { buildDownloads, portraitName } from './index.ts';
import { pngSize } from './png.ts';
import { leadership } from '../content/team.ts';

let files: Map<string, Uint8Array>;
beforeAll(async () => {
  files = await buildDownloads();
}, 60_000);

const ascii = (data: Uint8Array, n: number) => new TextDecoder().decode(data.subarray(0, n));
const file = (name: string) => {
  const data = files.get(name);
  if (!data) throw new Error(`${name} was not generated`);
  return data;
};

async function expectPdf(name: string, pages: number, title: string) {
  const data = file(name);
  expect(ascii(data, 5)).toBe('%PDF-');
  const doc = await PDFDocument.load(data);
  expect(doc.getPageCount()).toBe(pages);
  expect(doc.getTitle()).toBe(title);
  expect(doc.getAuthor()).toBe('Orisun Software');
}

function expectZip(name: string, expected: string[]): Record<string, Uint8Array> {
  const data = file(name);
  expect([...data.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const entries = unzipSync(data);
  expect(Object.keys(entries).sort()).toEqual([...expected].sort());
  for (const content of Object.values(entries)) expect(content.byteLength).toBeGreaterThan(0);
  return entries;
}

const logoList = (prefix: string) => [
  ...['light', 'dark'].flatMap((m) => [`${prefix}svg/orisun-mark-${m}.svg`, `${prefix}svg/orisun-wordmark-${m}.svg`]),
  ...['light', 'dark'].flatMap((m) => [512, 1024].flatMap((s) => [`${prefix}png/orisun-mark-${m}-${s}.png`, `${prefix}png/orisun-wordmark-${m}-${s}.png`])),
];
const portraits = (prefix: string) => leadership.map((p) => `${prefix}${portraitName(p.name)}`);
const shots = (prefix: string) => [`${prefix}home-hero.png`, `${prefix}services.png`];

describe('build-time downloads', () => {
  it('generates every media asset the Press Center links, non-empty and within its stated size', () => {
    for (const asset of mediaAssets) {
      const data = file(asset.download.replace('/downloads/', ''));
      expect(data.byteLength).toBeGreaterThan(0);
      expect(data.byteLength).toBeLessThanOrEqual(asset.maxBytes);
    }
    expect(file('orisun-media-kit.zip').byteLength).toBeLessThan(2 * 1024 * 1024);
  });

  it('brand guidelines and fact sheet are PDFs with their title', async () => {
    await expectPdf('orisun-brand-guidelines.pdf', 2, documentTitles.brandGuidelines);
    await expectPdf('orisun-fact-sheet.pdf', 1, documentTitles.factSheet);
  });

  it('makes one single-page PDF sheet per service, at the path services.ts names', async () => {
    for (const service of services) {
      expect(service.sheet).toBe(`/downloads/service-sheets/${service.id}.pdf`);
      await expectPdf(service.sheet.replace('/downloads/', ''), 1, documentTitles.serviceSheet(service));
    }
  });

  it('the logos zip holds the SVG mark and wordmark and PNGs at 512 and 1024 px, light and dark', () => {
    const entries = expectZip('orisun-logos.zip', logoList('orisun-logos/'));
    for (const [name, data] of Object.entries(entries)) {
      if (name.endsWith('.svg')) expect(new TextDecoder().decode(data)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      else {
        const size = Number(/-(\d+)\.png$/.exec(name)?.[1]);
        const { width, height } = pngSize(data);
        expect(width).toBe(size);
        expect(height).toBe(name.includes('wordmark') ? size / 4 : size);
      }
    }
  });

  it('team photos are 512 px square PNG portraits of the leadership', () => {
    const entries = expectZip('orisun-team-photos.zip', portraits('orisun-team-photos/'));
    for (const data of Object.values(entries)) expect(pngSize(data)).toEqual({ width: 512, height: 512 });
  });

  it('screenshots are 1280 x 800 PNGs of the home hero and the services', () => {
    const entries = expectZip('orisun-screenshots.zip', shots('orisun-screenshots/'));
    for (const data of Object.values(entries)) expect(pngSize(data)).toEqual({ width: 1280, height: 800 });
  });

  it('the media kit holds all of the above', () => {
    expectZip('orisun-media-kit.zip', [
      ...logoList('orisun-media-kit/logos/'),
      ...portraits('orisun-media-kit/team-photos/'),
      ...shots('orisun-media-kit/screenshots/'),
      'orisun-media-kit/orisun-brand-guidelines.pdf',
      'orisun-media-kit/orisun-fact-sheet.pdf',
    ]);
  });

  it('is deterministic: a second build gives the same bytes', async () => {
    const again = await buildDownloads();
    expect([...again.keys()]).toEqual([...files.keys()]);
    for (const [name, data] of again) expect(Buffer.from(data).equals(Buffer.from(file(name))), name).toBe(true);
  });
});
