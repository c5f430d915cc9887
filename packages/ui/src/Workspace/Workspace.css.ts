import { style } from '@vanilla-extract/css';
import { focusRing, mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/**
 * The full-height shell of a work screen (the support desk): a top bar, then the side list of views beside the main
 * area. On a phone the views are rows that wrap above the main area (every one in sight); from a tablet on they are a column.
 * From a desktop on the whole shell is the window's height and each pane scrolls on its own.
 */
export const root = style(
  layer({
    display: 'grid',
    gridTemplateRows: 'auto auto 1fr',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"top" "nav" "main"',
    minHeight: '100dvh',
    background: vars.color.bg.canvas,
    color: vars.color.fg.default,
    fontFamily: vars.font.family.body,
    '@media': {
      [mq.tablet]: { gridTemplateRows: 'auto 1fr', gridTemplateColumns: '13.5rem minmax(0, 1fr)', gridTemplateAreas: '"top top" "nav main"' },
      [mq.desktop]: { height: '100dvh', overflow: 'hidden' },
    },
  }),
);

export const topBar = style(
  layer({
    gridArea: 'top',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space['3'],
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['4'],
    background: vars.color.bg.surface,
    borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
    '@media': { [mq.tablet]: { flexWrap: 'nowrap', gap: vars.space['4'] } },
  }),
);

export const topBarTitle = style(
  layer({
    margin: 0,
    flex: 'none',
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  }),
);

/** The middle of the top bar (a search): takes the room left; on a phone a row of its own. */
export const topBarMiddle = style(
  layer({
    order: 3,
    flex: '1 1 100%',
    minWidth: 0,
    '@media': { [mq.tablet]: { order: 0, flex: '1 1 auto', maxWidth: '32rem' } },
  }),
);

export const topBarEnd = style(layer({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: vars.space['2'] }));

export const nav = style(
  layer({
    gridArea: 'nav',
    // The containing block of what is inside, visually hidden words included: they scroll with the row, never widen the page.
    position: 'relative',
    minWidth: 0,
    background: vars.color.bg.surface,
    borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    '@media': {
      [mq.tablet]: { borderBottom: 'none', borderInlineEnd: `${vars.size.border} solid ${vars.color.border.default}`, overflowX: 'visible', overflowY: 'auto' },
    },
  }),
);

export const navList = style(
  layer({
    display: 'flex',
    gap: vars.space['1'],
    margin: 0,
    padding: vars.space['2'],
    listStyle: 'none',
    // On a phone the views wrap onto more rows, so every one shows (a sideways row hid the last ones off screen).
    flexWrap: 'wrap',
    '@media': { [mq.tablet]: { flexDirection: 'column', flexWrap: 'nowrap' } },
  }),
);

export const navGroupLabel = style(
  layer({
    display: 'none',
    paddingInline: vars.space['3'],
    paddingTop: vars.space['3'],
    color: vars.color.fg.muted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    '@media': { [mq.tablet]: { display: 'block' } },
  }),
);

export const navItem = style([
  focusRing,
  layer({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    color: vars.color.fg.muted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { background: vars.color.bg.hover, color: vars.color.fg.default },
      '&[aria-current=page]': { background: vars.color.tone.accent.soft, color: vars.color.fg.default, fontWeight: vars.font.weight.semibold },
      '&:focus-visible': { outlineOffset: '-2px' },
    },
    '@media': {
      [mq.forcedColors]: { selectors: { '&[aria-current=page]': { outline: '2px solid Highlight' } } },
    },
  }),
]);

export const navItemLabel = style(layer({ flex: '1 1 auto' }));

export const navItemCount = style(
  layer({
    flex: 'none',
    minWidth: '1.75rem',
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.full,
    background: vars.color.bg.sunken,
    color: vars.color.fg.default,
    fontSize: vars.font.size.xs,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    lineHeight: '1.5rem',
  }),
);

export const main = style([
  focusRing,
  layer({
    gridArea: 'main',
    minWidth: 0,
    minHeight: 0,
    '@media': { [mq.desktop]: { overflow: 'auto' } },
    selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
  }),
]);

/**
 * The list beside the open item. On a phone and a tablet one of the two shows (`showing`); from a desktop on both, the
 * list in a column of its own, each scrolling on its own.
 */
export const split = style(
  layer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    minHeight: '100%',
    '@media': { [mq.desktop]: { gridTemplateColumns: 'clamp(22rem, 30vw, 26rem) minmax(0, 1fr)', height: '100%' } },
  }),
);

export const pane = style(
  layer({
    minWidth: 0,
    padding: vars.space['4'],
    selectors: {
      [`${split}[data-showing=detail] > &[data-part=List], ${split}[data-showing=list] > &[data-part=Detail]`]: { display: 'none' },
    },
    '@media': {
      [mq.tablet]: { padding: vars.space['5'] },
      [mq.desktop]: {
        overflowY: 'auto',
        selectors: {
          // As specific as the rule that hides one of the two below a desktop's width, and later: both show.
          [`${split}[data-showing] > &[data-part]`]: { display: 'block' },
          '&[data-part=List]': { padding: vars.space['3'], borderInlineEnd: `${vars.size.border} solid ${vars.color.border.default}`, background: vars.color.bg.surface },
        },
      },
    },
  }),
);

/** The rows of the list. */
export const list = style(layer({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' }));

export const listItem = style([
  focusRing,
  layer({
    display: 'grid',
    // One column no wider than the list: a long subject is cut with an ellipsis instead of widening the page.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['1'],
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid transparent`,
    color: vars.color.fg.default,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.bg.hover },
      '&[aria-current=true]': { background: vars.color.tone.accent.soft, borderColor: vars.color.tone.accent.border },
    },
    '@media': { [mq.forcedColors]: { selectors: { '&[aria-current=true]': { outline: '2px solid Highlight' } } } },
  }),
]);

/** A row with a control before its link (`start`): the two side by side, the link taking the room left. */
export const listItemWithStart = style(layer({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start', gap: vars.space['1'] }));

export const listItemStart = style(layer({ paddingTop: vars.space['1'], paddingInlineStart: vars.space['1'] }));

/** The way back from the open item to the list: only where the two do not show side by side. */
export const backLink = style([
  focusRing,
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minHeight: vars.size.touch,
    marginBottom: vars.space['2'],
    color: vars.color.fg.link,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
    '@media': { [mq.desktop]: { display: 'none' } },
  }),
]);
