import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const sheetIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const sheetOut = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });
const popIn = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' }, to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' } });
const popOut = keyframes({ from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' }, to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' } });

export const overlay = style(
  layer({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    backgroundColor: vars.color.bg.backdrop,
    selectors: {
      '&[data-state=open]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
      '&[data-state=closed]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
    },
    '@media': { [mq.reducedMotion]: { animation: 'none !important' } },
  }),
);

/**
 * The dialog panel. Phones: a full-width sheet from the bottom edge. Tablet and up: centred,
 * width from `size`. Either way it never exceeds the viewport and scrolls inside.
 */
export const content = recipe({
  base: layer({
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    insetInline: 0,
    bottom: 0,
    width: '100%',
    maxHeight: '92dvh',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    backgroundColor: vars.color.bg.raised,
    color: vars.color.fg.default,
    borderTopLeftRadius: vars.radius.xl,
    borderTopRightRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    selectors: {
      '&:focus': { outline: 'none' },
      '&[data-state=open]': { animation: `${sheetIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}` },
      '&[data-state=closed]': { animation: `${sheetOut} ${vars.motion.duration.normal} ${vars.motion.easing.exit}` },
    },
    '@media': {
      [mq.tablet]: {
        insetInline: 'auto',
        bottom: 'auto',
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: `calc(100% - 2 * ${vars.space['6']})`,
        maxHeight: `calc(100dvh - 2 * ${vars.space['7']})`,
        borderRadius: vars.radius.lg,
        selectors: {
          '&[data-state=open]': { animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
          '&[data-state=closed]': { animation: `${popOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
        },
      },
      [mq.reducedMotion]: { animation: 'none !important' },
      [mq.forcedColors]: { border: '1px solid CanvasText' },
    },
  }),
  variants: {
    size: {
      sm: layer({ '@media': { [mq.tablet]: { maxWidth: '26rem' } } }),
      md: layer({ '@media': { [mq.tablet]: { maxWidth: '36rem' } } }),
      lg: layer({ '@media': { [mq.tablet]: { maxWidth: '48rem' } } }),
    },
  },
  defaultVariants: { size: 'md' },
});
export type ModalContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style(
  layer({
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['5'],
    paddingBottom: vars.space['3'],
    backgroundColor: vars.color.bg.raised,
    '@media': { [mq.tablet]: { padding: vars.space['6'], paddingBottom: vars.space['3'] } },
  }),
);

/** Title (and description) take the room the close button leaves. */
export const heading = style(layer({ flex: '1 1 auto', minWidth: 0, display: 'grid', gap: vars.space['1'] }));

export const title = style(
  layer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    // Line up the first line with the 44px close button.
    paddingTop: vars.space['2'],
  }),
);

export const description = style(
  layer({ margin: 0, fontSize: vars.font.size.md, color: vars.color.fg.muted, lineHeight: vars.font.lineHeight.normal }),
);

/** Places the kit IconButton (the × close) in the header's corner. */
export const close = style(
  layer({ flex: 'none', marginTop: `calc(-1 * ${vars.space['1']})`, marginInlineEnd: `calc(-1 * ${vars.space['2']})` }),
);

/** The padded middle of the modal. The whole panel scrolls; header and footer stick to its edges. */
export const body = style(
  layer({
    flex: '1 0 auto',
    paddingInline: vars.space['5'],
    paddingBottom: vars.space['5'],
    '@media': { [mq.tablet]: { paddingInline: vars.space['6'], paddingBottom: vars.space['6'] } },
  }),
);

export const footer = style(
  layer({
    // Sticks to the bottom of the scrolling panel, so the actions stay in reach.
    position: 'sticky',
    bottom: 0,
    flex: 'none',
    display: 'flex',
    flexWrap: 'wrap-reverse',
    justifyContent: 'flex-end',
    gap: vars.space['3'],
    padding: vars.space['5'],
    paddingTop: vars.space['4'],
    borderTop: `${vars.size.border} solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.bg.raised,
    // Phones: clear the home indicator.
    paddingBottom: `max(${vars.space['5']}, env(safe-area-inset-bottom))`,
    '@media': { [mq.tablet]: { paddingInline: vars.space['6'], paddingBottom: vars.space['5'] } },
  }),
);
