import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '@orisun/tokens';
import { cx } from '../private/cssVar.ts';
import * as styles from './Box.css.ts';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> &
  Sprinkles & {
    /**
     * The element to render. Default `div`. Pick the semantic one (`section`, `ul`, `nav`...):
     * Box only adds layout, never meaning.
     */
    as?: ElementType;
    /** Ref to the rendered element. */
    ref?: Ref<HTMLElement>;
    /** Extra `data-*` attributes pass through. */
    [data: `data-${string}`]: string | undefined;
  };

/** Splits sprinkle props (layout atoms) from the rest, for the layout primitives. */
export function splitSprinkles<P extends object>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/**
 * The layout atom of the kit: any element with responsive spacing, flex and surface props from
 * the token scales. Use it for layout only (pages compose; they do not style). For text use
 * Text/Heading; for stacks and rows use Stack/Inline.
 *
 * Responsive values: `padding={{ mobile: '4', tablet: '6' }}` or `padding={['4', '6']}`.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(as, {
    'data-component': 'Box',
    ...rest,
    className: cx(styles.root, sprinkles(atoms), className),
  });
}
