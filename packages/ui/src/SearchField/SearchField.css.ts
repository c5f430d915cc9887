import { style } from '@vanilla-extract/css';
import { vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** The input and its icons, stacked in one box. */
export const box = style(layer({ position: 'relative', display: 'block' }));

/** Room for the search icon at the start and the clear button at the end; the browser's own clear button is hidden. */
export const input = style(
  layer({
    paddingInlineStart: `calc(${vars.space['3']} + 1.25rem + ${vars.space['2']})`,
    paddingInlineEnd: vars.size.touch,
    selectors: {
      '&::-webkit-search-cancel-button': { appearance: 'none', display: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  }),
);

export const searchIcon = style(
  layer({
    position: 'absolute',
    insetInlineStart: vars.space['3'],
    top: '50%',
    transform: 'translateY(-50%)',
    color: vars.color.fg.muted,
    pointerEvents: 'none',
  }),
);

/** The clear button sits inside the end of the input, a 44px square. */
export const clear = style(
  layer({
    position: 'absolute',
    insetInlineEnd: 0,
    top: '50%',
    transform: 'translateY(-50%)',
  }),
);
