import { style, type StyleRule } from '@vanilla-extract/css';
import { componentsLayer, mq, vars } from '@orisun/tokens';

const layer = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });

/** Below this width of the group the options stack; from it up they share one row, equally. */
const rowFrom = '30rem';

/** The `<fieldset>`: no browser frame; legend, hint, options and error stacked like a Field. */
export const root = style(
  layer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: vars.space['2'],
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.fg.default,
  }),
);

/** The legend behaves like a field label (a floated legend would sit outside the grid). */
export const legend = style(layer({ float: 'left', width: '100%', padding: 0 }));

/**
 * The options: all in one row when the group is at least `rowFrom` wide, all stacked below it
 * (never two and one). Each option's flex-basis is hugely positive under the threshold (a row
 * each) and negative above it (shared equally): it follows the form's width, not the screen's,
 * without container queries.
 */
export const options = style(layer({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], minWidth: 0 }));

/** One option: the whole tile is the label, at least 44px tall; the radio lies over it, invisible. */
export const option = style(
  layer({ position: 'relative', display: 'grid', minWidth: 0, flexGrow: 1, flexBasis: `calc((${rowFrom} - 100%) * 999)` }),
);

/**
 * The native radio itself: transparent and stretched over the tile, so a tap anywhere hits it,
 * screen readers find it where it is drawn, and the browser keeps its arrow-key behaviour.
 */
export const input = style(
  layer({
    appearance: 'none',
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
    zIndex: 1,
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  }),
);

/** What people see: a button-like tile with a radio dot, filled with the accent when chosen. */
export const face = style(
  layer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.default,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${input}:hover:not(:disabled) + &`]: { backgroundColor: vars.color.bg.hover, borderColor: vars.color.fg.muted },
      [`${input}:checked + &`]: {
        backgroundColor: vars.color.tone.accent.solid,
        borderColor: vars.color.tone.accent.solid,
        color: vars.color.tone.accent.onSolid,
      },
      [`${input}:checked:hover:not(:disabled) + &`]: {
        backgroundColor: vars.color.tone.accent.solidHover,
        borderColor: vars.color.tone.accent.solidHover,
      },
      [`${input}:focus-visible + &`]: { outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      [`[data-invalid] ${input} + &`]: {
        borderColor: vars.color.tone.critical.fg,
        boxShadow: `inset 0 0 0 1px ${vars.color.tone.critical.fg}`,
      },
      [`${input}:disabled + &`]: { color: vars.color.fg.disabled, backgroundColor: vars.color.bg.sunken, borderColor: vars.color.border.default },
      [`${input}:checked:disabled + &`]: { color: vars.color.bg.surface, backgroundColor: vars.color.fg.disabled, borderColor: vars.color.fg.disabled },
    },
    '@media': {
      [mq.reducedMotion]: { transition: 'none' },
      // Forced colours: system colours only, and the chosen tile inverted as the platform does.
      [mq.forcedColors]: {
        forcedColorAdjust: 'none',
        backgroundColor: 'Canvas',
        color: 'CanvasText',
        borderColor: 'CanvasText',
        selectors: {
          [`${input}:checked + &`]: { backgroundColor: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
          [`${input}:checked:hover:not(:disabled) + &`]: { backgroundColor: 'Highlight', borderColor: 'Highlight' },
          [`${input}:focus-visible + &`]: { outline: '2px solid CanvasText' },
          [`${input}:disabled + &`]: { color: 'GrayText', borderColor: 'GrayText' },
          [`${input}:checked:disabled + &`]: { backgroundColor: 'GrayText', color: 'Canvas' },
        },
      },
    },
  }),
);

/** The radio dot: a ring, filled in the middle when chosen (so the choice never rests on colour alone). */
export const dot = style(
  layer({
    flex: 'none',
    width: '1rem',
    height: '1rem',
    borderRadius: vars.radius.full,
    border: '2px solid currentColor',
    backgroundColor: 'transparent',
    selectors: {
      [`${input}:checked + ${face} > &`]: { backgroundColor: 'currentColor', backgroundClip: 'content-box', padding: '2px' },
    },
  }),
);

/** The option's text: its label, and an optional quieter line under it. */
export const text = style(layer({ display: 'grid', minWidth: 0, overflowWrap: 'break-word' }));

export const description = style(
  layer({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.regular,
    color: vars.color.fg.muted,
    selectors: {
      [`${input}:checked + ${face} &`]: { color: 'inherit' },
      [`${input}:disabled + ${face} &`]: { color: 'inherit' },
    },
  }),
);
