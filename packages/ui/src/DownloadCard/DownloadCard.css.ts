import { style } from '@vanilla-extract/css';
import { vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = style(layer({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], height: '100%' }));
export const header = style(layer({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['2'], flexWrap: 'wrap' }));
export const meta = style(layer({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' }));
export const action = style(layer({ marginBlockStart: 'auto', alignSelf: 'flex-start' }));
