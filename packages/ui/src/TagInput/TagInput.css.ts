import { style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** The text field and its '+' button on one row; the field takes the room left. */
export const entry = style(layer({ display: 'flex', alignItems: 'stretch', gap: vars.space['2'], minWidth: 0 }));

export const input = style(layer({ flex: '1 1 auto', minWidth: 0 }));

/** The tags already added, as removable chips that wrap. */
export const chips = style(
  layer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['2'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const chip = style(layer({ display: 'inline-flex', maxWidth: '100%' }));

/** Why the typed tag was not added, or the count: said in place, and announced. */
export const status = style(
  layer({
    margin: 0,
    color: vars.color.fg.muted,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    selectors: { '&[data-kind="refused"]': { color: vars.color.tone.caution.fg } },
    '@media': { [mq.forcedColors]: { color: 'CanvasText' } },
  }),
);
