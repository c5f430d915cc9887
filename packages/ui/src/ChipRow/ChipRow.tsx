import { Children, isValidElement, type CSSProperties, type ReactNode, type Ref } from 'react';
import { cx } from '../private/cssVar.ts';
import * as styles from './ChipRow.css.ts';

export const chipRowWrapFroms = ['tablet', 'desktop', 'never'] as const;
export type ChipRowWrapFrom = (typeof chipRowWrapFroms)[number];

export interface ChipRowProps {
  /** The chips (`Tag`s, usually links to filtered views), each put in an `<li>`. */
  children?: ReactNode;
  /**
   * Where the row starts wrapping onto more lines instead of scrolling. Default `'tablet'`: one row on a phone, every
   * chip in view from a tablet up. `'never'`: always one scrolling row.
   */
  wrapFrom?: ChipRowWrapFrom;
  /** Names the list, when its landmark (a `nav` around it) does not. */
  'aria-label'?: string;
  ref?: Ref<HTMLUListElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * A list of chips (a forum's categories, filters) in one row that scrolls sideways on a phone, with a shadow at the
 * end fading out where more follows, so it takes one line above the content instead of several. Works without
 * JavaScript. Use `Inline as="ul"` when every chip must show at every width.
 */
export function ChipRow({ children, wrapFrom = 'tablet', className, ...rest }: ChipRowProps) {
  const items = Children.toArray(children);
  return (
    <ul data-component="ChipRow" {...rest} className={cx(styles.root, styles.wrapFrom[wrapFrom], className)}>
      {items.map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index} data-part="Item" className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
ChipRow.displayName = 'ChipRow';
