/**
 * SVG -> PNG with resvg (a native renderer, no browser), shared by the downloads and the
 * prerender's brand images (app icons, sharing card). Text is drawn in the brand font from a
 * file in node_modules and never in a system font, so every machine draws the same pixels.
 * Node only.
 */
import { openSync, readSync, closeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { fontFamily } from '@orisun/tokens/values';

const require = createRequire(import.meta.url);

/**
 * The face images are set in: Noto Sans, the first family the tokens' font stack names (the
 * site itself downloads no web font), in the regular and bold weights the art uses, as TTF
 * (resvg reads TTF/OTF, not WOFF2) from a pinned npm package.
 */
export const brandFont = {
  family: 'Noto Sans',
  files: [
    require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  ],
} as const;
if (!fontFamily.heading.includes(`"${brandFont.family}"`)) throw new Error(`png.ts: ${brandFont.family} is no longer in the tokens' font stack`);

/** The `font-family` of text in the SVG art: the brand font, then the site's stack (for the SVG files people open elsewhere). */
export const fontStack = `'${brandFont.family}', ${fontFamily.heading.replaceAll('"', "'")}`;

/** TrueType (1.0 or `true`) or OpenType (`OTTO`) magic; a WOFF/WOFF2 or HTML file fails it. */
const fontMagics = [0x00010000, 0x74727565, 0x4f54544f];
const checked = new Set<string>();

/** Throws unless every file exists and is a TTF/OTF: resvg would silently skip it and draw no or other text. */
function assertFontFiles(files: readonly string[]): void {
  for (const file of files) {
    if (checked.has(file)) continue;
    const head = Buffer.alloc(4);
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch (err) {
      throw new Error(`renderPng: font file ${file} is missing; install the site's dependencies (npm ci)`, { cause: err });
    }
    try {
      readSync(fd, head, 0, 4, 0);
    } finally {
      closeSync(fd);
    }
    if (!fontMagics.includes(head.readUInt32BE(0))) throw new Error(`renderPng: ${file} is not a TrueType/OpenType font`);
    checked.add(file);
  }
}

export interface RenderOptions {
  /** The font files to draw text with; the brand font unless a test says otherwise. */
  fontFiles?: readonly string[];
}

/** Renders an SVG to a PNG `width` pixels wide (height follows the aspect ratio); throws if a font file is missing. */
export function renderPng(svg: string, width: number, { fontFiles = brandFont.files }: RenderOptions = {}): Uint8Array {
  assertFontFiles(fontFiles);
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    // Only these files: with no system fonts, every family (and `sans-serif`) resolves to the brand font.
    font: { loadSystemFonts: false, fontFiles: [...fontFiles], defaultFontFamily: brandFont.family, sansSerifFamily: brandFont.family },
  });
  return new Uint8Array(resvg.render().asPng());
}

export const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The pixel size of a PNG, read from its IHDR chunk; throws if the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  if (!pngSignature.every((b, i) => png[i] === b)) throw new Error('not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
