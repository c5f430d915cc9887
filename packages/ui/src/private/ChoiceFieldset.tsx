import { useId, type CSSProperties, type ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { Icon } from '../Icon/Icon.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { cx } from './cssVar.ts';
import * as styles from './choiceGroup.css.ts';

export interface ChoiceFieldsetProps {
  /** The `data-component` name (RadioGroup, CheckboxGroup). */
  component: string;
  /** `radiogroup` for radios (then `required` also sets `aria-required`); a fieldset is a group anyway. */
  role?: 'radiogroup';
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required: boolean;
  disabled: boolean;
  className?: string;
  style?: CSSProperties;
  /** Class of the element around the options. */
  optionsClassName: string;
  /** The options (labels with their inputs). */
  children: ReactNode;
}

/**
 * The shell RadioGroup and CheckboxGroup share: a `<fieldset>` named by its legend (with the
 * required mark), described by its hint and its error, the error announced in place.
 */
export function ChoiceFieldset({ component, role, label, hint, error, required, disabled, className, style, optionsClassName, children }: ChoiceFieldsetProps) {
  const id = useId();
  const legendId = `${id}legend`;
  const hintId = `${id}hint`;
  const errorId = `${id}error`;
  const hasError = error != null && error !== false && error !== '';
  return (
    <fieldset
      data-component={component}
      role={role}
      aria-labelledby={legendId}
      aria-describedby={cx(hint ? hintId : null, hasError ? errorId : null) || undefined}
      aria-invalid={hasError ? true : undefined}
      aria-required={role === 'radiogroup' && required ? true : undefined}
      data-invalid={hasError ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled || undefined}
      className={cx(styles.root, className)}
      style={style}
    >
      <legend id={legendId} data-part="Label" className={cx(fieldStyles.label, styles.legend)}>
        {label}
        {required && (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} data-part="Hint" className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div data-part="Options" className={optionsClassName}>
        {children}
      </div>
      <div id={errorId} data-part="Error" aria-live="polite" className={fieldStyles.error}>
        {hasError && (
          <>
            <Icon icon={AlertCircle} size="inherit" className={fieldStyles.errorIcon} />
            <span>{error}</span>
          </>
        )}
      </div>
    </fieldset>
  );
}
