import { Children, Fragment, isValidElement, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Sprinkles } from '@orisun/tokens';
import { Box } from '../Box/Box.tsx';
import { mapResponsive, type Responsive } from '../private/responsive.ts';
import * as styles from './Stack.css.ts';

export const stackAligns = ['left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];
export const stackElements = ['div', 'ul', 'ol', 'dl', 'section', 'article', 'nav', 'fieldset'] as const;

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Items, top to bottom. Falsy children are skipped, so no empty gaps or stray dividers. */
  children?: ReactNode;
  /** Vertical space between items, from the space scale; responsive. Default `'4'`. */
  space?: Sprinkles['gap'];
  /**
   * Horizontal alignment of the items; responsive. Default `'left'` (items stretch to full
   * width). `center` suits empty states and narrow hero content.
   */
  align?: Responsive<StackAlign>;
  /** A hairline between items, for lists of rows (settings, threads). Default `false`. */
  dividers?: boolean;
  /**
   * The element. Default `div`. With `ul`/`ol` every child is wrapped in an `<li>`, so a list of
   * cards is announced as a list with its item count. With `dl`, pass one `<div>` per term and its
   * description(s) (`<Text as="dt">`, `<Text as="dd">`), the grouping HTML allows.
   */
  as?: (typeof stackElements)[number];
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

const alignMap = { left: 'stretch', center: 'center', right: 'flex-end' } as const;

/** Vertical rhythm: items one below the other with even space, optionally divided. */
export function Stack({ children, space = '4', align = 'left', dividers = false, as = 'div', ...rest }: StackProps) {
  const isList = as === 'ul' || as === 'ol';
  const items = Children.toArray(children).filter((c) => c !== '');
  return (
    <Box
      data-component="Stack"
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={mapResponsive(align, (a) => alignMap[a])}
      {...rest}
    >
      {items.map((child, i) => {
        const key = isValidElement(child) && child.key !== null ? child.key : i;
        const divider = dividers && i > 0 ? <div data-part="Divider" className={styles.divider} /> : null;
        if (isList) {
          return (
            <li key={key} data-part="Item" className={styles.item}>
              {divider}
              {child}
            </li>
          );
        }
        return (
          <Fragment key={key}>
            {divider}
            {child}
          </Fragment>
        );
      })}
    </Box>
  );
}
