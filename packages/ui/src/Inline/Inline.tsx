import { Children, isValidElement, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Breakpoint, Sprinkles } from '@orisun/tokens';
import { Box } from '../Box/Box.tsx';
import { breakpointOrder, normalize, type Responsive } from '../private/responsive.ts';
import * as styles from './Inline.css.ts';

export const inlineAligns = ['left', 'center', 'right', 'between'] as const;
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export const inlineCollapseBelows = ['tablet', 'desktop', 'wide'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export type InlineAlignY = (typeof inlineAlignYs)[number];

export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Items, left to right (right to left in RTL), wrapping onto new lines when space runs out. */
  children?: ReactNode;
  /** Space between items, both across and between wrapped lines; responsive. Default `'2'`. */
  space?: Sprinkles['gap'];
  /** Horizontal alignment; responsive. `between` pushes items to both ends (toolbars). Default `'left'`. */
  align?: Responsive<InlineAlign>;
  /** Vertical alignment of items in a line. Default `'center'`; `baseline` for mixed text sizes. */
  alignY?: InlineAlignY;
  /**
   * Below this breakpoint the items stack vertically (full width) instead of wrapping, e.g. a
   * pair of buttons on a phone. Default: never collapse.
   */
  collapseBelow?: (typeof inlineCollapseBelows)[number];
  /** The element. Default `div`; `ul`/`ol` wrap each child in an `<li>` (tag lists, nav links). */
  as?: 'div' | 'ul' | 'ol' | 'nav' | 'span';
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

const justify = { left: 'flex-start', center: 'center', right: 'flex-end', between: 'space-between' } as const;
const crossAlign = { left: 'stretch', center: 'center', right: 'flex-end', between: 'stretch' } as const;
const alignYMap = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

/** A row of items that wraps: buttons, tags, meta data. */
export function Inline({ children, space = '2', align = 'left', alignY = 'center', collapseBelow, as = 'div', ...rest }: InlineProps) {
  const isList = as === 'ul' || as === 'ol';
  const alignBy = normalize(align);
  const rowFrom = collapseBelow ? breakpointOrder.indexOf(collapseBelow) : 0;
  const flexDirection: Partial<Record<Breakpoint, 'row' | 'column'>> = {};
  const justifyContent: Partial<Record<Breakpoint, (typeof justify)[InlineAlign]>> = {};
  const alignItems: Partial<Record<Breakpoint, 'stretch' | 'center' | 'flex-end' | 'flex-start' | 'baseline'>> = {};
  let current: InlineAlign = 'left';
  breakpointOrder.forEach((bp, i) => {
    current = alignBy[bp] ?? current;
    const isRow = i >= rowFrom;
    if (collapseBelow) flexDirection[bp] = isRow ? 'row' : 'column';
    justifyContent[bp] = isRow ? justify[current] : 'flex-start';
    alignItems[bp] = isRow ? alignYMap[alignY] : crossAlign[current];
  });
  const items = Children.toArray(children).filter((c) => c !== '');
  return (
    <Box
      data-component="Inline"
      as={as}
      display="flex"
      flexWrap="wrap"
      flexDirection={collapseBelow ? flexDirection : 'row'}
      gap={space}
      justifyContent={justifyContent}
      alignItems={alignItems}
      {...rest}
    >
      {isList
        ? items.map((child, i) => (
            <li key={isValidElement(child) && child.key !== null ? child.key : i} data-part="Item" className={styles.item}>
              {child}
            </li>
          ))
        : items}
    </Box>
  );
}
