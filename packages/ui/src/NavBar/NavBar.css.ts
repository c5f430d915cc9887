import { style } from '@vanilla-extract/css';
import { componentsLayer, mq, vars } from '@orisun/tokens';

/**
 * Below `desktop` the menu collapses behind the toggle; from `desktop` up the links sit in the bar.
 * Without JavaScript the toggle stays hidden and a <noscript> copy of the links shows instead.
 */
const wide = mq.desktop;

export const root = style({
  '@layer': {
    [componentsLayer]: {
      position: 'sticky',
      insetBlockStart: 0,
      zIndex: vars.zIndex.sticky,
      background: vars.color.bg.surface,
      borderBlockEnd: `${vars.size.border} solid ${vars.color.border.subtle}`,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const bar = style({
  '@layer': {
    [componentsLayer]: {
      position: 'relative',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space['4'],
      maxWidth: vars.size.container,
      minHeight: '4rem',
      marginInline: 'auto',
      paddingInline: vars.space['4'],
      '@media': { [mq.tablet]: { paddingInline: vars.space['6'] }, [wide]: { paddingInline: vars.space['7'] } },
    },
  },
});

export const brand = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      minHeight: vars.size.touch,
      marginInlineEnd: 'auto',
      color: vars.color.fg.default,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.bold,
      textDecoration: 'none',
      borderRadius: vars.radius.sm,
    },
  },
});

export const toggle = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.size.touch,
      height: vars.size.touch,
      padding: 0,
      border: `${vars.size.border} solid ${vars.color.border.default}`,
      borderRadius: vars.radius.md,
      background: 'transparent',
      color: vars.color.fg.default,
      cursor: 'pointer',
      selectors: {
        '&:hover': { background: vars.color.bg.hover },
        '&[hidden]': { display: 'none' },
      },
      '@media': { [wide]: { display: 'none' } },
    },
  },
});

export const panel = style({
  '@layer': {
    [componentsLayer]: {
      // Collapsed: a drop-down panel under the bar, shown when open.
      position: 'absolute',
      insetBlockStart: '100%',
      insetInline: 0,
      display: 'none',
      paddingBlock: vars.space['2'],
      paddingInline: vars.space['4'],
      background: vars.color.bg.surface,
      borderBlockEnd: `${vars.size.border} solid ${vars.color.border.subtle}`,
      boxShadow: vars.shadow.md,
      selectors: { '&[data-state="open"]': { display: 'block' } },
      '@media': {
        [wide]: { position: 'static', display: 'block', padding: 0, background: 'none', border: 0, boxShadow: 'none' },
      },
    },
  },
});

/** The <noscript> copy: in the flow under the bar on small screens, absent on wide ones. */
export const noscript = style({
  '@layer': {
    [componentsLayer]: {
      display: 'block',
      flexBasis: '100%',
      paddingBlockEnd: vars.space['2'],
      '@media': { [wide]: { display: 'none' } },
    },
  },
});

export const list = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['1'],
      margin: 0,
      padding: 0,
      listStyle: 'none',
      '@media': { [wide]: { flexDirection: 'row', alignItems: 'center', gap: vars.space['2'] } },
    },
  },
});

export const noscriptList = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space['3'],
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
  },
});

export const item = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      alignItems: 'center',
      minHeight: vars.size.touch,
      paddingInline: vars.space['2'],
      borderRadius: vars.radius.sm,
      color: vars.color.fg.default,
      fontWeight: vars.font.weight.medium,
      textDecoration: 'none',
      textUnderlineOffset: '0.35em',
      textDecorationThickness: '2px',
      selectors: {
        '&:hover': { color: vars.color.fg.link, textDecoration: 'underline', textDecorationColor: vars.color.border.strong },
        '&[aria-current="page"]': {
          color: vars.color.fg.link,
          textDecoration: 'underline',
          textDecorationColor: 'currentColor',
          fontWeight: vars.font.weight.semibold,
        },
      },
    },
  },
});

/** The call-to-action slot (e.g. a ButtonLink): spaced from the links when in the bar. */
export const action = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      alignItems: 'center',
      paddingBlock: vars.space['2'],
      '@media': { [wide]: { paddingBlock: 0, marginInlineStart: vars.space['3'] } },
    },
  },
});
