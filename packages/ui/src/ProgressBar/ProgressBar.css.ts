import { style } from '@vanilla-extract/css';
import { mq, toneVars, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = style(layer({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] }));

export const header = style(
  layer({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space['3'],
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.fg.default,
  }),
);

export const label = style(layer({ fontWeight: vars.font.weight.medium }));

export const valueText = style(layer({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }));

export const track = style(
  layer({
    position: 'relative',
    height: '0.625rem',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.bg.sunken,
    border: `${vars.size.border} solid ${vars.color.border.default}`,
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
);

export const indicator = style(
  layer({
    height: '100%',
    backgroundColor: toneVars.solid,
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
    '@media': {
      [mq.forcedColors]: { backgroundColor: 'Highlight' },
      [mq.reducedMotion]: { transition: 'none' },
    },
  }),
);
