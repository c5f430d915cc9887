import { createVar, style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** Width to height of the frame, e.g. `16 / 9`. */
export const aspectRatio = createVar();

/** The frame: full width of its column, its height from the aspect ratio, a quiet border. */
export const root = style(
  layer({
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: aspectRatio,
    border: `${vars.size.border} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.bg.sunken,
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
);
