import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/**
 * Icon and text side by side on one row that never wraps: on a narrow screen the text wraps
 * under itself while the icon stays beside its first line.
 */
export const root = style(layer({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], minWidth: 0 }));

/**
 * The icon's box is one text line tall (the text's size times its line height), so the icon sits
 * centred on the first line however many lines follow.
 */
export const icon = recipe({
  base: layer({
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    height: `calc(${vars.font.lineHeight.normal} * 1em)`,
  }),
  variants: {
    size: {
      sm: layer({ fontSize: vars.font.size.sm }),
      md: layer({ fontSize: vars.font.size.md }),
    },
  },
  defaultVariants: { size: 'md' },
});

/** Takes the rest of the row and may shrink below its longest word's width, so it wraps. */
export const text = style(layer({ flex: '1 1 auto', minWidth: 0 }));

export type FactVariants = NonNullable<RecipeVariants<typeof icon>>;
