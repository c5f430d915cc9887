import type { ComponentProps } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
import * as styles from './TextField.css.ts';

/** The input types TextField supports (stories build their controls from this list). */
export const textFieldTypes = ['text', 'email', 'url', 'tel', 'number', 'search', 'password'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

/** Sensible mobile keyboards and autocomplete hints per type, unless the caller sets their own. */
const inputModeFor: Partial<Record<TextFieldType, ComponentProps<'input'>['inputMode']>> = {
  email: 'email',
  url: 'url',
  tel: 'tel',
  search: 'search',
};

export interface TextFieldProps
  extends FieldBaseProps,
    Omit<ComponentProps<'input'>, 'type' | 'children' | 'className' | 'style' | 'id' | 'disabled' | 'required'> {
  /** The input type; picks the phone keyboard too. Default `text`. */
  type?: TextFieldType;
  /**
   * Goes to the `<input>` itself, so react-hook-form's `{...register('email')}` spreads onto
   * TextField unchanged (its `ref`, `name`, `onChange`, `onBlur` all reach the input).
   */
  ref?: ComponentProps<'input'>['ref'];
}

/**
 * A single-line text input with its label, hint and error. All input props (name, value,
 * defaultValue, onChange, autoComplete, ...) go to the `<input>`; `className`/`style` go to the root.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  disabled,
  labelHidden,
  id,
  className,
  style,
  type = 'text',
  inputMode,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      component="TextField"
      {...{ label, hint, error, required, disabled, labelHidden, id, className, style, describedBy }}
    >
      {(controlProps) => (
        <input
          {...inputProps}
          {...controlProps}
          ref={ref}
          type={type}
          inputMode={inputMode ?? inputModeFor[type]}
          data-part="Input"
          className={`${control} ${styles.input}`}
        />
      )}
    </Field>
  );
}
TextField.displayName = 'TextField';
