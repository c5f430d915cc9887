import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** The row: a narrow column of status and likes, then the thread. Fits a 320px phone. */
export const root = style(
  layer({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: vars.space['3'],
    minWidth: 0,
    padding: vars.space['3'],
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.default,
    border: `${vars.size.border} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    fontFamily: vars.font.family.body,
    overflowWrap: 'anywhere',
    // A list of rows lays out and paints only those near the screen (issue 23: laying out the forum's 25 rows took
    // 344-495 ms a pass at 4x CPU); the others keep the height they last had, else about a row's.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 13rem',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: { '&:hover': { borderColor: vars.color.border.default, boxShadow: vars.shadow.sm } },
    '@media': {
      [mq.tablet]: { gap: vars.space['4'], padding: vars.space['4'] },
      [mq.reducedMotion]: { transition: 'none' },
      [mq.forcedColors]: { borderColor: 'CanvasText' },
    },
  }),
);

export const stats = style(
  layer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['2'],
    minWidth: '2.5rem',
    paddingTop: vars.space['2'],
    color: vars.color.fg.muted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
  }),
);

/** The status icon: its tone says pinned (accent), solved (positive) or open (muted); its name says it in words. */
export const status = recipe({
  base: layer({ display: 'inline-flex', '@media': { [mq.forcedColors]: { color: 'CanvasText' } } }),
  variants: {
    status: {
      open: layer({ color: vars.color.fg.muted }),
      pinned: layer({ color: vars.color.tone.accent.fg }),
      solved: layer({ color: vars.color.tone.positive.fg }),
    },
  },
  defaultVariants: { status: 'open' },
});

export const count = style(layer({ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: '0.125rem', lineHeight: vars.font.lineHeight.tight }));

export const main = style(layer({ display: 'grid', gap: vars.space['2'], minWidth: 0 }));

export const header = style(layer({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], minWidth: 0 }));

export const titleGroup = style(layer({ display: 'grid', gap: vars.space['1'], flex: '1 1 auto', minWidth: 0 }));

export const heading = style(
  layer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    '@media': { [mq.tablet]: { fontSize: vars.font.size.lg } },
  }),
);

/** The title link fills a 44px-high line, so it is an easy target on a phone. */
export const title = style(
  layer({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    color: vars.color.fg.default,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.fg.link, textDecoration: 'underline' } },
    '@media': { [mq.forcedColors]: { color: 'LinkText' } },
  }),
);

export const badges = style(layer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] }));

/** Save toggle: 44px square, the bookmark filled while saved. */
export const save = style(
  layer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.touch,
    height: vars.size.touch,
    margin: 0,
    padding: 0,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.fg.muted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.bg.hover, color: vars.color.fg.default },
      '&[aria-pressed="true"]': { color: vars.color.tone.accent.fg },
    },
    '@media': { [mq.forcedColors]: { color: 'ButtonText', selectors: { '&[aria-pressed="true"]': { color: 'Highlight' } } } },
  }),
);
globalStyle(`${save}[aria-pressed="true"] svg`, layer({ fill: 'currentColor' }));

export const byline = style(
  layer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `0 ${vars.space['1']}`,
    margin: 0,
    color: vars.color.fg.muted,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
  }),
);
export const author = style(layer({ color: vars.color.fg.default, fontWeight: vars.font.weight.medium }));

/** Two lines of the post, then an ellipsis. */
export const preview = style(
  layer({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    lineClamp: 2,
    overflow: 'hidden',
    margin: 0,
    color: vars.color.fg.muted,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const tags = style(layer({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' }));

/** A tag that searches for itself: the whole chip is the button, with a 44px hit area. */
/** "· 2 hours ago": its dot drawn before it, on the same line. */
export const bylineTime = style(layer({ whiteSpace: 'nowrap', selectors: { '&::before': { content: '"·"', marginInlineEnd: vars.space['1'] } } }));

export const tagButton = style(
  layer({
    display: 'inline-flex',
    maxWidth: '100%',
    margin: 0,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    font: 'inherit',
    cursor: 'pointer',
  }),
);
globalStyle(`${tagButton}:hover [data-component="Tag"]`, layer({ textDecoration: 'underline' }));

export const footer = style(
  layer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space['1']} ${vars.space['4']}`,
    color: vars.color.fg.muted,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
  }),
);
export const footerItem = style(layer({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] }));
