import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, mq, toneVars, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

const slideIn = keyframes({ from: { transform: 'translateY(100%)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)' },
});

/** The stack of toasts: bottom of the screen on phones, bottom-right from tablet up. */
export const viewport = style(
  layer({
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    insetInline: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    width: '100%',
    maxWidth: '100vw',
    margin: 0,
    padding: vars.space['3'],
    paddingBottom: `max(${vars.space['3']}, env(safe-area-inset-bottom))`,
    listStyle: 'none',
    outline: 'none',
    // Only the toasts take taps; the padding around them lets them through to the page.
    pointerEvents: 'none',
    '@media': {
      [mq.tablet]: { insetInline: 'auto', right: 0, width: '26rem', padding: vars.space['5'] },
    },
    // While a dialog is open its main button is at its bottom: the toasts go to the top edge, never over it.
    selectors: {
      'body:has([role="dialog"][data-state="open"]) &': { top: 0, bottom: 'auto', paddingTop: `max(${vars.space['3']}, env(safe-area-inset-top))` },
    },
  }),
);

export const toast = style([
  focusRing,
  layer({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space['3'],
    padding: vars.space['3'],
    paddingInlineStart: vars.space['4'],
    backgroundColor: vars.color.bg.raised,
    color: vars.color.fg.default,
    border: `${vars.size.border} solid ${vars.color.border.default}`,
    borderInlineStart: `4px solid ${toneVars.solid}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    pointerEvents: 'auto',
    selectors: {
      '&[data-state=open]': { animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}` },
      '&[data-state=closed]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
      '&[data-swipe=move]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe=cancel]': { transform: 'translateX(0)', transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
      '&[data-swipe=end]': { animation: `${swipeOut} ${vars.motion.duration.normal} ${vars.motion.easing.exit}` },
    },
    '@media': {
      [mq.reducedMotion]: { animation: 'none !important', transition: 'none !important' },
      [mq.forcedColors]: { borderColor: 'CanvasText' },
    },
  }),
]);

export const icon = style(layer({ marginTop: '0.125rem', color: toneVars.fg }));

export const text = style(layer({ display: 'grid', gap: vars.space['1'], paddingBlock: '0.125rem' }));

export const title = style(
  layer({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.snug }),
);

export const description = style(
  layer({ fontSize: vars.font.size.sm, color: vars.color.fg.muted, lineHeight: vars.font.lineHeight.normal }),
);

/** Places the kit IconButton (the × close) in the toast's corner. */
export const close = style(layer({ marginTop: `calc(-1 * ${vars.space['1']})`, marginInlineEnd: `calc(-1 * ${vars.space['1']})` }));
