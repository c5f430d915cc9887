import { style } from '@vanilla-extract/css';
import { vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = style(layer({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0 }));

export const value = style(
  layer({
    order: -1,
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size['4xl'],
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.fg.default,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const label = style(
  layer({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.fg.muted,
  }),
);

/** Stats flow into as many columns as fit (2 on a phone, 4 on a laptop). */
export const group = style(
  layer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
    gap: vars.space['6'],
    margin: 0,
    padding: 0,
  }),
);
