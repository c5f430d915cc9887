import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, mq, utilitiesLayer, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** The page runs without scripts (JavaScript off or blocked). */
const noScript = '(scripting: none)';

export const root = style(layer({ display: 'grid', gap: vars.space['5'], minWidth: 0, fontFamily: vars.font.family.body }));

/** One row of tabs; on a narrow phone it scrolls sideways instead of wrapping. */
export const list = style(
  layer({
    display: 'flex',
    gap: vars.space['1'],
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'thin',
    borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
    // Keep focus rings inside the scroller's clip.
    padding: `${vars.space['1']} ${vars.space['1']} 0`,
    '@media': {
      // Without JavaScript the tabs cannot switch: when every panel is in the page (force-mounted),
      // they all show, one after the other (see `content`), and the useless tab row goes.
      [noScript]: { selectors: { [`${root}:has(> [data-state=inactive]:not([hidden])) > &`]: { display: 'none' } } },
    },
  }),
);

/** `wrap`: the tabs wrap onto more lines instead of scrolling, so none is ever cut off (many tabs on a phone). */
export const listWrap = style(layer({ flexWrap: 'wrap', overflowX: 'visible', rowGap: 0 }));

export const trigger = style([
  focusRing,
  layer({
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    // Narrow on a phone, so a row of three short labels fits a card at 375 px without scrolling.
    paddingInline: vars.space['2'],
    marginBottom: `calc(-1 * ${vars.size.border})`,
    border: 'none',
    borderBottom: '3px solid transparent',
    borderTopLeftRadius: vars.radius.sm,
    borderTopRightRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.fg.muted,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
    selectors: {
      '&:hover': { color: vars.color.fg.default, backgroundColor: vars.color.bg.hover },
      '&[data-state=active], &[aria-current=page]': { color: vars.color.fg.default, borderBottomColor: vars.color.tone.accent.solid, fontWeight: vars.font.weight.semibold },
      '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed', backgroundColor: 'transparent' },
      '&:focus-visible': { outlineOffset: '-2px' },
    },
    '@media': {
      [mq.tablet]: { paddingInline: vars.space['4'] },
      [mq.reducedMotion]: { transition: 'none' },
      [mq.forcedColors]: {
        color: 'ButtonText',
        selectors: { '&[data-state=active], &[aria-current=page]': { borderBottomColor: 'Highlight' }, '&[data-disabled]': { color: 'GrayText' } },
      },
    },
  }),
]);

export const content = style([
  focusRing,
  layer({
    minWidth: 0,
    selectors: { '&[data-state=inactive]': { display: 'none' } },
    // Without JavaScript a force-mounted panel shows even when inactive, so its content stays readable.
    '@media': { [noScript]: { selectors: { '&[data-state=inactive]:not([hidden])': { display: 'block' } } } },
  }),
]);

/** The row of `LinkTabs`, on the page's canvas. */
export const linkList = style(
  layer({
    margin: 0,
    listStyle: 'none',
    // A row wider than the screen shows a shadow at the edge it continues past (the backgrounds that scroll with the
    // tabs cover the shadows at either end), so a phone reader sees that more tabs follow.
    backgroundImage: [
      `linear-gradient(to right, ${vars.color.bg.canvas} 30%, transparent)`,
      `linear-gradient(to left, ${vars.color.bg.canvas} 30%, transparent)`,
      `radial-gradient(farthest-side at 0 50%, ${vars.color.border.strong}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${vars.color.border.strong}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: `${vars.space['10']} 100%, ${vars.space['10']} 100%, ${vars.space['3']} 100%, ${vars.space['3']} 100%`,
    backgroundAttachment: 'local, local, scroll, scroll',
  }),
);

/** A link tab (`LinkTabs`): the trigger's look, as a link. */
export const link = style(layer({ textDecoration: 'none' }));

/**
 * Anything marked `data-requires-script` (a button that opens a dialog, a toggle kept in the browser) is left out of a
 * page read without JavaScript, where it could do nothing: absent rather than dead. In the utilities layer, after the
 * components' own: a component that sets its display (ThreadRow's save toggle, in a stylesheet after this one) must
 * not bring it back.
 */
globalStyle('[data-requires-script]', { '@layer': { [utilitiesLayer]: { '@media': { [noScript]: { display: 'none' } } } } });
