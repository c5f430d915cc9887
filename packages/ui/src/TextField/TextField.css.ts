import { style, type StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from '@orisun/tokens';

const layer = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });

/** The input; its look is the shared field control (Field.css.ts `control`), plus per-type touches. */
export const input = style(
  layer({
    selectors: {
      '&[type=number]': { fontVariantNumeric: 'tabular-nums' },
      '&[type=search]::-webkit-search-cancel-button': { cursor: 'pointer' },
    },
  }),
);
