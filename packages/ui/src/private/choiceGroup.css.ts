import { style } from '@vanilla-extract/css';
import { vars } from '@orisun/tokens';
import { layer } from './layer.ts';

/**
 * What RadioGroup and CheckboxGroup share: a frameless `<fieldset>` laid out like a Field, and
 * native inputs stretched invisibly over tiles (or chips) that draw their state.
 */

/** The `<fieldset>`: no browser frame; legend, hint, options and error stacked like a Field. */
export const root = style(
  layer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: vars.space['2'],
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.fg.default,
  }),
);

/** The legend behaves like a field label (a floated legend would sit outside the grid). */
export const legend = style(layer({ float: 'left', width: '100%', padding: 0 }));

/**
 * The native radio or checkbox itself: transparent and stretched over its tile, so a tap anywhere
 * hits it, screen readers find it where it is drawn, and the browser keeps its keyboard behaviour.
 */
export const input = style(
  layer({
    appearance: 'none',
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
    zIndex: 1,
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  }),
);
