/**
 * `@orisun/tokens/values`: the tokens as plain values (scales, the light and dark roles), with no
 * vanilla-extract stylesheet behind them, for code that runs outside a Vite build: the press
 * downloads made at build time, pages the server renders itself, Storybook's token docs.
 * Components read the roles through the contract (`@orisun/tokens`), never these values.
 */
export { palette, type ColorScale } from './scales/palette.ts';
export { space, type Space } from './scales/space.ts';
export { fontFamily, fontSize, fontWeight, lineHeight } from './scales/type.ts';
export { breakpoints, duration, easing, radius, size, zIndex, type Breakpoint } from './scales/misc.ts';
export {
  baseTokens,
  darkColors,
  darkOverrides,
  darkShadows,
  lightColors,
  lightShadows,
  lightTokens,
  tones,
  type ColorRoles,
  type ShadowRoles,
  type ThemeTokens,
  type Tone,
  type ToneRoles,
} from './tokens.ts';

/** Attribute on the theme root that forces a colour mode; absent means "follow the system". */
export const colorModeAttribute = 'data-color-mode';
/** The element name of the rules that open each cascade layer in its order (layers.css.ts); it matches no element. */
export const layerOrderSelector = 'orisun-layer-order';
