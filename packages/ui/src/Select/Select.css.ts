import { style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** Positions the chevron over the native select. */
export const wrapper = style(layer({ position: 'relative', display: 'block' }));

/** The native select: the shared field control look with room for the chevron. */
export const select = style(
  layer({
    appearance: 'none',
    paddingInlineEnd: vars.space['9'],
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
    '@media': {
      // Forced colours: give the platform its own arrow back and drop ours.
      [mq.forcedColors]: { appearance: 'auto', paddingInlineEnd: vars.space['3'] },
    },
  }),
);

export const chevron = style(
  layer({
    position: 'absolute',
    insetInlineEnd: vars.space['3'],
    top: '50%',
    transform: 'translateY(-50%)',
    pointerEvents: 'none',
    color: vars.color.fg.muted,
    '@media': { [mq.forcedColors]: { display: 'none' } },
  }),
);
