import { keyframes, style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from './layer.ts';

/**
 * The part of a Radix Collapsible (or of an Accordion item, built on it) that opens and closes:
 * its height animates from the `--radix-collapsible-content-height` Radix measures, with no
 * animation under reduced motion. Accordion and TicketCard share it.
 */
const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-collapsible-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-collapsible-content-height)' }, to: { height: 0 } });

export const collapsibleContent = style(
  layer({
    overflow: 'hidden',
    selectors: {
      '&[data-state=open]': { animation: `${open} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
      '&[data-state=closed]': { animation: `${close} ${vars.motion.duration.normal} ${vars.motion.easing.exit}` },
    },
    '@media': { [mq.reducedMotion]: { animation: 'none !important' } },
  }),
);
