import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, tones, type ColorRoles } from './tokens.ts';

/** WCAG 2.x relative luminance and contrast ratio for #rrggbb colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const modes: [string, ColorRoles][] = [
  ['light', lightColors],
  ['dark', darkColors],
];

describe.each(modes)('%s colour roles meet WCAG AA', (_mode, c) => {
  it('body text and muted text on every background', () => {
    for (const bg of [c.bg.canvas, c.bg.surface, c.bg.raised, c.bg.sunken]) {
      expect(contrast(c.fg.default, bg)).toBeGreaterThanOrEqual(7);
      expect(contrast(c.fg.muted, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.fg.link, bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(c.fg.inverse, c.bg.inverse)).toBeGreaterThanOrEqual(7);
  });

  it.each(tones)('%s tone: text on solid, tone text on soft and on every surface', (tone) => {
    const t = c.tone[tone];
    expect(contrast(t.onSolid, t.solid)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.onSolid, t.solidHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.fg, t.soft)).toBeGreaterThanOrEqual(4.5);
    for (const bg of [c.bg.canvas, c.bg.surface, c.bg.raised]) expect(contrast(t.fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring stands out from the canvas (non-text contrast 3:1)', () => {
    expect(contrast(c.border.focus, c.bg.canvas)).toBeGreaterThanOrEqual(3);
  });
});
