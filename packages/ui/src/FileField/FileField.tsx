import { useCallback, useId, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { Icon } from '../Icon/Icon.tsx';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { assignRef, useFormResetRef } from '../Field/formReset.ts';
import { fileMatchesAccept, formatFileSize } from '../format/files.ts';
import * as styles from './FileField.css.ts';

export { fileMatchesAccept, formatFileSize } from '../format/files.ts';

const defaultTooLarge = (maxBytes: number) => `The file is larger than ${formatFileSize(maxBytes)}.`;
const defaultWrongType = (accept: string) => {
  const list = accept.split(',').map((t) => t.trim()).filter(Boolean);
  const shown = list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list[0];
  return `This type of file cannot be used. Choose a ${shown} file.`;
};

export interface FileFieldProps
  extends FieldBaseProps,
    Omit<
      ComponentProps<'input'>,
      'type' | 'children' | 'className' | 'style' | 'id' | 'disabled' | 'required' | 'value' | 'defaultValue' | 'multiple'
    > {
  /** Accepted types, as the native attribute: `".pdf,.doc,.docx"`. Also checked on choice (a drop can bypass the picker's filter). */
  accept?: string;
  /**
   * Largest allowed size in bytes, checked the moment a file is chosen. A larger file is refused
   * (the input is cleared) and the error reads "The file is larger than 5 MB." Keep the same
   * limit in the form's zod schema and on the server.
   */
  maxBytes?: number;
  /** Called with the accepted file, or `null` when the choice was cleared or refused. */
  onFileChange?: (file: File | null) => void;
  /** Error text for a file over `maxBytes`. Default "The file is larger than {size}." */
  tooLargeMessage?: (maxBytes: number) => string;
  /** Error text for a file outside `accept`. Default "This type of file cannot be used. Choose a .pdf or .docx file." */
  wrongTypeMessage?: (accept: string) => string;
  /** Text of the picker's button. Default "Choose file". */
  chooseLabel?: ReactNode;
  /** Shown while no file is chosen. Default "No file chosen". */
  emptyLabel?: ReactNode;
  /** Goes to the `<input type="file">`, so react-hook-form's `{...register('resume')}` spreads on unchanged. */
  ref?: ComponentProps<'input'>['ref'];
}

/**
 * One file, chosen with the native file input (keyboard and screen-reader reachable, and it
 * opens the phone's own picker). Shows the chosen file's name and size, and refuses a file
 * that is too large or of the wrong type on choice, explaining why in place.
 * An `error` from the form is shown unless the field's own check has something more specific.
 */
export function FileField({
  label,
  hint,
  error,
  required,
  disabled,
  labelHidden,
  id,
  className,
  style,
  accept,
  maxBytes,
  onChange,
  onFileChange,
  tooLargeMessage = defaultTooLarge,
  wrongTypeMessage = defaultWrongType,
  chooseLabel = 'Choose file',
  emptyLabel = 'No file chosen',
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: FileFieldProps) {
  const statusId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A form reset (react-hook-form's reset() too) empties the input: forget the chosen file.
  const onReset = useCallback(() => {
    setChosen(null);
    setRefusal(null);
  }, []);
  const resetRef = useFormResetRef(onReset);
  const setRefs = useCallback(
    (el: HTMLInputElement | null) => {
      resetRef(el);
      assignRef(ref, el);
    },
    [ref, resetRef],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    let problem: string | null = null;
    if (file && maxBytes != null && file.size > maxBytes) problem = tooLargeMessage(maxBytes);
    else if (file && accept && !fileMatchesAccept(file, accept)) problem = wrongTypeMessage(accept);
    if (problem) input.value = '';
    setRefusal(problem);
    setChosen(problem ? null : file);
    onChange?.(event);
    onFileChange?.(problem ? null : file);
  };

  return (
    <Field
      component="FileField"
      error={refusal ?? error}
      describedBy={[describedBy, statusId].filter(Boolean).join(' ')}
      {...{ label, hint, required, disabled, labelHidden, id, className, style }}
    >
      {(controlProps) => (
        <div className={styles.picker} data-part="Picker">
          <input
            {...inputProps}
            {...controlProps}
            ref={setRefs}
            type="file"
            accept={accept}
            onChange={handleChange}
            data-part="Input"
            className={styles.input}
          />
          <span aria-hidden="true" className={styles.button} data-part="Button">
            <Icon icon={Upload} size="sm" />
            {chooseLabel}
          </span>
          <span id={statusId} data-part="Status" data-chosen={chosen ? '' : undefined} className={styles.status}>
            {chosen ? `${chosen.name}, ${formatFileSize(chosen.size)}` : emptyLabel}
          </span>
        </div>
      )}
    </Field>
  );
}
FileField.displayName = 'FileField';
