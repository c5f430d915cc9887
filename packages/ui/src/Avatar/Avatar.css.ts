import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mq, toneVars, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = recipe({
  base: layer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: toneVars.soft,
    color: toneVars.fg,
    border: `${vars.size.border} solid ${toneVars.border}`,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    userSelect: 'none',
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
  variants: {
    size: {
      sm: layer({ width: '2.5rem', height: '2.5rem', fontSize: vars.font.size.sm }),
      md: layer({ width: '4rem', height: '4rem', fontSize: vars.font.size.lg }),
      lg: layer({ width: '6rem', height: '6rem', fontSize: vars.font.size['2xl'] }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof root>>;

export const image = style(layer({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }));
