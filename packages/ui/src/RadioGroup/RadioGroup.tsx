import { useId, type ChangeEvent, type CSSProperties, type FocusEvent, type ReactNode, type Ref } from 'react';
import { ChoiceFieldset } from '../private/ChoiceFieldset.tsx';
import { input as choiceInput } from '../private/choiceGroup.css.ts';
import * as styles from './RadioGroup.css.ts';

/** One choice of a RadioGroup. */
export interface RadioGroupOption {
  /** The submitted value (unique within the group). */
  value: string;
  /** What people read: the radio's accessible name. */
  label: string;
  /** A quieter second line ("Nigeria"); read as the radio's description, not its name. */
  description?: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, shown as the group's `<legend>` and used as its name. Required. */
  label: ReactNode;
  /** The choices, in order. Two to about five read well as tiles; use a Select for long lists. */
  options: readonly RadioGroupOption[];
  /** The radios' shared `name` (the form field). Required: it is what makes them one group. */
  name: string;
  /** Controlled value (`''` for nothing chosen). Pair with `onValueChange`. */
  value?: string;
  /** Uncontrolled initial value. Default: nothing chosen. */
  defaultValue?: string;
  /** Called with the chosen option's value (Radix naming). */
  onValueChange?: (value: string) => void;
  /** Called when focus leaves a radio (react-hook-form's `field.onBlur` marks the field touched). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Help text under the legend, linked to the group with `aria-describedby`. */
  hint?: ReactNode;
  /** The error message, shown in place and announced; the group gets `aria-invalid`. */
  error?: ReactNode;
  /** A visible `*` and `aria-required` on the group (validation is the form's job). Default `false`. */
  required?: boolean;
  /** Disables every option. Default `false`. */
  disabled?: boolean;
  /**
   * Goes to the radio that takes focus when the group is entered with Tab: the chosen one, or the
   * first. react-hook-form's `field.ref` can focus the group on an error through it.
   */
  ref?: Ref<HTMLInputElement>;
  /** Class for the `<fieldset>`. */
  className?: string;
  /** Style for the `<fieldset>`. */
  style?: CSSProperties;
}

/**
 * One choice among a few, drawn as a row of button-like tiles (stacked when the column is narrow),
 * e.g. the office a contact message goes to. Built on **native radios in a `<fieldset>`** on
 * purpose, like Checkbox: the browser gives the radio-group keyboard behaviour (Tab enters the
 * group on the chosen radio, arrow keys move and choose, no roving focus to hand-roll), the value
 * is a real form value, and it works before hydration. The legend names the group
 * (`role="radiogroup"`), the hint and the error describe it, and the error is announced.
 * Controlled (`value` + `onValueChange`, e.g. from a react-hook-form `Controller`) or uncontrolled.
 */
export function RadioGroup({
  label,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  hint,
  error,
  required = false,
  disabled = false,
  ref,
  className,
  style,
}: RadioGroupProps) {
  const id = useId();
  const controlled = value !== undefined;
  const chosen = controlled ? value : defaultValue;
  const focusIndex = Math.max(
    0,
    options.findIndex((o) => o.value === chosen && !o.disabled),
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.checked) onValueChange?.(event.currentTarget.value);
  };

  return (
    <ChoiceFieldset
      component="RadioGroup"
      role="radiogroup"
      {...{ label, hint, error, required, disabled, className, style }}
      optionsClassName={styles.options}
    >
      {options.map((option, index) => {
        const optionId = `${id}option${index}`;
        return (
          <label key={option.value} data-part="Option" className={styles.option}>
            <input
              ref={index === focusIndex ? ref : undefined}
              type="radio"
              name={name}
              value={option.value}
              {...(controlled ? { checked: value === option.value } : { defaultChecked: defaultValue === option.value })}
              disabled={option.disabled || undefined}
              aria-labelledby={`${optionId}label`}
              aria-describedby={option.description ? `${optionId}description` : undefined}
              onChange={onChange}
              onBlur={onBlur}
              className={choiceInput}
            />
            <span data-part="Face" className={styles.face}>
              <span aria-hidden="true" className={styles.dot} />
              <span className={styles.text}>
                <span id={`${optionId}label`}>{option.label}</span>
                {option.description && (
                  <span id={`${optionId}description`} className={styles.description}>
                    {option.description}
                  </span>
                )}
              </span>
            </span>
          </label>
        );
      })}
    </ChoiceFieldset>
  );
}
RadioGroup.displayName = 'RadioGroup';
