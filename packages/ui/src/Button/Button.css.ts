import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mq, toneVars, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

const disabled = '&:disabled, &[aria-disabled="true"]';
const hover = '&:hover:not(:disabled, [aria-disabled="true"], [aria-busy="true"])';
const active = '&:active:not(:disabled, [aria-disabled="true"], [aria-busy="true"])';

/** The button (or link styled as one). Colours read the tone variables set by `data-tone`. */
export const root = recipe({
  base: layer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    maxWidth: '100%',
    margin: 0,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [active]: { transform: 'translateY(1px)' },
      '&[aria-busy="true"]': { cursor: 'progress' },
      [disabled]: {
        cursor: 'not-allowed',
        backgroundColor: vars.color.bg.sunken,
        borderColor: vars.color.border.subtle,
        color: vars.color.fg.disabled,
        boxShadow: 'none',
      },
    },
    '@media': {
      [mq.reducedMotion]: { selectors: { [active]: { transform: 'none' } } },
      [mq.forcedColors]: {
        borderColor: 'ButtonText',
        selectors: { [disabled]: { borderColor: 'GrayText', color: 'GrayText' } },
      },
    },
  }),
  variants: {
    variant: {
      solid: layer({
        backgroundColor: toneVars.solid,
        color: toneVars.onSolid,
        boxShadow: vars.shadow.sm,
        selectors: { [hover]: { backgroundColor: toneVars.solidHover } },
      }),
      soft: layer({
        backgroundColor: toneVars.soft,
        color: toneVars.fg,
        selectors: { [hover]: { backgroundColor: toneVars.softHover } },
      }),
      outline: layer({
        backgroundColor: 'transparent',
        borderColor: toneVars.border,
        color: toneVars.fg,
        selectors: { [hover]: { backgroundColor: toneVars.soft, borderColor: toneVars.fg } },
      }),
      ghost: layer({
        backgroundColor: 'transparent',
        color: toneVars.fg,
        selectors: {
          [hover]: { backgroundColor: toneVars.soft },
          [disabled]: { backgroundColor: 'transparent', borderColor: 'transparent' },
        },
      }),
    },
    size: {
      sm: layer({ minHeight: '2rem', paddingInline: vars.space['3'], fontSize: vars.font.size.sm, gap: vars.space['1'] }),
      md: layer({ minHeight: vars.size.touch, paddingInline: vars.space['4'], fontSize: vars.font.size.md }),
      lg: layer({ minHeight: '3.25rem', paddingInline: vars.space['6'], fontSize: vars.font.size.lg }),
    },
    /** Square, for icon-only buttons. */
    iconOnly: {
      true: layer({ paddingInline: 0, aspectRatio: '1', flexShrink: 0 }),
      false: {},
    },
    fullWidth: {
      true: layer({ width: '100%' }),
      false: {},
    },
  },
  compoundVariants: [
    // Icon-only squares take the height of their size.
    { variants: { iconOnly: true, size: 'sm' }, style: layer({ width: '2rem' }) },
    { variants: { iconOnly: true, size: 'md' }, style: layer({ width: vars.size.touch }) },
    { variants: { iconOnly: true, size: 'lg' }, style: layer({ width: '3.25rem' }) },
  ],
  defaultVariants: { variant: 'solid', size: 'md', iconOnly: false, fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof root>>;

/** Label and icons; hidden (not removed) while loading so the width holds. */
export const content = style(
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 'inherit',
    minWidth: 0,
    selectors: { '[aria-busy="true"] > &': { opacity: 0 } },
  }),
);

export const label = style(layer({ minWidth: 0, paddingBlock: vars.space['2'] }));

export const icon = style(layer({ display: 'inline-flex', flexShrink: 0 }));

export const spinner = style(
  layer({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  }),
);

globalStyle(`${icon} > svg, ${spinner} > svg`, layer({ width: '1.25em', height: '1.25em' }));
