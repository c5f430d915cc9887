import { createElement, type ButtonHTMLAttributes, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Tone } from '@orisun/tokens';
import { cx } from '../private/cssVar.ts';
import { Link, type LinkProps } from '../Link/Link.tsx';
import * as styles from './Card.css.ts';

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export const cardElements = ['div', 'article', 'section', 'li', 'aside'] as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /**
   * The element. Default `div`; `article` for self-contained items (a thread, a case study),
   * `section` with a heading, `li` inside a list.
   */
  as?: (typeof cardElements)[number];
  /** Inner space. Default `'md'`; `'none'` when the content is an edge-to-edge image or list. */
  padding?: (typeof cardPaddings)[number];
  /**
   * Highlights the card with a stripe of this tone (a featured plan, a pinned thread). Always
   * say why in the content too. Default: no highlight.
   */
  tone?: Tone;
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * A surface that groups related content. To make the whole card clickable, put a `CardLink`
 * (or `CardButton`) around its title: the hit area and the focus ring cover the card, while
 * the accessible name stays the title. Other controls inside need `position: relative`.
 */
export function Card({ as = 'div', padding = 'md', tone, className, ...rest }: CardProps) {
  return createElement(as, {
    'data-component': 'Card',
    'data-tone': tone,
    ...rest,
    className: cx(styles.root({ padding, toned: Boolean(tone) }), className),
  });
}

export type CardLinkProps = Omit<LinkProps, 'tone' | 'underline'>;

/** The link of an interactive card, usually inside its Heading. Goes through the link component. */
export function CardLink({ className, ...rest }: CardLinkProps) {
  return <Link data-part="Action" tone="inherit" underline="hover" {...rest} className={cx(styles.action, className)} />;
}

export interface CardButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button label, usually the card title (inside a Heading). */
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The button of an interactive card that opens something on this page (a detail overlay). */
export function CardButton({ className, type = 'button', ...rest }: CardButtonProps) {
  return <button data-part="Action" type={type} {...rest} className={cx(styles.buttonReset, styles.action, className)} />;
}
