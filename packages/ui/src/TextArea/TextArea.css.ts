import { style } from '@vanilla-extract/css';
import { vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** The textarea; its look is the shared field control, it grows only vertically. */
export const textarea = style(layer({ resize: 'vertical', minHeight: '5rem' }));

/** The visible character count under the textarea, right-aligned. */
export const count = style(
  layer({
    justifySelf: 'end',
    fontSize: vars.font.size.sm,
    color: vars.color.fg.muted,
    fontVariantNumeric: 'tabular-nums',
    marginTop: `calc(-1 * ${vars.space['1']})`,
    selectors: { '&[data-over]': { color: vars.color.tone.critical.fg, fontWeight: vars.font.weight.semibold } },
  }),
);
