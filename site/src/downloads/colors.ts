/**
 * The brand colours the downloads use, read from the `@orisun/tokens` palette (the same steps
 * the site's themes use). Not from the package's main entry: that one also loads the vanilla-extract
 * theme, which only a Vite build can evaluate, so this reads the plain-values entry.
 */
import { palette } from '@orisun/tokens/values';

export { palette };

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

/**
 * One colour mode's roles, from that mode's scales: the same step of each ladder in both modes.
 * Only the paper differs: light mode prints on white with a gray-2 well, while dark mode has no
 * white, so its surface and well sit one and two steps above the gray-1 canvas.
 */
function modeColors(mode: ColorMode) {
  const { gray, brand, amber } = palette[mode];
  const dark = mode === 'dark';
  return {
    canvas: gray[1],
    surface: dark ? gray[2] : palette.white,
    sunken: dark ? gray[3] : gray[2],
    border: gray[6],
    text: gray[12],
    muted: gray[11],
    brand: brand[9],
    brandStrong: brand[11],
    brandSoft: brand[3],
    accentWarm: amber[9],
  } as const;
}

export const colors: Readonly<Record<ColorMode, ReturnType<typeof modeColors>>> = {
  light: modeColors('light'),
  dark: modeColors('dark'),
};
