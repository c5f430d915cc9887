/** SVG -> PNG with resvg (a native renderer: no browser, same pixels on every build). */
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const fontDir = '/usr/share/fonts/truetype/liberation';
const fontFiles = ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'].map((f) => `${fontDir}/${f}`).filter((f) => existsSync(f));

/** Renders an SVG to a PNG `width` pixels wide (height follows the aspect ratio). */
export function renderPng(svg: string, width: number): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    // Liberation Sans when installed (fast, metric-compatible with Helvetica); else the system's fonts.
    font: fontFiles.length ? { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Liberation Sans' } : { loadSystemFonts: true },
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
