import { createVar, keyframes, style } from '@vanilla-extract/css';
import { componentsLayer, mq, vars } from '@orisun/tokens';

/** Seconds per loop, set from the `duration` prop. */
export const durationVar = createVar();

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  // Two identical copies sit side by side: moving by one copy's width loops seamlessly.
  to: { transform: 'translateX(-50%)' },
});

export const root = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
    },
  },
});

export const viewport = style({
  '@layer': {
    [componentsLayer]: {
      flex: '1 1 auto',
      minWidth: 0,
      overflow: 'hidden',
      maskImage: 'linear-gradient(to right, transparent, #000 2rem, #000 calc(100% - 2rem), transparent)',
      '@media': {
        [mq.reducedMotion]: { overflow: 'visible', maskImage: 'none' },
      },
    },
  },
});

export const track = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      width: 'max-content',
      animationName: scroll,
      animationDuration: durationVar,
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
      selectors: {
        [`${root}:hover &, ${root}:focus-within &, ${root}[data-paused] &`]: { animationPlayState: 'paused' },
      },
      '@media': {
        // Reduced motion: no movement at all; the names wrap onto lines instead.
        [mq.reducedMotion]: { animation: 'none', width: 'auto' },
      },
    },
  },
});

export const list = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      flexShrink: 0,
      alignItems: 'center',
      gap: vars.space['6'],
      margin: 0,
      // The trailing padding equals the gap, so both copies are exactly the same width.
      paddingBlock: 0,
      paddingInline: `0 ${vars.space['6']}`,
      listStyle: 'none',
      '@media': {
        [mq.reducedMotion]: { flexWrap: 'wrap', flexShrink: 1, columnGap: vars.space['5'], rowGap: vars.space['1'] },
      },
    },
  },
});

/** The second copy, there only to make the loop seamless: hidden from assistive tech. */
export const copy = style({
  '@layer': {
    [componentsLayer]: {
      '@media': { [mq.reducedMotion]: { display: 'none' } },
    },
  },
});

export const item = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: vars.size.touch,
      color: vars.color.fg.muted,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.semibold,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      borderRadius: vars.radius.sm,
      selectors: { '&:hover': { color: vars.color.fg.link, textDecoration: 'underline' } },
    },
  },
});

export const pause = style({
  '@layer': {
    [componentsLayer]: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.size.touch,
      height: vars.size.touch,
      padding: 0,
      border: `${vars.size.border} solid ${vars.color.border.default}`,
      borderRadius: vars.radius.full,
      background: vars.color.bg.surface,
      color: vars.color.fg.default,
      cursor: 'pointer',
      selectors: { '&:hover': { background: vars.color.bg.hover }, '&[hidden]': { display: 'none' } },
      '@media': { [mq.reducedMotion]: { display: 'none' } },
    },
  },
});
