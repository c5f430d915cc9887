export { Inline, inlineAligns, inlineAlignYs, inlineCollapseBelows, type InlineProps, type InlineAlign, type InlineAlignY } from './Inline.tsx';
