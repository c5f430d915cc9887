import { style } from '@vanilla-extract/css';
import { vars } from '@orisun/tokens';
import { choiceFace } from '../private/choiceFace.ts';
import { input } from '../private/choiceGroup.css.ts';
import { layer } from '../private/layer.ts';

/** Below this width of the group the options stack; from it up they share one row, equally. */
const rowFrom = '30rem';

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

/** What people see: a button-like tile with a radio dot, filled with the accent when chosen. */
export const face = style(
  choiceFace({
    gap: vars.space['2'],
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    invalid: {
      selector: `[data-invalid] ${input} + &`,
      rule: { borderColor: vars.color.tone.critical.fg, boxShadow: `inset 0 0 0 1px ${vars.color.tone.critical.fg}` },
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
