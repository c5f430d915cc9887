import { globalLayer, globalStyle } from '@vanilla-extract/css';
import { layerOrderSelector } from './values.ts';

/**
 * Cascade layers, in this order. Unlayered CSS (a consumer's className) beats every layer,
 * so overrides never need specificity tricks.
 */
export const resetLayer = globalLayer('orisun-reset');
export const baseLayer = globalLayer('orisun-base');
export const componentsLayer = globalLayer('orisun-components');
export const utilitiesLayer = globalLayer('orisun-utilities');

// A layer's rank is fixed where it first appears in the CSS. vanilla-extract has no bare
// `@layer a, b;` statement, so one rule per layer on a selector that matches no element pins
// the order here, whichever component's stylesheet happens to load first.
for (const layer of [resetLayer, baseLayer, componentsLayer, utilitiesLayer]) {
  globalStyle(layerOrderSelector, { '@layer': { [layer]: { display: 'none' } } });
}
