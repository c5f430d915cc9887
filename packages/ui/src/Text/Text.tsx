import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { createElement } from 'react';
import { cx, setVar } from '../private/cssVar.ts';
import { textTones, textToneProps, type TextTone } from '../private/textTone.ts';
import { clamp, maxLinesVar, root, truncate, type TextVariants } from './Text.css.ts';

export { textTones, type TextTone };
export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textElements = ['p', 'span', 'div', 'strong', 'em', 'small', 'label', 'legend', 'figcaption', 'dt', 'dd', 'li', 'time'] as const;

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  children?: ReactNode;
  /** The element. Default `p`; use `span` inside other text, `div` around blocks, `time`, `dt`/`dd`... */
  as?: (typeof textElements)[number];
  /** Size step. Default `'md'` (1rem, the body size); `'sm'`/`'xs'` for meta data and captions. */
  size?: TextVariants['size'];
  /** Font weight. Default `'regular'`; use `'semibold'` to emphasise a label or value. */
  weight?: TextVariants['weight'];
  /**
   * Colour. Default `'default'`; `'muted'` for secondary text (still AA on every background);
   * `'critical'`/`'positive'`/`'caution'`/`'info'`/`'accent'` for status text, always with words
   * that say the status too; `'inherit'` inside a coloured parent.
   */
  tone?: TextTone;
  /** Text alignment. Default `'start'` (left in LTR, right in RTL). */
  align?: TextVariants['align'];
  /**
   * Truncate after this many lines with an ellipsis. Use for previews whose full text is one tap
   * away (thread excerpts); never for content the reader cannot reach otherwise. Default: no limit.
   */
  maxLines?: number;
  /** `dateTime` for `as="time"`. */
  dateTime?: string;
  /** `htmlFor` for `as="label"`. */
  htmlFor?: string;
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

/** Body text at a size, weight and tone from the type scale. */
export function Text({ as = 'p', size = 'md', weight = 'regular', tone = 'default', align = 'start', maxLines, className, style, ...rest }: TextProps) {
  const toneProps = textToneProps(tone);
  const lines = maxLines && maxLines > 1 ? clamp : maxLines === 1 ? truncate : undefined;
  return createElement(as, {
    'data-component': 'Text',
    'data-tone': toneProps['data-tone'],
    ...rest,
    className: cx(root({ size, weight, align }), toneProps.className, lines, className),
    style: maxLines && maxLines > 1 ? { ...setVar(maxLinesVar, String(maxLines)), ...style } : style,
  });
}
