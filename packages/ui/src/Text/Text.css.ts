import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = recipe({
  base: layer({ fontFamily: vars.font.family.body, margin: 0, overflowWrap: 'break-word' }),
  variants: {
    size: {
      xs: layer({ fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.normal }),
      sm: layer({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal }),
      md: layer({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal }),
      lg: layer({ fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal }),
      xl: layer({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.snug }),
    },
    weight: {
      regular: layer({ fontWeight: vars.font.weight.regular }),
      medium: layer({ fontWeight: vars.font.weight.medium }),
      semibold: layer({ fontWeight: vars.font.weight.semibold }),
      bold: layer({ fontWeight: vars.font.weight.bold }),
    },
    align: {
      start: layer({ textAlign: 'start' }),
      center: layer({ textAlign: 'center' }),
      end: layer({ textAlign: 'end' }),
    },
  },
  defaultVariants: { size: 'md', weight: 'regular', align: 'start' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof root>>;

/** Lines shown before truncation; set inline by `maxLines`. */
export const maxLinesVar = createVar();

/** One line: ellipsis at the end. */
export const truncate = style(layer({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }));

/** Several lines: clamp with an ellipsis on the last one. */
export const clamp = style(
  layer({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: maxLinesVar, lineClamp: maxLinesVar, overflow: 'hidden' }),
);
