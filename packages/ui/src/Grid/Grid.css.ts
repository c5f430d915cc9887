import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { componentsLayer, mq } from '@orisun/tokens';

/** Column counts per breakpoint; each falls back to the one below. */
export const columnsMobile = createVar();
export const columnsTablet = createVar();
export const columnsDesktop = createVar();
export const columnsWide = createVar();
/** Minimum column width for the auto-fit mode. */
export const minColumnWidth = createVar();

const tablet = fallbackVar(columnsTablet, fallbackVar(columnsMobile, '1'));
const desktop = fallbackVar(columnsDesktop, tablet);
const wide = fallbackVar(columnsWide, desktop);
const repeat = (n: string) => `repeat(${n}, minmax(0, 1fr))`;

export const root = style({
  '@layer': {
    [componentsLayer]: {
      display: 'grid',
      gridTemplateColumns: repeat(fallbackVar(columnsMobile, '1')),
      '@media': {
        [mq.tablet]: { gridTemplateColumns: repeat(tablet) },
        [mq.desktop]: { gridTemplateColumns: repeat(desktop) },
        [mq.wide]: { gridTemplateColumns: repeat(wide) },
      },
    },
  },
});

/** Auto-fit: as many columns of at least `minColumnWidth` as fit, no media queries needed. */
export const autoFit = style({
  '@layer': {
    [componentsLayer]: {
      gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}), 1fr))`,
      '@media': {
        [mq.tablet]: { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}), 1fr))` },
        [mq.desktop]: { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}), 1fr))` },
        [mq.wide]: { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}), 1fr))` },
      },
    },
  },
});
