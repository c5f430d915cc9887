import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = recipe({
  base: layer({
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, text-decoration-thickness ${vars.motion.duration.fast}`,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      // Focus: the kit ring plus a heavier underline, so it shows even on a busy background.
      '&:focus-visible': { textDecorationLine: 'underline', textDecorationThickness: '2px' },
    },
    '@media': { [mq.forcedColors]: { color: 'LinkText', textDecorationLine: 'underline' } },
  }),
  variants: {
    tone: {
      link: layer({ color: vars.color.fg.link, selectors: { '&:hover': { color: vars.color.fg.linkHover } } }),
      neutral: layer({ color: vars.color.fg.default }),
      muted: layer({ color: vars.color.fg.muted, selectors: { '&:hover': { color: vars.color.fg.default } } }),
      inherit: layer({ color: 'inherit' }),
    },
    underline: {
      always: layer({ textDecorationLine: 'underline' }),
      hover: layer({ textDecorationLine: 'none', selectors: { '&:hover': { textDecorationLine: 'underline' } } }),
    },
  },
  defaultVariants: { tone: 'link', underline: 'always' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof root>>;

export const externalIcon = style(layer({ display: 'inline-block', width: '0.85em', height: '0.85em', marginInlineStart: '0.2em', verticalAlign: '-0.05em' }));
