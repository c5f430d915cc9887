import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { componentsLayer } from './layers.css.ts';
import { mq } from './scales/misc.ts';

/** The one focus ring of the kit: compose it into any interactive part. */
export const focusRing = style({
  '@layer': {
    [componentsLayer]: {
      outline: 'none',
      selectors: {
        '&:focus-visible': {
          outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
          outlineOffset: '2px',
        },
      },
      '@media': {
        [mq.forcedColors]: { selectors: { '&:focus-visible': { outline: '2px solid Highlight' } } },
      },
    },
  },
});

/**
 * A virtual hit area: small controls keep their look but get a 44px touch target.
 * Compose into the root of any control smaller than 44px; it needs position relative.
 */
export const touchTarget = style({
  '@layer': {
    [componentsLayer]: {
      position: 'relative',
      selectors: {
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: '50% auto auto 50%',
          width: `max(100%, ${vars.size.touch})`,
          height: `max(100%, ${vars.size.touch})`,
          transform: 'translate(-50%, -50%)',
        },
      },
    },
  },
});
