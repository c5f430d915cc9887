import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** The post's text as written: line breaks kept, long words and addresses wrap instead of overflowing. */
export const root = style(
  layer({
    margin: 0,
    minWidth: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    wordBreak: 'break-word',
    color: vars.color.fg.default,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

/** A post rendered from its Markdown: the line breaks are elements, the blocks spaced as paragraphs. */
export const rendered = style(layer({ whiteSpace: 'normal' }));

const block = `${rendered} :is(p, ul, ol, blockquote, pre)`;
globalStyle(block, layer({ margin: 0 }));
globalStyle(`${rendered} > * + *, ${rendered} li > * + *, ${rendered} blockquote > * + *`, layer({ marginBlockStart: vars.space[3] }));
globalStyle(`${rendered} :is(ul, ol)`, layer({ paddingInlineStart: vars.space[6] }));
globalStyle(`${rendered} li + li`, layer({ marginBlockStart: vars.space[1] }));
globalStyle(`${rendered} strong`, layer({ fontWeight: vars.font.weight.semibold }));
globalStyle(
  `${rendered} blockquote`,
  layer({ paddingInlineStart: vars.space[4], borderInlineStart: `${vars.space[1]} solid ${vars.color.border.default}`, color: vars.color.fg.muted }),
);
globalStyle(`${rendered} code`, layer({ fontFamily: vars.font.family.mono, fontSize: '0.9em' }));
globalStyle(
  `${rendered} :not(pre) > code`,
  layer({ paddingInline: '0.3em', borderRadius: vars.radius.sm, backgroundColor: vars.color.bg.sunken }),
);
globalStyle(
  `${rendered} pre`,
  layer({
    padding: vars.space[3],
    // Wrapped, not scrolled sideways: a scrolling block would need a keyboard stop of its own (axe
    // scrollable-region-focusable) and hides the end of long lines on a phone.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.bg.sunken,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const link = style(
  layer({
    color: vars.color.fg.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.fg.linkHover } },
    '@media': { [mq.forcedColors]: { color: 'LinkText' } },
  }),
);

// The links of a rendered post look like the segments' links (focus ring included: the kit's is a class).
globalStyle(
  `${rendered} a`,
  layer({ color: vars.color.fg.link, textDecoration: 'underline', textUnderlineOffset: '0.15em', borderRadius: vars.radius.sm }),
);
globalStyle(`${rendered} a:hover`, layer({ color: vars.color.fg.linkHover }));
globalStyle(`${rendered} a:focus-visible`, layer({ outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' }));
globalStyle(`${rendered} a`, layer({ '@media': { [mq.forcedColors]: { color: 'LinkText' } } }));
