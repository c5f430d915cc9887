import type { ComponentProps, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Icon } from '../Icon/Icon.tsx';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
import * as styles from './Select.css.ts';

/** One choice of a Select. */
export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** What people read. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface SelectProps
  extends FieldBaseProps,
    Omit<ComponentProps<'select'>, 'children' | 'className' | 'style' | 'id' | 'disabled' | 'required' | 'multiple'> {
  /** The choices. Use `children` (`<option>`/`<optgroup>`) instead when you need groups. */
  options?: readonly SelectOption[];
  /** `<option>` and `<optgroup>` elements, after `options` if both are given. */
  children?: ReactNode;
  /**
   * A first, empty choice such as "Choose a project type". Its value is `""`, so a zod
   * `z.string().min(1)` (or an enum) reports "nothing chosen" in place. Shown when nothing
   * else is selected.
   */
  placeholder?: string;
  /** Goes to the `<select>`, so react-hook-form's `{...register('type')}` spreads on unchanged. */
  ref?: ComponentProps<'select'>['ref'];
}

/**
 * A choice from a list, built on the **native `<select>`** styled from tokens, on purpose:
 * on phones (most of our visitors) the platform picker is the fastest and most familiar UI,
 * it costs no JavaScript, it works with screen readers and forced colours out of the box, and
 * react-hook-form's `register()` spreads onto it unchanged (a Radix Select would need a
 * `Controller` and renders a button, not a form control). Use a Radix-based listbox only when
 * options need rich content.
 */
export function Select({
  label,
  hint,
  error,
  required,
  disabled,
  labelHidden,
  id,
  className,
  style,
  options,
  children,
  placeholder,
  ref,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  const isControlled = selectProps.value !== undefined;
  const defaultValue = !isControlled && selectProps.defaultValue === undefined && placeholder != null ? '' : selectProps.defaultValue;
  return (
    <Field component="Select" {...{ label, hint, error, required, disabled, labelHidden, id, className, style, describedBy }}>
      {(controlProps) => (
        <span className={styles.wrapper} data-part="Control">
          <select
            {...selectProps}
            {...(isControlled ? {} : { defaultValue })}
            {...controlProps}
            ref={ref}
            data-part="Select"
            className={`${control} ${styles.select}`}
          >
            {placeholder != null && <option value="">{placeholder}</option>}
            {options?.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
            {children}
          </select>
          <Icon icon={ChevronDown} className={styles.chevron} />
        </span>
      )}
    </Field>
  );
}
Select.displayName = 'Select';
