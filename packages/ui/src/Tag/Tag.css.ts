import { style } from '@vanilla-extract/css';
import { mq, toneVars, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = style(
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxWidth: '100%',
    minHeight: '1.75rem',
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${toneVars.border}`,
    backgroundColor: toneVars.soft,
    color: toneVars.fg,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
);

export const label = style(
  layer({
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { 'a&:hover': { textDecoration: 'underline' } },
  }),
);

export const remove = style(
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.25rem',
    height: '1.25rem',
    marginInlineEnd: `calc(-1 * ${vars.space['1']})`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: toneVars.softHover } },
  }),
);
