import { useId, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Tone } from '@orisun/tokens';
import { cx } from '../private/cssVar.ts';
import * as styles from './ProgressBar.css.ts';

export { tones as progressBarTones } from '@orisun/tokens';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is progressing ("Development progress"). Shown above the bar and names the progressbar. */
  label: ReactNode;
  /** How far along, from 0 to `max`; clamped into that range. */
  value: number;
  /** The value that means done. Default `100`. */
  max?: number;
  /**
   * The value in words, shown at the end of the label row and read by screen readers.
   * Default: the percentage ("35%").
   */
  valueText?: string;
  /** Colour family of the filled part. Default `'accent'`; `'positive'` for something complete. */
  tone?: Tone;
  ref?: Ref<HTMLDivElement>;
  className?: string;
  style?: CSSProperties;
}

/** A labelled, determinate progress bar (`role="progressbar"` with its value in words). */
export function ProgressBar({ label, value, max = 100, valueText, tone = 'accent', className, ...rest }: ProgressBarProps) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  const text = valueText ?? `${percent}%`;
  return (
    <div data-component="ProgressBar" data-tone={tone} {...rest} className={cx(styles.root, className)}>
      <div data-part="Header" className={styles.header}>
        <span id={labelId} data-part="Label" className={styles.label}>
          {label}
        </span>
        <span data-part="ValueText" aria-hidden="true" className={styles.valueText}>
          {text}
        </span>
      </div>
      <div
        data-part="Track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className={styles.track}
      >
        <div data-part="Indicator" className={styles.indicator} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
