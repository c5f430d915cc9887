import { style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

export const root = style(layer({ fontFamily: vars.font.family.body, maxWidth: '100%' }));

/** One row that wraps rather than scrolls; on phones it holds only previous, "Page x of y", next. */
export const list = style(
  layer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['1'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** The numbered pages and gaps: shown from tablet width up. */
export const pageItem = style(layer({ display: 'none', '@media': { [mq.tablet]: { display: 'list-item' } } }));

/** "Page 3 of 12": shown on phones only, where the numbers are hidden. */
export const status = style(
  layer({
    paddingInline: vars.space['2'],
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    color: vars.color.fg.muted,
    whiteSpace: 'nowrap',
    '@media': { [mq.tablet]: { display: 'none' } },
  }),
);

/** A page number: a square 44px target. */
export const page = style(layer({ minWidth: vars.size.touch, paddingInline: vars.space['2'], fontVariantNumeric: 'tabular-nums' }));

/** Previous/next at the first/last page: visibly inert, out of the tab order. */
export const inert = style(layer({ opacity: 0.6 }));

export const gap = style(
  layer({
    display: 'inline-flex',
    minWidth: vars.size.touch,
    justifyContent: 'center',
    color: vars.color.fg.muted,
  }),
);
