import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { breakpoints, focusRing, mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** The scroll container: the table scrolls sideways inside it, never the page. */
export const scroller = style([
  focusRing,
  layer({
    // The containing block of what is positioned inside (a hidden caption's visually hidden text is
    // absolutely positioned): without it, that text sits where the wide table puts it, outside the
    // frame's clipping, and the page scrolls sideways on phones.
    position: 'relative',
    maxWidth: '100%',
    overflowX: 'auto',
    border: `${vars.size.border} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.bg.surface,
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
]);

export const root = style(
  layer({
    width: '100%',
    borderCollapse: 'collapse',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.fg.default,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const caption = style(
  layer({
    captionSide: 'top',
    textAlign: 'start',
    paddingInline: vars.space['4'],
    paddingBlock: vars.space['3'],
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
  }),
);

const cellBase = layer({
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['3'],
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
  selectors: { 'tbody tr:last-child > &': { borderBottom: 'none' } },
});

/** A cell; `align` `end` for numbers and dates so they line up. */
export const cell = recipe({
  base: cellBase,
  variants: {
    align: { start: layer({ textAlign: 'start' }), center: layer({ textAlign: 'center' }), end: layer({ textAlign: 'end' }) },
    header: { true: layer({ fontWeight: vars.font.weight.semibold }), false: {} },
  },
  defaultVariants: { align: 'start', header: false },
});
export type TableCellVariants = NonNullable<RecipeVariants<typeof cell>>;

export const headerCell = style(
  layer({
    backgroundColor: vars.color.bg.sunken,
    color: vars.color.fg.muted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
  }),
);

/** A sortable header's button fills its cell (a 44px target) and reads like the header text. */
export const sortButton = style([
  focusRing,
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minHeight: vars.size.touch,
    marginBlock: `calc(-1 * ${vars.space['3']})`,
    marginInline: `calc(-1 * ${vars.space['2']})`,
    paddingInline: vars.space['2'],
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    letterSpacing: 'inherit',
    textTransform: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.fg.default, backgroundColor: vars.color.bg.hover },
      '[aria-sort] > &': { color: vars.color.fg.default },
    },
    '@media': { [mq.forcedColors]: { color: 'ButtonText' } },
  }),
]);

export const sortIcon = style(layer({ flexShrink: 0 }));

export const row = style(
  layer({
    selectors: { 'tbody > &:hover': { backgroundColor: vars.color.bg.hover } },
    '@media': { [mq.forcedColors]: { selectors: { 'tbody > &:hover': { backgroundColor: 'Canvas' } } } },
  }),
);

export const empty = style(
  layer({
    paddingBlock: vars.space['7'],
    textAlign: 'center',
    color: vars.color.fg.muted,
    fontSize: vars.font.size.md,
  }),
);

/** Below the tablet breakpoint (a phone): each row is a card of labelled lines instead of a wide row. */
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

/**
 * `stackBelow="tablet"`: on a phone the frame does not scroll; the column headers are hidden (still read by screen
 * readers through the explicit roles) and every row is a block whose cells each start with their column's label
 * (`data-label`, written by the table), so every column is reachable without scrolling sideways.
 */
export const stacked = style(
  layer({
    '@media': {
      [phone]: {
        overflowX: 'visible',
        border: 'none',
        backgroundColor: 'transparent',
      },
    },
  }),
);

globalStyle(`${stacked} > table`, { '@media': { [phone]: { display: 'block', minWidth: '0 !important' } } });
globalStyle(`${stacked} > table > tbody`, { '@media': { [phone]: { display: 'grid', gap: vars.space['3'] } } });
globalStyle(`${stacked} > table > thead`, {
  '@media': { [phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } },
});
globalStyle(`${stacked} > table > tbody > tr`, {
  '@media': {
    [phone]: {
      display: 'block',
      border: `${vars.size.border} solid ${vars.color.border.subtle}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.bg.surface,
      paddingBlock: vars.space['2'],
    },
  },
});
globalStyle(`${stacked} > table > tbody > tr > :is(td, th)`, {
  '@media': { [phone]: { display: 'block', width: 'auto !important', borderBottom: 'none', paddingBlock: vars.space['2'] } },
});
globalStyle(`${stacked} > table > tbody > tr > :is(td, th)[data-label]::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)',
      display: 'block',
      marginBottom: vars.space['1'],
      color: vars.color.fg.muted,
      fontSize: vars.font.size.xs,
      fontWeight: vars.font.weight.semibold,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
  },
});
