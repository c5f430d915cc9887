/**
 * SVG art for the downloads: the Orisun mark and wordmark, initial portraits and mock-up
 * screenshots of the site. Plain strings, no DOM, so the same code runs in the build and tests.
 */
import { brand } from '../content/brand.ts';
import { homeHero } from '../content/home.ts';
import type { Service } from '../content/services.ts';
import { fontStack } from './png.ts';
import { colors, type ColorMode } from './colors.ts';
import { escape as escapeXml } from 'html-escaper';

/**
 * The mark, as on the site (favicon and header): a white ring ("orisun", a source or spring,
 * seen from above) in a rounded square of the brand colour.
 */
export function markShapes(mode: ColorMode, x = 0, y = 0, size = 256): string {
  const c = colors[mode];
  const s = size / 256;
  const t = (v: number) => (v * s).toFixed(2);
  return `<g transform="translate(${x} ${y})">
  <rect width="${t(256)}" height="${t(256)}" rx="${t(56)}" fill="${c.brand}"/>
  <circle cx="${t(128)}" cy="${t(128)}" r="${t(68)}" fill="none" stroke="#ffffff" stroke-width="${t(32)}"/>
</g>`;
}

/** The mark alone (square). `mode` is the background it is meant for. */
export function markSvg(mode: ColorMode): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<title>${escapeXml(brand.name)}</title>
${markShapes(mode)}
</svg>
`;
}

/** Mark + "Orisun Software" on a transparent background, for light or dark pages. */
export function wordmarkSvg(mode: ColorMode): string {
  const c = colors[mode];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="256" viewBox="0 0 1024 256">
<title>${escapeXml(brand.name)}</title>
${markShapes(mode, 16, 32, 192)}
<text x="240" y="148" font-family="${fontStack}" font-size="104" font-weight="700" fill="${c.text}">${escapeXml(brand.shortName)}</text>
<text x="244" y="204" font-family="${fontStack}" font-size="44" letter-spacing="10" fill="${c.brandStrong}">SOFTWARE</text>
</svg>
`;
}

/** Initials of a name: "Adebayo Ogunleye" -> "AO". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A square initial portrait (until the team's photos exist). */
export function avatarSvg(name: string, index: number): string {
  const c = colors.light;
  const fills = [c.brand, colors.light.brandStrong, '#0b6bcb', '#8a4f00', '#1f7d52', '#5b5f67'];
  const fill = fills[index % fills.length] ?? c.brand;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<title>${escapeXml(name)}</title>
<rect width="512" height="512" fill="${fill}"/>
<circle cx="256" cy="256" r="200" fill="#ffffff" fill-opacity="0.12"/>
<text x="256" y="300" text-anchor="middle" font-family="${fontStack}" font-size="160" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
</svg>
`;
}

/** Word-wraps text to lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  return lines.map((l, i) => `<text x="${x}" y="${y + i * lineHeight}" font-family="${fontStack}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`).join('\n');
}

/** Header links, centred in equal slots that end at `right`. */
function navLinks(links: readonly string[], right: number, fill: string): string {
  const slot = 88;
  const first = right - slot * links.length + slot / 2;
  return links
    .map((l, i) => `<text x="${first + i * slot}" y="42" text-anchor="middle" font-family="${fontStack}" font-size="16" fill="${fill}">${l}</text>`)
    .join('\n');
}

/** The site's header bar, shared by the screenshots. */
function headerBar(width: number): string {
  const c = colors.light;
  const links = ['Home', 'Services', 'About', 'Team', 'Forum'];
  return `<rect width="${width}" height="72" fill="${c.surface}"/>
<rect y="71" width="${width}" height="1" fill="${c.border}"/>
${markShapes('light', 40, 18, 36)}
<text x="88" y="44" font-family="${fontStack}" font-size="20" font-weight="700" fill="${c.text}">${escapeXml(brand.shortName)}</text>
${navLinks(links, 1090, c.text)}
<rect x="1120" y="20" width="120" height="34" rx="8" fill="${c.brand}"/>
<text x="1180" y="42" text-anchor="middle" font-family="${fontStack}" font-size="15" font-weight="700" fill="#ffffff">Contact Us</text>`;
}

/** A mock-up of the home page hero at 1280 x 800. */
export function homeScreenshotSvg(): string {
  const c = colors.light;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
<rect width="1280" height="800" fill="${c.canvas}"/>
${headerBar(1280)}
<rect y="72" width="1280" height="728" fill="${c.brandSoft}"/>
${textLines(wrap(homeHero.headline, 26), 96, 230, 50, 62, `font-weight="700" fill="${c.text}"`)}
${textLines(wrap(homeHero.subtitle, 56), 96, 430, 21, 32, `fill="${c.muted}"`)}
<rect x="96" y="610" width="200" height="56" rx="10" fill="${c.brand}"/>
<text x="196" y="645" text-anchor="middle" font-family="${fontStack}" font-size="18" font-weight="700" fill="#ffffff">${escapeXml(homeHero.cta.label)}</text>
${markShapes('light', 940, 250, 240)}
</svg>
`;
}

/** A mock-up of the services grid at 1280 x 800. */
export function servicesScreenshotSvg(list: readonly Service[]): string {
  const c = colors.light;
  const cards = list.slice(0, 6).map((s, i) => {
    const x = 64 + (i % 3) * 392;
    const y = 200 + Math.floor(i / 3) * 290;
    return `<rect x="${x}" y="${y}" width="368" height="266" rx="16" fill="${c.surface}" stroke="${c.border}"/>
<rect x="${x + 24}" y="${y + 24}" width="48" height="48" rx="12" fill="${c.brandSoft}"/>
${textLines(wrap(s.title, 26), x + 24, y + 108, 22, 28, `font-weight="700" fill="${c.text}"`)}
${textLines(wrap(s.summary, 40).slice(0, 4), x + 24, y + 170, 15, 22, `fill="${c.muted}"`)}`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
<rect width="1280" height="800" fill="${c.canvas}"/>
${headerBar(1280)}
<text x="64" y="150" font-family="${fontStack}" font-size="40" font-weight="700" fill="${c.text}">Our Services</text>
${cards.join('\n')}
</svg>
`;
}
