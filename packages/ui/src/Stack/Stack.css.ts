import { style } from '@vanilla-extract/css';
import { componentsLayer, vars } from '@orisun/tokens';

/** A hairline between items; the stack's gap spaces it on both sides. */
export const divider = style({
  '@layer': {
    [componentsLayer]: {
      alignSelf: 'stretch',
      height: 0,
      borderTop: `${vars.size.border} solid ${vars.color.border.subtle}`,
      '@media': { '(forced-colors: active)': { borderTopColor: 'CanvasText' } },
    },
  },
});

/** List items of a list stack (`as="ul"|"ol"`); they pass the stack's gap and alignment on. */
export const item = style({
  '@layer': {
    [componentsLayer]: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: 'inherit', alignItems: 'inherit' },
  },
});
