import { style, type StyleRule } from '@vanilla-extract/css';
import { componentsLayer, mq, vars } from '@orisun/tokens';

const layer = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });

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

/** The chips, wrapping onto as many rows as they need. */
export const options = style(layer({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], minWidth: 0 }));

/** One chip: the whole chip is the label, at least 44px tall; the checkbox lies over it, invisible. */
export const option = style(layer({ position: 'relative', display: 'grid', minWidth: 0, maxWidth: '100%' }));

/**
 * The native checkbox itself: transparent and stretched over the chip, so a tap anywhere hits it
 * and screen readers find it where it is drawn.
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

/** What people see: a rounded chip, filled with the accent when chosen. */
export const face = style(
  layer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minHeight: vars.size.touch,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.full,
    border: `${vars.size.border} solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.default,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'anywhere',
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
      [`[data-invalid] ${input}:not(:checked) + &`]: { borderColor: vars.color.tone.critical.fg },
      [`${input}:disabled + &`]: { color: vars.color.fg.disabled, backgroundColor: vars.color.bg.sunken, borderColor: vars.color.border.default },
      [`${input}:checked:disabled + &`]: { color: vars.color.bg.surface, backgroundColor: vars.color.fg.disabled, borderColor: vars.color.fg.disabled },
    },
    '@media': {
      [mq.reducedMotion]: { transition: 'none' },
      // Forced colours: system colours only, and the chosen chip inverted as the platform does.
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

/** A plus on an open chip, a check on a chosen one: the state shows without colour. */
export const plus = style(layer({ flex: 'none', selectors: { [`${input}:checked + ${face} > &`]: { display: 'none' } } }));
export const check = style(layer({ flex: 'none', display: 'none', selectors: { [`${input}:checked + ${face} > &`]: { display: 'inline-block' } } }));
