import { style } from '@vanilla-extract/css';
import { focusRing, mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

const boxSize = '1.25rem';

/** Holds the box and the check mark on top of it. */
export const control = style(
  layer({ position: 'relative', display: 'inline-grid', placeItems: 'center', width: boxSize, height: boxSize, gridColumn: '1' }),
);

/** The native checkbox, drawn from tokens. */
export const box = style([
  focusRing,
  layer({
    appearance: 'none',
    margin: 0,
    width: boxSize,
    height: boxSize,
    gridArea: '1 / 1',
    borderRadius: vars.radius.sm,
    border: `2px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.bg.surface,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.fg.muted },
      '&:checked': { backgroundColor: vars.color.tone.accent.solid, borderColor: vars.color.tone.accent.solid },
      '&:checked:hover:not(:disabled)': { backgroundColor: vars.color.tone.accent.solidHover, borderColor: vars.color.tone.accent.solidHover },
      '&[aria-invalid=true]': { borderColor: vars.color.tone.critical.fg },
      '&:disabled': { cursor: 'not-allowed', borderColor: vars.color.border.default, backgroundColor: vars.color.bg.sunken },
      '&:checked:disabled': { backgroundColor: vars.color.fg.disabled, borderColor: vars.color.fg.disabled },
    },
    '@media': {
      [mq.reducedMotion]: { transition: 'none' },
      // Forced colours: the platform's own checkbox is the clearest; our mark steps aside.
      [mq.forcedColors]: { appearance: 'auto' },
    },
  }),
]);

/** The check mark, shown only when the box is checked. */
export const mark = style(
  layer({
    gridArea: '1 / 1',
    color: vars.color.tone.accent.onSolid,
    pointerEvents: 'none',
    visibility: 'hidden',
    selectors: { [`${box}:checked + &`]: { visibility: 'visible' } },
    '@media': { [mq.forcedColors]: { display: 'none' } },
  }),
);
