import { style } from '@vanilla-extract/css';
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
