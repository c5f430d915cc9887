/**
 * The PNG images the prerender writes (Node only): the app icons (the favicon's mark) and the
 * 1200x630 sharing card (the mark, the company's name and tagline). SVG art in the brand colours
 * and font, rendered by the same `renderPng` as the downloads.
 */
import { brand } from '../content/brand.ts';
import { markShapes } from '../downloads/art.ts';
import { colors } from '../downloads/colors.ts';
import { fontStack, renderPng } from '../downloads/png.ts';
import { ogImage } from '../layout/seo.ts';
import { escape as escapeXml } from 'html-escaper';

/** The favicon's mark at `size` px, full bleed like `public/favicon.svg` (the ring sits inside the maskable safe zone). */
export function iconPng(size: number): Uint8Array {
  return renderPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${markShapes('light')}</svg>`,
    size,
  );
}

/**
 * The Open Graph / Twitter card as SVG: on the home hero's mint, the mark, the name and the
 * tagline as real text in the brand font, over a band of the brand green.
 */
export function ogImageSvg(): string {
  const c = colors.light;
  const { width, height } = ogImage;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<title>${escapeXml(ogImage.alt)}</title>
<rect width="${width}" height="${height}" fill="${c.brandSoft}"/>
<rect y="${height - 40}" width="${width}" height="40" fill="${c.brand}"/>
${markShapes('light', 96, 96, 176)}
<text x="90" y="420" font-family="${fontStack}" font-size="104" font-weight="700" fill="${c.text}">${escapeXml(brand.name)}</text>
<text x="96" y="494" font-family="${fontStack}" font-size="38" fill="${c.brandStrong}">${escapeXml(brand.tagline)}</text>
</svg>
`;
}

/** The sharing card as a PNG of `ogImage`'s size. */
export function ogImagePng(): Uint8Array {
  return renderPng(ogImageSvg(), ogImage.width);
}
