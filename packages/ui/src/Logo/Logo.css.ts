import { style } from '@vanilla-extract/css';
import { componentsLayer, vars } from '@orisun/tokens';

export const root = style({
  '@layer': {
    [componentsLayer]: {
      display: 'block',
      maxWidth: '100%',
      height: 'auto',
      objectFit: 'contain',
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.bg.surface,
    },
  },
});
