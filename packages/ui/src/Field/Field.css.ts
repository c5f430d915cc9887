import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** Every rule of the kit sits in the components layer, so a consumer className wins. */

/** The field's root: label, hint, control and error, stacked or (checkbox) inline. */
export const root = recipe({
  base: layer({ display: 'grid', minWidth: 0, fontFamily: vars.font.family.body, color: vars.color.fg.default }),
  variants: {
    layout: {
      /** Label above the control (text inputs, selects, file). */
      stack: layer({ gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space['2'] }),
      /** Control before the label on one row (checkbox); hint and error line up under the label. */
      inline: layer({
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: vars.space['3'],
        rowGap: vars.space['1'],
        alignItems: 'center',
      }),
    },
  },
  defaultVariants: { layout: 'stack' },
});
export type FieldRootVariants = NonNullable<RecipeVariants<typeof root>>;
export const fieldLayouts = ['stack', 'inline'] as const;

export const label = style(
  layer({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    selectors: { '[data-disabled] > &': { color: vars.color.fg.disabled } },
  }),
);

/** For `layout="inline"`: the label fills the row so the whole line is a 44px tap target. */
export const labelInline = style(
  layer({
    gridColumn: '2',
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    fontWeight: vars.font.weight.regular,
    cursor: 'pointer',
    selectors: { '[data-disabled] > &': { cursor: 'not-allowed' } },
  }),
);

export const requiredMark = style(layer({ color: vars.color.tone.critical.fg, marginInlineStart: vars.space['1'] }));

export const hint = style(
  layer({
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.fg.muted,
    selectors: { '[data-layout=inline] > &': { gridColumn: '2', marginTop: `calc(-1 * ${vars.space['2']})` } },
  }),
);

/**
 * The error line is a polite live region that is always in the DOM (so adding the message is
 * announced); it takes no space while empty.
 */
export const error = style(
  layer({
    display: 'flex',
    gap: vars.space['2'],
    alignItems: 'flex-start',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.tone.critical.fg,
    selectors: {
      '&:empty': { display: 'none' },
      '[data-layout=inline] > &': { gridColumn: '2' },
    },
  }),
);

export const errorIcon = style(layer({ marginTop: '0.1em' }));

/** Shared look of text-like controls (input, textarea, select), reused by those components. */
export const control = style([
  focusRing,
  layer({
    display: 'block',
    width: '100%',
    minHeight: vars.size.touch,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    // 1rem keeps iOS Safari from zooming into the field on focus.
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.fg.default,
    backgroundColor: vars.color.bg.surface,
    border: `${vars.size.border} solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&::placeholder': { color: vars.color.fg.muted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.fg.muted },
      '&[aria-invalid=true]': {
        borderColor: vars.color.tone.critical.fg,
        boxShadow: `inset 0 0 0 1px ${vars.color.tone.critical.fg}`,
      },
      '&:disabled': {
        color: vars.color.fg.disabled,
        backgroundColor: vars.color.bg.sunken,
        borderColor: vars.color.border.default,
        cursor: 'not-allowed',
      },
    },
    '@media': {
      [mq.reducedMotion]: { transition: 'none' },
      [mq.forcedColors]: {
        borderColor: 'FieldText',
        selectors: {
          '&[aria-invalid=true]': { borderWidth: '3px', borderStyle: 'double' },
          '&:disabled': { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  }),
]);
