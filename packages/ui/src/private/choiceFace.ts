import type { StyleRule } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { input } from './choiceGroup.css.ts';
import { layer } from './layer.ts';

/**
 * The tile style RadioGroup and CheckboxGroup share, for their own `.css.ts` files to call (a
 * `.css.ts` file may export only styles, so the function lives here).
 */

/** The look each group gives its tiles on top of the shared states. */
export interface ChoiceFaceLook {
  gap: string;
  borderRadius: string;
  fontSize: string;
  fontWeight: string;
  overflowWrap?: StyleRule['overflowWrap'];
  /** How an invalid group marks its tiles. */
  invalid: { selector: string; rule: StyleRule };
}

/**
 * A tile drawn after `input` (its next sibling): at least 44px tall, filled with the accent when
 * chosen, with hover, focus, invalid, disabled and forced-colours states.
 */
export function choiceFace({ gap, borderRadius, fontSize, fontWeight, overflowWrap, invalid }: ChoiceFaceLook): StyleRule {
  return layer({
    display: 'flex',
    alignItems: 'center',
    gap,
    minHeight: vars.size.touch,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius,
    border: `${vars.size.border} solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.default,
    fontSize,
    fontWeight,
    lineHeight: vars.font.lineHeight.snug,
    ...(overflowWrap ? { overflowWrap } : {}),
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${input}:hover:not(:disabled) + &`]: { backgroundColor: vars.color.bg.hover, borderColor: vars.color.fg.muted },
      [`${input}:checked + &`]: {
        backgroundColor: vars.color.tone.accent.solid,
        borderColor: vars.color.tone.accent.solid,
        color: vars.color.tone.accent.onSolid,
      },
      [`${input}:checked:hover:not(:disabled) + &`]: {
        backgroundColor: vars.color.tone.accent.solidHover,
        borderColor: vars.color.tone.accent.solidHover,
      },
      [`${input}:focus-visible + &`]: { outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      [invalid.selector]: invalid.rule,
      [`${input}:disabled + &`]: { color: vars.color.fg.disabled, backgroundColor: vars.color.bg.sunken, borderColor: vars.color.border.default },
      [`${input}:checked:disabled + &`]: { color: vars.color.bg.surface, backgroundColor: vars.color.fg.disabled, borderColor: vars.color.fg.disabled },
    },
    '@media': {
      [mq.reducedMotion]: { transition: 'none' },
      // Forced colours: system colours only, and the chosen tile inverted as the platform does.
      [mq.forcedColors]: {
        forcedColorAdjust: 'none',
        backgroundColor: 'Canvas',
        color: 'CanvasText',
        borderColor: 'CanvasText',
        selectors: {
          [`${input}:checked + &`]: { backgroundColor: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
          [`${input}:checked:hover:not(:disabled) + &`]: { backgroundColor: 'Highlight', borderColor: 'Highlight' },
          [`${input}:focus-visible + &`]: { outline: '2px solid CanvasText' },
          [`${input}:disabled + &`]: { color: 'GrayText', borderColor: 'GrayText' },
          [`${input}:checked:disabled + &`]: { backgroundColor: 'GrayText', color: 'Canvas' },
        },
      },
    },
  });
}
