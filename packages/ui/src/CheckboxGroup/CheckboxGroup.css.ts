import { style } from '@vanilla-extract/css';
import { vars } from '@orisun/tokens';
import { choiceFace } from '../private/choiceFace.ts';
import { input } from '../private/choiceGroup.css.ts';
import { layer } from '../private/layer.ts';

/** The chips, wrapping onto as many rows as they need. */
export const options = style(layer({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], minWidth: 0 }));

/** One chip: the whole chip is the label, at least 44px tall; the checkbox lies over it, invisible. */
export const option = style(layer({ position: 'relative', display: 'grid', minWidth: 0, maxWidth: '100%' }));

/** What people see: a rounded chip, filled with the accent when chosen. */
export const face = style(
  choiceFace({
    gap: vars.space['1'],
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
    invalid: { selector: `[data-invalid] ${input}:not(:checked) + &`, rule: { borderColor: vars.color.tone.critical.fg } },
  }),
);

/** A plus on an open chip, a check on a chosen one: the state shows without colour. */
export const plus = style(layer({ flex: 'none', selectors: { [`${input}:checked + ${face} > &`]: { display: 'none' } } }));
export const check = style(layer({ flex: 'none', display: 'none', selectors: { [`${input}:checked + ${face} > &`]: { display: 'inline-block' } } }));
