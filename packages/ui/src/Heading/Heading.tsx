import { createElement, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../private/cssVar.ts';
import { textToneProps, type TextTone } from '../private/textTone.ts';
import { root, type HeadingVariants } from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['4xl', '3xl', '2xl', 'xl', 'lg', 'md'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = NonNullable<HeadingVariants['size']>;

const sizeForLevel: Record<HeadingLevel, HeadingSize> = { 1: '4xl', 2: '3xl', 3: '2xl', 4: 'xl', 5: 'lg', 6: 'md' };

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  children?: ReactNode;
  /**
   * The outline level: renders `h1`…`h6`. Required, because it follows the page outline, not the
   * look: one `h1` per page, then no skipped levels.
   */
  level: HeadingLevel;
  /** Visual size, independent of `level`. Default: the level's size (1 → `4xl` … 6 → `md`). */
  size?: HeadingSize;
  /** Colour. Default `'default'`; `'muted'` for an eyebrow; a tone for a highlighted title. */
  tone?: TextTone;
  /** Text alignment. Default `'start'`. */
  align?: HeadingVariants['align'];
  ref?: Ref<HTMLHeadingElement>;
  className?: string;
  style?: CSSProperties;
}

/** A section title. Give it an `id` to link to the section, or to label a region with `aria-labelledby`. */
export function Heading({ level, size, tone = 'default', align = 'start', className, ...rest }: HeadingProps) {
  const toneProps = textToneProps(tone);
  return createElement(`h${level}`, {
    'data-component': 'Heading',
    'data-tone': toneProps['data-tone'],
    ...rest,
    className: cx(root({ size: size ?? sizeForLevel[level], align }), toneProps.className, className),
  });
}
