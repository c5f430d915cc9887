import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = recipe({
  base: layer({
    fontFamily: vars.font.family.heading,
    margin: 0,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'break-word',
    textWrap: 'balance',
    // Anchored headings (#section links) clear a sticky header.
    scrollMarginTop: '5rem',
  }),
  variants: {
    size: {
      '4xl': layer({ fontSize: vars.font.size['4xl'], fontWeight: vars.font.weight.bold, letterSpacing: '-0.02em' }),
      '3xl': layer({ fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold, letterSpacing: '-0.015em' }),
      '2xl': layer({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold }),
      xl: layer({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.snug }),
      lg: layer({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.snug }),
      md: layer({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.snug }),
    },
    align: {
      start: layer({ textAlign: 'start' }),
      center: layer({ textAlign: 'center' }),
      end: layer({ textAlign: 'end' }),
    },
  },
  defaultVariants: { size: '2xl', align: 'start' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof root>>;
