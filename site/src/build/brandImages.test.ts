// @vitest-environment node
import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { iconPng, ogImagePng, ogImageSvg } from './brandImages.ts';
import { brand } from '../content/brand.ts';
import { colors } from '../downloads/colors.ts';
import { brandFont, pngSize, renderPng } from '../downloads/png.ts';
import { appIcons, ogImage } from '../layout/seo.ts';

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** Pixels in a box whose colour is within `tolerance` (per channel) of `color`. */
function countColor(png: { width: number; data: Uint8Array }, box: { x0: number; y0: number; x1: number; y1: number }, color: string, tolerance = 40): number {
  const [r = 0, g = 0, b = 0] = hex(color);
  let n = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const o = (y * png.width + x) * 4;
      const d = Math.max(Math.abs((png.data[o] ?? 0) - r), Math.abs((png.data[o + 1] ?? 0) - g), Math.abs((png.data[o + 2] ?? 0) - b));
      if (d <= tolerance) n++;
    }
  }
  return n;
}

/** Where the card sets the name (from its SVG: 104 px bold, baseline 420, from x 90). */
const nameBox = { x0: 80, y0: 330, x1: 1120, y1: 430 };

describe('brand images', () => {
  it('the sharing card is a 1200x630 PNG in the brand colours, not blank', () => {
    const data = ogImagePng();
    expect(pngSize(data)).toEqual({ width: 1200, height: 630 });
    expect(ogImage).toMatchObject({ width: 1200, height: 630 });
    const png = PNG.sync.read(Buffer.from(data));
    const all = { x0: 0, y0: 0, x1: png.width, y1: png.height };
    // Mostly the mint canvas, with the mark and the band in brand green, and not one flat colour.
    expect(countColor(png, all, colors.light.brandSoft, 2)).toBeGreaterThan(png.width * png.height * 0.6);
    expect(countColor(png, all, colors.light.brand, 2)).toBeGreaterThan(1200 * 40);
    expect(data.byteLength).toBeLessThan(64 * 1024);
  });

  it('sets the company name and tagline as real text in the brand font', () => {
    const svg = ogImageSvg();
    const texts = [...svg.matchAll(/<text [^>]*font-family="([^"]*)"[^>]*>([^<]*)<\/text>/g)];
    expect(texts.map((t) => t[2])).toEqual([brand.name, brand.tagline]);
    for (const t of texts) expect(t[1]).toMatch(new RegExp(`^'${brandFont.family}'`));

    // The name's box holds text-coloured ink when drawn with the brand font...
    const drawn = PNG.sync.read(Buffer.from(ogImagePng()));
    const ink = countColor(drawn, nameBox, colors.light.text);
    expect(ink).toBeGreaterThan(15_000);
    // ...and none when no font is loaded at all: the name is text, not outlines baked into the SVG.
    const noFont = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [] } }).render();
    expect(countColor({ width: noFont.width, data: noFont.pixels }, nameBox, colors.light.text)).toBe(0);
  });

  it('the app icons are square PNGs of the mark at the manifest sizes', () => {
    for (const { size } of appIcons) {
      const data = iconPng(size);
      expect(pngSize(data)).toEqual({ width: size, height: size });
      const png = PNG.sync.read(Buffer.from(data));
      const center = { x0: size / 2 - 2, y0: size / 2 - 2, x1: size / 2 + 2, y1: size / 2 + 2 };
      expect(countColor(png, center, colors.light.brand, 2)).toBe(16);
      // The ring: white at its radius (68/256 of the size) right of the centre.
      const ringX = Math.round(size / 2 + (68 / 256) * size);
      expect(countColor(png, { x0: ringX, y0: size / 2, x1: ringX + 1, y1: size / 2 + 1 }, '#ffffff', 2)).toBe(1);
    }
  });
});

describe('renderPng', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><text x="0" y="30" font-size="30">Aa</text></svg>`;

  it('draws with the brand font files from node_modules', () => {
    for (const file of brandFont.files) expect(file).toMatch(/node_modules\/.+\.ttf$/);
    expect(pngSize(renderPng(svg, 100))).toEqual({ width: 100, height: 40 });
  });

  it('throws, rather than falling back to another font, when a font file is missing or not a TTF/OTF', () => {
    expect(() => renderPng(svg, 100, { fontFiles: ['/nonexistent/NotoSans-Regular.ttf'] })).toThrow(/font file .* is missing/);
    expect(() => renderPng(svg, 100, { fontFiles: [import.meta.filename] })).toThrow(/not a TrueType\/OpenType font/);
  });
});
