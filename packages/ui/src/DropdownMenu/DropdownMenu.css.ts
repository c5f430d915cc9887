import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const content = style(
  layer({
    zIndex: vars.zIndex.popover,
    minWidth: '14rem',
    maxWidth: 'min(22rem, calc(100vw - 2rem))',
    padding: vars.space['1'],
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border.default}`,
    background: vars.color.bg.raised,
    color: vars.color.fg.default,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
    '@media': { [mq.reducedMotion]: { animation: 'none' }, [mq.forcedColors]: { border: '1px solid CanvasText' } },
  }),
);

export const label = style(
  layer({
    display: 'grid',
    gap: vars.space['1'],
    paddingInline: vars.space['3'],
    paddingBlock: vars.space['2'],
    fontSize: vars.font.size.sm,
  }),
);

export const item = style(
  layer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.tone.accent.soft },
      '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
    },
    '@media': { [mq.forcedColors]: { selectors: { '&[data-highlighted]': { outline: '2px solid Highlight' } } } },
  }),
);

export const separator = style(layer({ height: vars.size.border, marginBlock: vars.space['1'], background: vars.color.border.subtle }));

export const trigger = style([
  focusRing,
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    paddingInline: vars.space['2'],
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.fg.default,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: { '&:hover, &[data-state=open]': { background: vars.color.bg.hover } },
    '@media': { [mq.forcedColors]: { borderColor: 'ButtonText' } },
  }),
]);
