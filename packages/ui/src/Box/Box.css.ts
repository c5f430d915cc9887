import { style } from '@vanilla-extract/css';
import { componentsLayer } from '@orisun/tokens';

/** Box resets list styling when rendered as a list, so `as="ul"` is layout, not bullets. */
export const root = style({
  '@layer': {
    [componentsLayer]: {
      selectors: { '&:is(ul, ol)': { listStyle: 'none', margin: 0, padding: 0 } },
    },
  },
});
