import { style } from '@vanilla-extract/css';
import { componentsLayer, vars } from '@orisun/tokens';

/** Off-screen until focused, then a solid pill in the top-left corner above everything. */
export const root = style({
  '@layer': {
    [componentsLayer]: {
      position: 'fixed',
      insetBlockStart: vars.space['2'],
      insetInlineStart: vars.space['2'],
      zIndex: vars.zIndex.skipLink,
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: vars.size.touch,
      paddingInline: vars.space['4'],
      borderRadius: vars.radius.md,
      background: vars.color.tone.neutral.solid,
      color: vars.color.tone.neutral.onSolid,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'underline',
      transform: 'translateY(-200%)',
      selectors: {
        '&:focus, &:focus-visible': { transform: 'none', outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      },
      '@media': { '(forced-colors: active)': { border: '2px solid LinkText' } },
    },
  },
});
