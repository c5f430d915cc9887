import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../private/cssVar.ts';
import * as styles from './Stat.css.ts';

export interface StatProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The figure, as text: "15+", "100%", "2". */
  value: ReactNode;
  /** What the figure counts: "Team Members". */
  label: ReactNode;
  ref?: Ref<HTMLDivElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * A key figure with its label, as a description-list group (`<div><dt/><dd/></div>`): always
 * inside a `StatGroup`. Screen readers read the label, then the figure; the figure shows first.
 */
export function Stat({ value, label, className, ...rest }: StatProps) {
  return (
    <div data-component="Stat" {...rest} className={cx(styles.root, className)}>
      <dt data-part="Label" className={styles.label}>
        {label}
      </dt>
      <dd data-part="Value" className={styles.value}>
        {value}
      </dd>
    </div>
  );
}

export interface StatGroupProps extends HTMLAttributes<HTMLDListElement> {
  /** The `Stat`s; they flow into as many columns as fit (at least 9rem each). */
  children?: ReactNode;
  ref?: Ref<HTMLDListElement>;
}

/** The description list that holds Stats; give it `aria-label` when no heading names it. */
export function StatGroup({ className, ...rest }: StatGroupProps) {
  return <dl data-component="StatGroup" {...rest} className={cx(styles.group, className)} />;
}
