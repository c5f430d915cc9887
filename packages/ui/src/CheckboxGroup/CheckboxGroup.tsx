import { type ChangeEvent, type CSSProperties, type FocusEvent, type ReactNode, type Ref } from 'react';
import { Check, Plus } from 'lucide-react';
import { Icon } from '../Icon/Icon.tsx';
import { ChoiceFieldset } from '../private/ChoiceFieldset.tsx';
import { input as choiceInput } from '../private/choiceGroup.css.ts';
import * as styles from './CheckboxGroup.css.ts';

/** One choice of a CheckboxGroup. */
export interface CheckboxGroupOption {
  /** The submitted value (unique within the group). */
  value: string;
  /** What people read: the checkbox's accessible name. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /** The question, shown as the group's `<legend>` and used as its name. Required. */
  label: ReactNode;
  /** The choices, in order. Any number: they wrap as chips. */
  options: readonly CheckboxGroupOption[];
  /** The checkboxes' shared `name` (the form field, submitted once per chosen value). Required. */
  name: string;
  /** Controlled: the chosen values. Pair with `onValueChange`. */
  value?: readonly string[];
  /** Uncontrolled initial choice. Default: nothing chosen. */
  defaultValue?: readonly string[];
  /** Called with the chosen values, in the options' order, after each toggle. */
  onValueChange?: (value: string[]) => void;
  /** Called when focus leaves a checkbox (react-hook-form's `field.onBlur` marks the field touched). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Help text under the legend ("Choose at least two"), linked to the group with `aria-describedby`. */
  hint?: ReactNode;
  /** The error message, shown in place and announced; the group gets `aria-invalid`. */
  error?: ReactNode;
  /** A visible `*` after the legend (validation is the form's job). Default `false`. */
  required?: boolean;
  /** Disables every option. Default `false`. */
  disabled?: boolean;
  /** Goes to the first checkbox, so react-hook-form's `field.ref` can focus the group on an error. */
  ref?: Ref<HTMLInputElement>;
  /** Class for the `<fieldset>`. */
  className?: string;
  /** Style for the `<fieldset>`. */
  style?: CSSProperties;
}

/**
 * Several choices among many, drawn as chips that wrap (e.g. the areas of expertise of a
 * consultant application). A chosen chip is filled and shows a check mark, an open one a plus,
 * so the state never rests on colour alone. Built on **native checkboxes in a `<fieldset>`**,
 * like RadioGroup and Checkbox: Tab visits each chip and Space toggles it (the browser's own
 * checkbox behaviour), the values are real form values and it works before hydration. The
 * legend names the group (`role="group"`), the hint and the error describe it, and the error is
 * announced. Controlled (`value` + `onValueChange`, e.g. from a react-hook-form `Controller`) or
 * uncontrolled.
 */
export function CheckboxGroup({
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
}: CheckboxGroupProps) {
  const controlled = value !== undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const fieldset = event.currentTarget.closest('fieldset');
    if (!fieldset) return;
    // Read the choice from the checkboxes themselves: right whether controlled or not.
    const boxes = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    onValueChange?.(boxes.filter((box) => box.checked).map((box) => box.value));
  };

  return (
    <ChoiceFieldset component="CheckboxGroup" {...{ label, hint, error, required, disabled, className, style }} optionsClassName={styles.options}>
      {options.map((option, index) => (
        <label key={option.value} data-part="Option" className={styles.option}>
          <input
            ref={index === 0 ? ref : undefined}
            type="checkbox"
            name={name}
            value={option.value}
            {...(controlled ? { checked: value.includes(option.value) } : { defaultChecked: defaultValue?.includes(option.value) ?? false })}
            disabled={option.disabled || undefined}
            onChange={onChange}
            onBlur={onBlur}
            className={choiceInput}
          />
          <span data-part="Face" className={styles.face}>
            <Icon icon={Plus} size="xs" className={styles.plus} />
            <Icon icon={Check} size="xs" className={styles.check} />
            <span>{option.label}</span>
          </span>
        </label>
      ))}
    </ChoiceFieldset>
  );
}
CheckboxGroup.displayName = 'CheckboxGroup';
