import { palette, type ColorScale } from './scales/palette.ts';
import { space } from './scales/space.ts';
import { fontFamily, fontSize, fontWeight, lineHeight } from './scales/type.ts';
import { radius, zIndex, duration, easing, size } from './scales/misc.ts';

/** The fixed set of tones every toned component accepts. */
export const tones = ['neutral', 'accent', 'critical', 'positive', 'caution', 'info'] as const;
export type Tone = (typeof tones)[number];

/** What each tone provides; `data-tone` maps these onto the `tone` variables. */
export interface ToneRoles {
  /** Filled background (buttons, solid badges). */
  solid: string;
  solidHover: string;
  /** Text and icons on `solid`. */
  onSolid: string;
  /** Tinted background (soft badges, callouts). */
  soft: string;
  softHover: string;
  /** Text and icons of this tone on canvas, surface or `soft`. */
  fg: string;
  border: string;
}

/** Role tier: intent, not hue. Every colour mode must satisfy this type. */
export interface ColorRoles {
  bg: {
    canvas: string;
    surface: string;
    raised: string;
    sunken: string;
    hover: string;
    inverse: string;
    backdrop: string;
  };
  fg: {
    default: string;
    muted: string;
    inverse: string;
    disabled: string;
    link: string;
    linkHover: string;
  };
  border: {
    default: string;
    subtle: string;
    strong: string;
    focus: string;
  };
  tone: Record<Tone, ToneRoles>;
}

export interface ShadowRoles {
  sm: string;
  md: string;
  lg: string;
}

const toneFrom = (s: ColorScale, onSolid: string, solid: Partial<Pick<ToneRoles, 'solid' | 'solidHover' | 'fg'>> = {}): ToneRoles => ({
  solid: solid.solid ?? s[9],
  solidHover: solid.solidHover ?? s[10],
  onSolid,
  soft: s[3],
  softHover: s[4],
  fg: solid.fg ?? s[11],
  border: s[7],
});

const light = palette.light;
const dark = palette.dark;

export const lightColors: ColorRoles = {
  bg: { canvas: light.gray[1], surface: palette.white, raised: palette.white, sunken: light.gray[2], hover: light.gray[3], inverse: light.gray[12], backdrop: 'rgb(17 17 19 / 0.55)' },
  fg: { default: light.gray[12], muted: light.gray[11], inverse: light.gray[1], disabled: light.gray[9], link: light.brand[11], linkHover: light.brand[12] },
  border: { default: light.gray[6], subtle: light.gray[4], strong: light.gray[8], focus: light.blue[9] },
  tone: {
    neutral: toneFrom(light.gray, palette.white, { solid: light.gray[12], solidHover: '#33373d', fg: light.gray[12] }),
    accent: toneFrom(light.brand, palette.white),
    critical: toneFrom(light.red, palette.white),
    positive: toneFrom(light.green, palette.white),
    caution: toneFrom(light.amber, light.amber[12]),
    info: toneFrom(light.blue, palette.white),
  },
};

export const darkColors: ColorRoles = {
  bg: { canvas: dark.gray[1], surface: dark.gray[2], raised: dark.gray[3], sunken: palette.black, hover: dark.gray[4], inverse: dark.gray[12], backdrop: 'rgb(0 0 0 / 0.7)' },
  fg: { default: dark.gray[12], muted: dark.gray[11], inverse: dark.gray[1], disabled: dark.gray[9], link: dark.brand[11], linkHover: dark.brand[12] },
  border: { default: dark.gray[6], subtle: dark.gray[4], strong: dark.gray[8], focus: dark.blue[11] },
  tone: {
    neutral: toneFrom(dark.gray, dark.gray[1], { solid: dark.gray[12], solidHover: '#d4d6da', fg: dark.gray[12] }),
    // Solid fills stay the light ladder's darker steps so white text keeps AA on hover too.
    accent: toneFrom(dark.brand, palette.white, { solid: light.brand[9], solidHover: light.brand[10] }),
    critical: toneFrom(dark.red, palette.white, { solid: light.red[9], solidHover: light.red[10] }),
    positive: toneFrom(dark.green, palette.white, { solid: light.green[9], solidHover: light.green[10] }),
    caution: toneFrom(dark.amber, dark.amber[1], { solid: dark.amber[9], solidHover: '#ffb81f' }),
    info: toneFrom(dark.blue, palette.white, { solid: light.blue[9], solidHover: light.blue[10] }),
  },
};

export const lightShadows: ShadowRoles = {
  sm: '0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1)',
  md: '0 4px 8px -2px rgb(16 24 40 / 0.1), 0 2px 4px -2px rgb(16 24 40 / 0.06)',
  lg: '0 16px 32px -8px rgb(16 24 40 / 0.18), 0 4px 8px -4px rgb(16 24 40 / 0.08)',
};

export const darkShadows: ShadowRoles = {
  sm: '0 1px 2px rgb(0 0 0 / 0.5)',
  md: '0 4px 12px rgb(0 0 0 / 0.5)',
  lg: '0 16px 40px rgb(0 0 0 / 0.6)',
};

/** Everything that does not change with colour mode. */
export const baseTokens = {
  space,
  radius,
  zIndex,
  size,
  font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
  motion: { duration, easing },
};

export type ThemeTokens = typeof baseTokens & { color: ColorRoles; shadow: ShadowRoles };

export const lightTokens: ThemeTokens = { ...baseTokens, color: lightColors, shadow: lightShadows };
/** Dark differs only in colour and shadow; the rest falls back to the base. */
export const darkOverrides: Pick<ThemeTokens, 'color' | 'shadow'> = { color: darkColors, shadow: darkShadows };
