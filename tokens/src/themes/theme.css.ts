import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars, toneVars } from '../contract.css.ts';
import { baseLayer } from '../layers.css.ts';
import { darkOverrides, lightTokens, tones } from '../tokens.ts';
import { mq } from '../scales/misc.ts';
import { colorModeAttribute } from '../values.ts';
// The reset and the base styles come with the theme: a page that uses the theme has them. (vanilla-extract writes the
// CSS of every stylesheet a stylesheet imports into its own output, which a bundler always keeps; a bare
// `import './global.css.ts'` from a plain module can be dropped as unused when the package resolves through an export
// condition, as the site's build did with `@orisun/source`.)
import '../global.css.ts';

export { colorModeAttribute };
export const colorModes = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

const darkVars = {
  vars: { ...assignVars(vars.color, darkOverrides.color), ...assignVars(vars.shadow, darkOverrides.shadow) },
  colorScheme: 'dark',
} as const;


/**
 * The Orisun theme. Apply to `<html>` (or a provider root). Light by default, dark when the
 * system prefers it, and either can be forced with `data-color-mode="light" | "dark"`.
 * Colour mode is a condition on one class, not a second token set: dark assigns only the
 * colour and shadow roles that differ.
 */
export const themeClass = style({
  '@layer': {
    [baseLayer]: {
      vars: { ...assignVars(vars, lightTokens), ...assignVars(toneVars, lightTokens.color.tone.neutral) },
      colorScheme: 'light',
      selectors: {
        [`&[${colorModeAttribute}="dark"]`]: darkVars,
      },
      '@media': {
        [mq.dark]: {
          selectors: { [`&:not([${colorModeAttribute}="light"])`]: darkVars },
        },
        [mq.reducedMotion]: {
          vars: assignVars(vars.motion.duration, { fast: '0ms', normal: '0ms', slow: '0ms' }),
        },
      },
    },
  },
});

/*
 * Tone switching: any element with data-tone remaps the tone variables, reading the colour
 * roles (which themselves follow the colour mode), so one rule per tone covers both modes.
 */
for (const tone of tones) {
  globalStyle(`[data-tone="${tone}"]`, {
    '@layer': {
      [baseLayer]: {
        vars: Object.fromEntries(
          Object.keys(toneVars).map((k) => [
            toneVars[k as keyof typeof toneVars],
            vars.color.tone[tone][k as keyof typeof toneVars],
          ]),
        ),
      },
    },
  });
}
