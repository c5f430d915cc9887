import './global.css.ts';

export { vars, toneVars } from './contract.css.ts';
export { themeClass, colorModeAttribute, colorModes, type ColorMode } from './themes/theme.css.ts';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
export { focusRing, touchTarget } from './utils.css.ts';
export { resetLayer, baseLayer, componentsLayer, utilitiesLayer } from './layers.css.ts';
export { tones, type Tone, type ColorRoles, type ToneRoles, lightTokens, darkOverrides } from './tokens.ts';
export { breakpoints, mq, type Breakpoint } from './scales/misc.ts';
export { space, type Space } from './scales/space.ts';
export { palette } from './scales/palette.ts';
