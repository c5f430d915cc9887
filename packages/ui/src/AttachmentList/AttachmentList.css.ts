import { style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = style(layer({ display: 'grid', gap: vars.space['1'] }));

export const title = style(
  layer({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.fg.muted }),
);

export const list = style(layer({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }));

/** A download link as a quiet chip: the icon, the sender's name for the file, its type and size. */
export const link = style(
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    maxWidth: '100%',
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border.default}`,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.link,
    fontSize: vars.font.size.sm,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { '&:hover': { color: vars.color.fg.linkHover, backgroundColor: vars.color.bg.hover } },
    '@media': { [mq.forcedColors]: { borderColor: 'LinkText' } },
  }),
);

export const name = style(layer({ minWidth: 0, overflowWrap: 'anywhere' }));

export const meta = style(layer({ color: vars.color.fg.muted, whiteSpace: 'nowrap', textDecoration: 'none' }));
