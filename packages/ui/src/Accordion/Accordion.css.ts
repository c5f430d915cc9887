import { style } from '@vanilla-extract/css';
import { focusRing, mq, vars } from '@orisun/tokens';
import { collapsibleContent } from '../private/collapse.css.ts';
import { layer } from '../private/layer.ts';


export const root = style(
  layer({
    display: 'grid',
    borderTop: `${vars.size.border} solid ${vars.color.border.subtle}`,
    fontFamily: vars.font.family.body,
    color: vars.color.fg.default,
  }),
);

export const item = style(layer({ borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}` }));

export const header = style(layer({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }));

export const trigger = style([
  focusRing,
  layer({
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    minHeight: vars.size.touch,
    paddingBlock: vars.space['4'],
    paddingInline: vars.space['1'],
    border: 'none',
    background: 'transparent',
    color: vars.color.fg.default,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.fg.link },
      '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
    },
    '@media': { [mq.forcedColors]: { color: 'ButtonText' } },
  }),
]);

/** The chevron turns when its item is open. */
export const chevron = style(
  layer({
    color: vars.color.fg.muted,
    transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { '[data-state=open] > &': { transform: 'rotate(180deg)' } },
    '@media': { [mq.reducedMotion]: { transition: 'none' } },
  }),
);

/** Opens and closes with the kit's one collapse animation. */
export const content = collapsibleContent;

export const contentInner = style(
  layer({
    paddingInline: vars.space['1'],
    paddingBottom: vars.space['5'],
    color: vars.color.fg.muted,
    lineHeight: vars.font.lineHeight.normal,
  }),
);
