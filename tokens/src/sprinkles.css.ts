import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css.ts';
import { utilitiesLayer } from './layers.css.ts';
import { breakpoints } from './scales/misc.ts';

const space = vars.space;

/**
 * Responsive layout atoms. Only the layout primitives (Box, Stack, Inline, Grid) take these
 * as props; other components take no atomic props.
 */
const layout = defineProperties({
  '@layer': utilitiesLayer,
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
    wide: { '@media': `screen and (min-width: ${breakpoints.wide}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    textAlign: ['left', 'center', 'right'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const surface = defineProperties({
  '@layer': utilitiesLayer,
  properties: {
    background: {
      canvas: vars.color.bg.canvas,
      surface: vars.color.bg.surface,
      raised: vars.color.bg.raised,
      sunken: vars.color.bg.sunken,
      accentSoft: vars.color.tone.accent.soft,
      neutralSoft: vars.color.tone.neutral.soft,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'absolute', 'sticky', 'static'],
    width: { full: '100%', auto: 'auto' },
    maxWidth: { narrow: vars.size.containerNarrow, container: vars.size.container, full: '100%' },
    marginLeft: { auto: 'auto', none: '0' },
    marginRight: { auto: 'auto', none: '0' },
    overflow: ['hidden', 'visible', 'auto'],
  },
  shorthands: { marginX: ['marginLeft', 'marginRight'] },
});

export const sprinkles = createSprinkles(layout, surface);
export type Sprinkles = Parameters<typeof sprinkles>[0];
