import type { ChangeEvent, ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { Icon } from '../Icon/Icon.tsx';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps
  extends FieldBaseProps,
    Omit<ComponentProps<'input'>, 'type' | 'children' | 'className' | 'style' | 'id' | 'disabled' | 'required' | 'value'> {
  /** Controlled state. Pair with `onCheckedChange` (or `onChange`). */
  checked?: boolean;
  /** Uncontrolled initial state. Default `false`. */
  defaultChecked?: boolean;
  /** Called with the new state after each toggle (Radix naming). */
  onCheckedChange?: (checked: boolean) => void;
  /** The value submitted when checked. Default `"on"` (the browser's). */
  value?: string;
  /** Goes to the `<input>`, so react-hook-form's `{...register('terms')}` spreads on unchanged. */
  ref?: ComponentProps<'input'>['ref'];
}

/**
 * A checkbox with its label (the whole label row is clickable and at least 44px tall), hint and error.
 * Built on the **native** `<input type="checkbox">` on purpose: it is a real form control, so
 * react-hook-form's `register()` (a boolean) and plain form posts work unchanged, and forced
 * colours get the platform's own box. A Radix Checkbox renders a button that needs a `Controller`.
 * Controlled (`checked` + `onCheckedChange`) or uncontrolled (`defaultChecked`).
 */
export function Checkbox({
  label,
  hint,
  error,
  required,
  disabled,
  labelHidden,
  id,
  className,
  style,
  onChange,
  onCheckedChange,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.currentTarget.checked);
  };
  return (
    <Field
      component="Checkbox"
      layout="inline"
      {...{ label, hint, error, required, disabled, labelHidden, id, className, style, describedBy }}
    >
      {(controlProps) => (
        <span className={styles.control} data-part="Control">
          <input
            {...inputProps}
            {...controlProps}
            ref={ref}
            type="checkbox"
            onChange={handleChange}
            data-part="Box"
            className={styles.box}
          />
          <Icon icon={Check} size="xs" className={styles.mark} />
        </span>
      )}
    </Field>
  );
}
Checkbox.displayName = 'Checkbox';
