import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/**
 * A full-width band of the page: the vertical rhythm between bands (space 10, 12 from desktop)
 * and its background, from the colour roles. Also the band of `PageHero`.
 */
export const root = recipe({
  base: layer({
    display: 'block',
    paddingBlock: vars.space['10'],
    '@media': { [mq.desktop]: { paddingBlock: vars.space['12'] } },
  }),
  variants: {
    background: {
      none: {},
      surface: layer({ backgroundColor: vars.color.bg.surface }),
      sunken: layer({ backgroundColor: vars.color.bg.sunken }),
      accentSoft: layer({ backgroundColor: vars.color.tone.accent.soft }),
    },
  },
  defaultVariants: { background: 'none' },
});

export type SectionVariants = NonNullable<RecipeVariants<typeof root>>;
