import { Children, isValidElement, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Sprinkles } from '@orisun/tokens';
import { Box } from '../Box/Box.tsx';
import { cx, setVar } from '../private/cssVar.ts';
import { normalize, type Responsive } from '../private/responsive.ts';
import * as styles from './Grid.css.ts';

export const gridColumns = [1, 2, 3, 4, 5, 6] as const;
export type GridColumns = (typeof gridColumns)[number];

export interface GridProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The cells, in reading order. */
  children?: ReactNode;
  /**
   * Number of equal columns; responsive, each breakpoint inheriting the one below. Default `1`.
   * Typical card grid: `{ mobile: 1, tablet: 2, desktop: 3 }`.
   */
  columns?: Responsive<GridColumns>;
  /**
   * Instead of `columns`: as many columns as fit, each at least this wide (a CSS length such as
   * `'16rem'`). Use when the item width matters more than the count.
   */
  minColumnWidth?: string;
  /** Space between cells in both directions; responsive. Default `'4'`. */
  space?: Sprinkles['gap'];
  /** The element. Default `div`; `ul`/`ol` wrap each child in an `<li>`. */
  as?: 'div' | 'ul' | 'ol' | 'section';
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

const varFor = {
  mobile: styles.columnsMobile,
  tablet: styles.columnsTablet,
  desktop: styles.columnsDesktop,
  wide: styles.columnsWide,
} as const;

/** Equal columns that reflow by breakpoint: card grids, feature lists, footers. */
export function Grid({ children, columns = 1, minColumnWidth, space = '4', as = 'div', className, style, ...rest }: GridProps) {
  const isList = as === 'ul' || as === 'ol';
  let vars: Record<string, string> = {};
  if (minColumnWidth) vars = setVar(styles.minColumnWidth, minColumnWidth);
  else for (const [bp, n] of Object.entries(normalize(columns))) vars = { ...vars, ...setVar(varFor[bp as keyof typeof varFor], String(n)) };
  const items = Children.toArray(children);
  return (
    <Box
      data-component="Grid"
      as={as}
      gap={space}
      className={cx(styles.root, minColumnWidth && styles.autoFit, className)}
      style={{ ...vars, ...style }}
      {...rest}
    >
      {isList
        ? items.map((child, i) => (
            <li key={isValidElement(child) && child.key !== null ? child.key : i} data-part="Item">
              {child}
            </li>
          ))
        : items}
    </Box>
  );
}
