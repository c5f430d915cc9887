import type { CSSProperties, Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { useUiLabels } from '../UiProvider/UiProvider.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

/** The ring alone, decorative; Button uses it inside its own labelled structure. */
export function SpinnerGraphic({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={cx(styles.graphic, className)}>
      <circle className={styles.track} cx="12" cy="12" r="9.5" strokeWidth="3" />
      <path className={styles.arc} d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface SpinnerProps {
  /**
   * What is loading, announced politely by screen readers (the spinner is a `status` live
   * region). Default `'Loading'`; be specific where you can: "Loading tickets".
   */
  label?: string;
  /** Size step. Default `'md'`. Colour follows the text colour. */
  size?: (typeof spinnerSizes)[number];
  ref?: Ref<HTMLSpanElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * An indeterminate progress indicator with an announced label. Use it for waits over about a
 * second that have no known length; for a button's own action use `Button loading` instead.
 * Under reduced motion it stops spinning and stays a partial ring.
 */
export function Spinner({ label: labelProp, size = 'md', className, ...rest }: SpinnerProps) {
  const labels = useUiLabels();
  const label = labelProp ?? labels.loading;
  return (
    <span role="status" data-component="Spinner" className={cx(styles.root({ size }), styles.toned, className)} {...rest}>
      <SpinnerGraphic />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
