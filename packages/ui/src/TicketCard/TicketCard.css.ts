import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, mq, toneVars, vars } from '@orisun/tokens';
import { collapsibleContent } from '../private/collapse.css.ts';
import { layer } from '../private/layer.ts';


export const root = style(
  layer({
    display: 'block',
    minWidth: 0,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.default,
    border: `${vars.size.border} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    fontFamily: vars.font.family.body,
    overflowWrap: 'anywhere',
    selectors: { '&[data-state=open]': { borderColor: vars.color.border.default } },
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
);

export const header = style(
  layer({
    display: 'grid',
    gap: vars.space['2'],
    padding: vars.space['4'],
    '@media': { [mq.tablet]: { paddingInline: vars.space['5'] } },
  }),
);

export const badges = style(layer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] }));

export const reference = style(
  layer({
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.sm,
    color: vars.color.fg.muted,
    marginInlineEnd: vars.space['1'],
  }),
);

export const heading = style(layer({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }));

/** The subject is the button that opens and closes the ticket: the whole line is the target. */
export const trigger = style([
  focusRing,
  layer({
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    minHeight: vars.size.touch,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.fg.default,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.fg.link } },
    '@media': { [mq.forcedColors]: { color: 'ButtonText' } },
  }),
]);

export const chevron = style(
  layer({
    flexShrink: 0,
    color: vars.color.fg.muted,
    transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { '[data-state=open] > &': { transform: 'rotate(180deg)' } },
    '@media': { [mq.reducedMotion]: { transition: 'none' } },
  }),
);

/** Customer, dates and team: a grid of label/value pairs that wraps to one column on phones. */
export const meta = style(
  layer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    gap: `${vars.space['2']} ${vars.space['4']}`,
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);
export const metaTerm = style(layer({ color: vars.color.fg.muted, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold }));
export const metaValue = style(layer({ margin: 0 }));
export const email = style(layer({ display: 'block', color: vars.color.fg.muted }));

/** Opens and closes with the kit's one collapse animation. */
export const content = collapsibleContent;

export const body = style(
  layer({
    display: 'grid',
    gap: vars.space['5'],
    padding: vars.space['4'],
    borderTop: `${vars.size.border} solid ${vars.color.border.subtle}`,
    '@media': { [mq.tablet]: { padding: vars.space['5'] } },
  }),
);

export const section = style(layer({ display: 'grid', gap: vars.space['3'], minWidth: 0 }));

export const sectionHeading = style(
  layer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

/** Message text as written: line breaks kept. */
export const text = style(layer({ margin: 0, whiteSpace: 'pre-wrap', fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal }));

export const muted = style(layer({ margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm }));

export const list = style(layer({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' }));

/** One entry of the conversation; internal notes are dashed, sunken and carry an "Internal note" badge. */
export const entry = recipe({
  base: layer({
    display: 'grid',
    gap: vars.space['2'],
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border.subtle}`,
    borderInlineStartWidth: '4px',
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
  variants: {
    kind: {
      staff: layer({ backgroundColor: vars.color.bg.surface, borderInlineStartColor: vars.color.tone.accent.solid }),
      customer: layer({ backgroundColor: vars.color.bg.canvas, borderInlineStartColor: vars.color.border.strong }),
      internal: layer({
        backgroundColor: toneVars.soft,
        borderStyle: 'dashed',
        borderColor: toneVars.border,
        borderInlineStartStyle: 'solid',
        borderInlineStartColor: toneVars.solid,
      }),
    },
  },
  defaultVariants: { kind: 'customer' },
});

export const entryHeader = style(
  layer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space['1']} ${vars.space['2']}`,
    fontSize: vars.font.size.sm,
  }),
);
export const author = style(layer({ fontWeight: vars.font.weight.semibold }));
export const time = style(layer({ color: vars.color.fg.muted, fontSize: vars.font.size.sm }));

export const audit = style(layer({ display: 'grid', gap: vars.space['2'], margin: 0, paddingInlineStart: vars.space['5'], fontSize: vars.font.size.sm }));
globalStyle(`${audit} > li::marker`, layer({ color: vars.color.fg.muted }));

export const actions = style(
  layer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space['3'],
    paddingTop: vars.space['4'],
    borderTop: `${vars.size.border} solid ${vars.color.border.subtle}`,
  }),
);

/** The subject of a card that does not collapse: a plain heading, outlined when a script moves focus to it. */
export const staticHeading = style([
  focusRing,
  layer({
    color: vars.color.fg.default,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'anywhere',
    selectors: { '&:focus:not(:focus-visible)': { outline: 'none' } },
  }),
]);
