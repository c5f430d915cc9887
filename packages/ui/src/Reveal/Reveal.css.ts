import { keyframes, style } from '@vanilla-extract/css';
import { componentsLayer } from '@orisun/tokens';

/**
 * Moves the content up into place as it scrolls into view. Transform only: the content is never
 * transparent (so it is readable in the prerendered HTML, in screenshots and for contrast checks),
 * it only runs where the browser has scroll-driven animations, and never for reduced motion.
 */
const rise = keyframes({
  from: { transform: 'translateY(1.5rem) scale(0.98)' },
  to: { transform: 'none' },
});

export const root = style({
  '@layer': {
    [componentsLayer]: {
      '@supports': {
        '(animation-timeline: view())': {
          '@media': {
            '(prefers-reduced-motion: no-preference)': {
              animationName: rise,
              animationTimingFunction: 'ease-out',
              animationFillMode: 'both',
              animationDuration: 'auto',
              animationTimeline: 'view()',
              animationRange: 'entry 0% entry 60%',
            },
          },
        },
      },
    },
  },
});
