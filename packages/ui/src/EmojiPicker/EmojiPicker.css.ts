import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** Height of one emoji cell (and so of a grid row); the columns share the width. */
export const cellSize = createVar();
/** Rows of a section, set inline, so an off-screen section reserves its exact height. */
export const sectionRows = createVar();
const headingHeight = '2rem';

const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' }, to: { opacity: 1, transform: 'scale(1)' } });

/** The trigger: a 44px square icon button. */
export const trigger = style(
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touch,
    height: vars.size.touch,
    flexShrink: 0,
    margin: 0,
    padding: 0,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.fg.muted,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.bg.hover, color: vars.color.fg.default },
      '&[data-state=open]': { backgroundColor: vars.color.bg.hover, color: vars.color.fg.default },
      '&:disabled': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
    },
    '@media': { [mq.forcedColors]: { color: 'ButtonText', selectors: { '&:disabled': { color: 'GrayText' } } } },
  }),
);

/** The popover: 300 x 350, smaller when the screen (or the room beside the trigger) is. */
export const content = style(
  layer({
    vars: { [cellSize]: '2.25rem' },
    zIndex: vars.zIndex.popover,
    display: 'flex',
    flexDirection: 'column',
    width: `min(300px, calc(100vw - ${vars.space['4']}))`,
    height: `min(350px, var(--radix-popover-content-available-height, 350px))`,
    minHeight: '12rem',
    overflow: 'hidden',
    backgroundColor: vars.color.bg.raised,
    color: vars.color.fg.default,
    border: `${vars.size.border} solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    selectors: { '&[data-state=open]': { animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` } },
    '@media': { [mq.reducedMotion]: { animation: 'none !important' }, [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
);

export const top = style(
  layer({
    display: 'grid',
    gap: vars.space['2'],
    padding: vars.space['2'],
    borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
  }),
);

export const search = style(
  layer({
    width: '100%',
    minHeight: '2.25rem',
    paddingInline: vars.space['3'],
    border: `${vars.size.border} solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.default,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    selectors: { '&::placeholder': { color: vars.color.fg.muted } },
  }),
);

/** One button per category, sharing the width. */
export const nav = style(layer({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: '2px' }));

export const navButton = style(
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 0,
    height: '2rem',
    margin: 0,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.fg.muted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.bg.hover, color: vars.color.fg.default },
      '&[aria-current=true]': { color: vars.color.tone.accent.fg, boxShadow: `inset 0 -2px 0 ${vars.color.tone.accent.solid}` },
    },
    '@media': { [mq.forcedColors]: { color: 'ButtonText', selectors: { '&[aria-current=true]': { color: 'Highlight', boxShadow: 'inset 0 -2px 0 Highlight' } } } },
  }),
);

/** The scrolling list of sections. */
export const scroller = style(
  layer({
    position: 'relative',
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    scrollbarGutter: 'stable',
    paddingInline: vars.space['2'],
    paddingBottom: vars.space['2'],
  }),
);

/** A category: off screen it keeps its exact height and is not laid out or painted until scrolled near. */
export const section = style(
  layer({
    contentVisibility: 'auto',
    containIntrinsicSize: `auto calc(${headingHeight} + max(1, ${sectionRows}) * ${cellSize})`,
  }),
);

export const heading = style(
  layer({
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    height: headingHeight,
    margin: 0,
    backgroundColor: vars.color.bg.raised,
    color: vars.color.fg.muted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const grid = style(layer({ display: 'grid', outline: 'none' }));

export const row = style(layer({ display: 'grid', gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' }));

/** One emoji: a square cell, the character in the system's colour emoji font (Noto Color Emoji on Linux). */
export const cell = style(
  layer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: cellSize,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontSize: '1.375rem',
    lineHeight: 1,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&:hover': { backgroundColor: vars.color.bg.hover },
      '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '-2px', backgroundColor: vars.color.bg.hover },
    },
    '@media': { [mq.forcedColors]: { selectors: { '&:focus-visible': { outline: '2px solid Highlight' } } } },
  }),
);
globalStyle(`${cell} > img`, layer({ width: '1.5rem', height: '1.5rem', objectFit: 'contain' }));

export const note = style(
  layer({
    margin: 0,
    paddingBlock: vars.space['2'],
    color: vars.color.fg.muted,
    fontSize: vars.font.size.sm,
  }),
);

export const center = style(
  layer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['3'],
    flex: '1 1 auto',
    padding: vars.space['4'],
    color: vars.color.fg.muted,
    fontSize: vars.font.size.sm,
    textAlign: 'center',
  }),
);

/** Rows not rendered yet: an empty box of their height, so scrolling and the category jumps stay right. */
export const later = style(layer({ height: `calc(${sectionRows} * ${cellSize})` }));
