import { styleVariants } from '@vanilla-extract/css';
import { componentsLayer, toneVars, vars } from '@orisun/tokens';

/**
 * Text colours shared by Text and Heading. Tones other than default/muted read the tone
 * variables, which `data-tone` on the element remaps: one rule for every tone.
 */
export const textTone = styleVariants({
  default: { '@layer': { [componentsLayer]: { color: vars.color.fg.default } } },
  muted: { '@layer': { [componentsLayer]: { color: vars.color.fg.muted } } },
  inherit: { '@layer': { [componentsLayer]: { color: 'inherit' } } },
  toned: { '@layer': { [componentsLayer]: { color: toneVars.fg } } },
});
