import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mq, toneVars, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = recipe({
  base: layer({
    position: 'relative',
    display: 'block',
    minWidth: 0,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.default,
    border: `${vars.size.border} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    transitionProperty: 'box-shadow, border-color, transform',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      // A card with a CardLink/CardButton reacts as a whole.
      '&:has([data-part="Action"]:hover)': { boxShadow: vars.shadow.md, borderColor: vars.color.border.default },
    },
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
  variants: {
    padding: {
      none: layer({ padding: 0 }),
      sm: layer({ padding: vars.space['3'] }),
      md: layer({ padding: vars.space['5'] }),
      lg: layer({ padding: vars.space['7'] }),
    },
    toned: {
      true: layer({ borderInlineStart: `4px solid ${toneVars.solid}` }),
      false: {},
    },
  },
  defaultVariants: { padding: 'md', toned: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof root>>;

/** The card's link or button: its hit area covers the whole card, its focus ring too. */
export const action = style(
  layer({
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit', zIndex: 0 },
      '&:hover': { textDecoration: 'underline', textDecorationThickness: '1px', textUnderlineOffset: '0.2em' },
      '&:focus-visible::after': { outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    },
    '@media': { [mq.forcedColors]: { selectors: { '&:focus-visible::after': { outline: '2px solid Highlight' } } } },
  }),
);

export const buttonReset = style(
  layer({ appearance: 'none', background: 'none', border: 0, padding: 0, margin: 0, font: 'inherit', textAlign: 'start', cursor: 'pointer' }),
);
