import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type ComponentProps, type Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { assignRef, useFormResetRef } from '../Field/formReset.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { control } from '../Field/Field.css.ts';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps
  extends FieldBaseProps,
    Omit<ComponentProps<'textarea'>, 'children' | 'className' | 'style' | 'id' | 'disabled' | 'required'> {
  /** Visible lines of text. Default `4` (the spec's 4-row details field). */
  rows?: number;
  /**
   * Shows a character count under the field: "12 / 500" with `maxLength`, else "12 characters".
   * Screen readers hear the count once typing pauses, not on every key. Default `false`.
   */
  showCount?: boolean;
  /** Goes to the `<textarea>`, so react-hook-form's `{...register('details')}` spreads on unchanged. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** How long typing must pause before the count is announced. */
const ANNOUNCE_DELAY_MS = 800;

/** A multi-line text field with its label, hint, error and an optional character count. */
export function TextArea({
  label,
  hint,
  error,
  required,
  disabled,
  labelHidden,
  id,
  className,
  style,
  rows = 4,
  showCount = false,
  maxLength,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
  const countId = useId();
  const initial = String(textareaProps.value ?? textareaProps.defaultValue ?? '').length;
  const [length, setLength] = useState(initial);
  const [announced, setAnnounced] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Controlled: follow the value prop.
  const controlledLength = textareaProps.value != null ? String(textareaProps.value).length : null;
  const shown = controlledLength ?? length;

  const describe = (n: number) =>
    maxLength != null ? `${n} of ${maxLength} characters used` : `${n} ${n === 1 ? 'character' : 'characters'}`;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const n = event.currentTarget.value.length;
    setLength(n);
    if (showCount) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAnnounced(describe(n)), ANNOUNCE_DELAY_MS);
    }
    onChange?.(event);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // Uncontrolled values can change without an input event (react-hook-form's defaultValues, a
  // form reset): read the DOM then.
  const onReset = useCallback((el: HTMLTextAreaElement) => setLength(el.value.length), []);
  const resetRef = useFormResetRef(onReset);
  const setRefs = useCallback(
    (el: HTMLTextAreaElement | null) => {
      if (el) setLength(el.value.length);
      resetRef(el);
      assignRef(ref, el);
    },
    [ref, resetRef],
  );

  return (
    <Field
      component="TextArea"
      {...{ label, hint, error, required, disabled, labelHidden, id, className, style }}
      describedBy={[describedBy, showCount ? countId : null].filter(Boolean).join(' ') || undefined}
      after={
        showCount && (
          <>
            <p
              id={countId}
              data-part="Count"
              data-over={maxLength != null && shown > maxLength ? '' : undefined}
              className={styles.count}
            >
              {maxLength != null ? (
                <>
                  <span aria-hidden="true">{`${shown} / ${maxLength}`}</span>
                  <VisuallyHidden>{describe(shown)}</VisuallyHidden>
                </>
              ) : (
                describe(shown)
              )}
            </p>
            <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
          </>
        )
      }
    >
      {(controlProps) => (
        <textarea
          {...textareaProps}
          {...controlProps}
          ref={setRefs}
          rows={rows}
          maxLength={maxLength}
          onChange={handleChange}
          data-part="TextArea"
          className={`${control} ${styles.textarea}`}
        />
      )}
    </Field>
  );
}
TextArea.displayName = 'TextArea';
