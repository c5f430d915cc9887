import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from '@orisun/tokens';

/**
 * Puts a rule in the `components` cascade layer, so a consumer's `className` wins without a
 * specificity fight. Every kit `.css.ts` wraps its rules in it (a plain `.ts` module: a `.css.ts`
 * file may export only styles).
 */
export const layer = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });
