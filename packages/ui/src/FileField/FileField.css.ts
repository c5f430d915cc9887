import { style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/**
 * The drop/tap area. The native file input covers it (transparent), so a tap anywhere opens
 * the picker and the keyboard reaches the real input; this box only draws it.
 */
export const picker = style(
  layer({
    position: 'relative',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['3'],
    minHeight: vars.size.touch,
    padding: vars.space['2'],
    border: `${vars.size.border} dashed ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.bg.surface,
    selectors: {
      '&:hover': { borderColor: vars.color.fg.muted },
      '&:has(input:focus-visible)': {
        outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
        outlineOffset: '2px',
      },
      '&:has(input[aria-invalid=true])': { borderStyle: 'solid', borderColor: vars.color.tone.critical.fg },
      '&:has(input:disabled)': { backgroundColor: vars.color.bg.sunken, borderColor: vars.color.border.default },
    },
    '@media': {
      [mq.forcedColors]: {
        borderColor: 'ButtonText',
        selectors: { '&:has(input:focus-visible)': { outline: '2px solid Highlight' } },
      },
    },
  }),
);

/** The real input: transparent, on top of the whole picker. */
export const input = style(
  layer({
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    opacity: 0,
    cursor: 'pointer',
    // The input keeps its own focus outline off: the picker draws it (see above).
    outline: 'none',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  }),
);

/** Looks like a secondary button; decorative (the input is the control). */
export const button = style(
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: '2.25rem',
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.sm,
    border: `${vars.size.border} solid ${vars.color.border.default}`,
    backgroundColor: vars.color.bg.sunken,
    color: vars.color.fg.default,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    selectors: { [`${picker}:hover &`]: { backgroundColor: vars.color.bg.hover } },
    '@media': { [mq.forcedColors]: { borderColor: 'ButtonText' } },
  }),
);

/** The chosen file's name and size (or "No file chosen"). */
export const status = style(
  layer({
    minWidth: 0,
    flex: '1 1 12rem',
    fontSize: vars.font.size.sm,
    color: vars.color.fg.muted,
    overflowWrap: 'anywhere',
    selectors: { '&[data-chosen]': { color: vars.color.fg.default } },
  }),
);
