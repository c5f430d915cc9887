import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mq, toneVars, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = recipe({
  base: layer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxWidth: '100%',
    paddingInline: vars.space['2'],
    paddingBlock: '0.125rem',
    borderRadius: vars.radius.full,
    border: `${vars.size.border} solid transparent`,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
  variants: {
    variant: {
      soft: layer({ backgroundColor: toneVars.soft, color: toneVars.fg }),
      solid: layer({ backgroundColor: toneVars.solid, color: toneVars.onSolid }),
      outline: layer({ backgroundColor: 'transparent', color: toneVars.fg, borderColor: toneVars.border }),
    },
  },
  defaultVariants: { variant: 'soft' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof root>>;

export const icon = style(layer({ display: 'inline-flex', flexShrink: 0 }));
globalStyle(`${icon} > svg`, layer({ width: '1.1em', height: '1.1em' }));
