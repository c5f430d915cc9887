import { style } from '@vanilla-extract/css';
import { vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = style(
  layer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['3'],
    paddingBlock: vars.space['8'],
    paddingInline: vars.space['4'],
    textAlign: 'center',
  }),
);

export const icon = style(
  layer({
    display: 'inline-flex',
    padding: vars.space['3'],
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.bg.sunken,
    color: vars.color.fg.muted,
  }),
);

export const description = style(layer({ maxWidth: '36ch' }));
export const action = style(layer({ marginTop: vars.space['2'] }));
