import { style } from '@vanilla-extract/css';
import { vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** The chosen files, one row each, under the picker. */
export const list = style(
  layer({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space['1'],
  }),
);

/** One chosen file: its name, type and size, and its remove button. */
export const item = style(
  layer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minWidth: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.fg.default,
  }),
);

export const itemName = style(layer({ minWidth: 0, flex: '1 1 auto', overflowWrap: 'anywhere' }));

export const itemMeta = style(layer({ color: vars.color.fg.muted, whiteSpace: 'nowrap' }));
