import { style } from '@vanilla-extract/css';
import { layer } from '../private/layer.ts';

/** The input; its look is the shared field control (Field.css.ts `control`), plus per-type touches. */
export const input = style(
  layer({
    selectors: {
      '&[type=number]': { fontVariantNumeric: 'tabular-nums' },
      '&[type=search]::-webkit-search-cancel-button': { cursor: 'pointer' },
    },
  }),
);
