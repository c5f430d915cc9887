/**
 * The brand colours the downloads use, read from the `@orisun/tokens` palette (the same steps
 * the site's themes use). Imported by path: the package entry also loads the vanilla-extract
 * theme, which only a Vite build can evaluate.
 */
import { palette } from '../../../tokens/src/scales/palette.ts';

export { palette };

export const colors = {
  light: {
    canvas: palette.light.gray[1],
    surface: palette.white,
    sunken: palette.light.gray[2],
    border: palette.light.gray[6],
    text: palette.light.gray[12],
    muted: palette.light.gray[11],
    brand: palette.light.brand[9],
    brandStrong: palette.light.brand[11],
    brandSoft: palette.light.brand[3],
    accentWarm: palette.light.amber[9],
  },
  dark: {
    canvas: palette.dark.gray[1],
    surface: palette.dark.gray[2],
    sunken: palette.dark.gray[3],
    border: palette.dark.gray[6],
    text: palette.dark.gray[12],
    muted: palette.dark.gray[11],
    brand: palette.dark.brand[9],
    brandStrong: palette.dark.brand[11],
    brandSoft: palette.dark.brand[3],
    accentWarm: palette.dark.amber[9],
  },
} as const;

export type ColorMode = keyof typeof colors;

/** The font stack of the SVG art; PNG renders use Liberation Sans (metric-compatible with Helvetica/Arial). */
export const fontStack = "'Liberation Sans', Helvetica, Arial, sans-serif";
