import { useEffect, useId, useRef, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { Upload, X } from 'lucide-react';
import { IconButton } from '../Button/Button.tsx';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { fileMatchesAccept, formatFileSize } from '../format/files.ts';
import * as pickerStyles from '../FileField/FileField.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './FilesField.css.ts';

export interface FilesFieldProps
  extends FieldBaseProps,
    Omit<
      ComponentProps<'input'>,
      'type' | 'children' | 'className' | 'style' | 'id' | 'disabled' | 'required' | 'value' | 'defaultValue' | 'multiple' | 'onChange'
    > {
  /** The chosen files (controlled): the form keeps them and sends them. */
  value: readonly File[];
  /** Called with the new list when files are added or one is removed. */
  onValueChange: (files: File[]) => void;
  /** Accepted types, as the native attribute (`".pdf,.png,image/png"`); also checked on choice. */
  accept?: string;
  /** Largest size of one file in bytes, checked the moment it is chosen. */
  maxBytes?: number;
  /** Most files in all. Default 3. */
  maxFiles?: number;
  /** The sentence of a file refused for its size, type or the count (the contract's sentences). */
  messages: { tooLarge: string; type: string; tooMany: string };
  /** A short type name for a file in the list ("PDF", "PNG image"). Default: its extension in capitals. */
  typeLabel?: (file: File) => string;
  /** Text of the picker's button. Default "Add files". */
  chooseLabel?: ReactNode;
  /** Shown while no file is chosen. Default "No files chosen". */
  emptyLabel?: ReactNode;
  /** The remove button's accessible name for a file. Default `Remove {name}`. */
  removeLabel?: (file: File) => string;
}

const extensionLabel = (file: File) => (file.name.includes('.') ? (file.name.split('.').pop() ?? '').toUpperCase() : 'File');

/**
 * Several files, chosen with the native file input (`multiple`: keyboard and screen-reader reachable, the phone's own
 * picker), added to a list that shows each file's name, type and size with a button to remove it. A file that is too
 * large, of the wrong type or one too many is refused on choice, with the reason in place; the others are added.
 */
export function FilesField({
  label,
  hint,
  error,
  required,
  disabled,
  labelHidden,
  id,
  className,
  style,
  value,
  onValueChange,
  accept,
  maxBytes,
  maxFiles = 3,
  messages,
  typeLabel = extensionLabel,
  chooseLabel = 'Add files',
  emptyLabel = 'No files chosen',
  removeLabel = (file) => `Remove ${file.name}`,
  'aria-describedby': describedBy,
  ...inputProps
}: FilesFieldProps) {
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Adds the input's chosen files to the list (each checked), then empties the input. */
  const take = (input: HTMLInputElement) => {
    const chosen = [...(input.files ?? [])];
    // The input only picks: the list is the value, so the same file can be chosen again after a removal.
    input.value = '';
    const next = [...value];
    const problems: string[] = [];
    for (const file of chosen) {
      if (maxBytes != null && file.size > maxBytes) problems.push(`${file.name}: ${messages.tooLarge}`);
      else if (accept && !fileMatchesAccept(file, accept)) problems.push(`${file.name}: ${messages.type}`);
      else if (next.length >= maxFiles) problems.push(`${file.name}: ${messages.tooMany}`);
      else next.push(file);
    }
    setRefusal(problems.length > 0 ? problems.join(' ') : null);
    if (next.length !== value.length) onValueChange(next);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => take(event.currentTarget);

  // Files chosen in the prerendered page before this code ran (an island hydrating on intent, slow data) are taken up.
  useEffect(() => {
    if (inputRef.current?.files?.length) take(inputRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const remove = (index: number) => {
    setRefusal(null);
    onValueChange(value.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  return (
    <Field
      component="FilesField"
      error={refusal ?? error}
      describedBy={[describedBy, statusId].filter(Boolean).join(' ')}
      {...{ label, hint, required, disabled, labelHidden, id, className, style }}
      after={
        value.length > 0 ? (
          <ul className={styles.list} data-part="List">
            {value.map((file, index) => (
              <li key={`${file.name}-${file.size}-${index}`} className={styles.item} data-part="Item">
                <span className={styles.itemName}>{file.name}</span>
                <span className={styles.itemMeta}>
                  {typeLabel(file)}, {formatFileSize(file.size)}
                </span>
                <IconButton type="button" size="sm" icon={<X />} label={removeLabel(file)} disabled={disabled} onClick={() => remove(index)} />
              </li>
            ))}
          </ul>
        ) : undefined
      }
    >
      {(controlProps) => (
        <div className={pickerStyles.picker} data-part="Picker">
          <input
            {...inputProps}
            {...controlProps}
            ref={inputRef}
            type="file"
            multiple
            accept={accept}
            onChange={handleChange}
            data-part="Input"
            className={pickerStyles.input}
          />
          <span aria-hidden="true" className={pickerStyles.button} data-part="Button">
            <Icon icon={Upload} size="sm" />
            {chooseLabel}
          </span>
          <span id={statusId} data-part="Status" data-chosen={value.length > 0 ? '' : undefined} className={pickerStyles.status} aria-live="polite">
            {value.length > 0 ? `${value.length} of ${maxFiles} files chosen` : emptyLabel}
          </span>
        </div>
      )}
    </Field>
  );
}
FilesField.displayName = 'FilesField';
