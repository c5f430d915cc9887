import { createElement, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../private/cssVar.ts';
import * as styles from './Reveal.css.ts';

export const revealElements = ['div', 'section', 'li', 'article'] as const;

export interface RevealProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** The element. Default `div`; `li` inside a list, `section` for a whole band. */
  as?: (typeof revealElements)[number];
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * A scroll-in entrance for marketing sections: the content rises into place as it enters the
 * viewport. CSS only and progressive: no JavaScript, the content is always visible (it moves,
 * it never fades from transparent), nothing happens in browsers without scroll-driven animations
 * or when the visitor prefers reduced motion.
 */
export function Reveal({ as = 'div', className, ...rest }: RevealProps) {
  return createElement(as, { 'data-component': 'Reveal', ...rest, className: cx(styles.root, className) });
}
