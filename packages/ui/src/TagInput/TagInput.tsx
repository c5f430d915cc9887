import { useId, useRef, useState, type ChangeEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { IconButton } from '../Button/Button.tsx';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
import { Tag } from '../Tag/Tag.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './TagInput.css.ts';

/** Every fixed word of the field, to translate or adapt. */
export interface TagInputLabels {
  /** The '+' button's accessible name. */
  add: string;
  /** A chip's remove button. */
  remove: (tag: string) => string;
  /** Said when Enter or '+' is pressed with nothing typed. */
  empty: string;
  /** Said when the typed tag is already in the list. */
  duplicate: (tag: string) => string;
  /** Said when the list is full. */
  full: (max: number) => string;
  /** Said after a tag is added or removed (screen readers hear it). */
  added: (tag: string, count: number, max: number) => string;
  removed: (tag: string, count: number, max: number) => string;
}

export const tagInputDefaultLabels: TagInputLabels = {
  add: 'Add tag',
  remove: (tag) => `Remove tag ${tag}`,
  empty: 'Type a tag first.',
  duplicate: (tag) => `“${tag}” is already added.`,
  full: (max) => `You can add up to ${max} tags.`,
  added: (tag, count, max) => `Added “${tag}”: ${count} of ${max} tags.`,
  removed: (tag, count, max) => `Removed “${tag}”: ${count} of ${max} tags.`,
};

export interface TagInputProps
  extends Omit<FieldBaseProps, 'hint'>,
    Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'className' | 'style' | 'id' | 'disabled' | 'required' | 'max'> {
  /** The tags, in order. Controlled: pair with `onValueChange`. */
  value: readonly string[];
  /** Called with the whole new list when a tag is added or removed. */
  onValueChange: (tags: string[]) => void;
  /**
   * Turns what was typed into the tag to add (lower-case it, replace spaces with dashes). An empty result
   * is not added. Default: trims the spaces around it.
   */
  normalize?: (typed: string) => string;
  /** How many tags the list holds at most; past it the field says so instead of adding. Default `5`. */
  max?: number;
  /**
   * A rule a tag must meet (a pattern, a length), checked as it is added: a sentence says why it is not added, in place
   * like a duplicate; `undefined`, it is fine. Default: any tag.
   */
  check?: (tag: string) => string | undefined;
  /** Help under the label ("Press Enter or + to add a tag."), linked with `aria-describedby`. */
  description?: FieldBaseProps['hint'];
  /** Replaces some of the fixed words. */
  labels?: Partial<TagInputLabels>;
  /** Goes to the text `<input>`. */
  ref?: ComponentProps<'input'>['ref'];
}

const defaultNormalize = (typed: string) => typed.trim();

/**
 * A labelled list of tags: type one and press Enter or the '+' button ("Add tag") to add it; each tag is a
 * chip with a "Remove tag <name>" button. An empty tag, a tag already present or one past `max` is not
 * added and the field says why in place (a polite live region the input is described by). Enter never
 * submits the surrounding form. Backspace in the empty field moves focus to the last chip's remove button
 * (a second Backspace or Enter there removes it); after a removal focus goes to the next chip, else the field.
 */
export function TagInput({
  label,
  description,
  error,
  required,
  disabled,
  labelHidden,
  id,
  className,
  style,
  value,
  onValueChange,
  normalize = defaultNormalize,
  max = 5,
  check,
  labels: labelsProp,
  ref,
  onKeyDown,
  'aria-describedby': describedBy,
  ...inputProps
}: TagInputProps) {
  const labels = { ...tagInputDefaultLabels, ...labelsProp };
  const autoId = useId();
  const statusId = `${autoId}status`;
  const [text, setText] = useState('');
  const [status, setStatus] = useState<{ kind: 'refused' | 'done'; message: string } | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);

  const setInputRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const removeButtons = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-part="Remove"]') ?? [])];

  const add = () => {
    const tag = normalize(text);
    if (!tag) setStatus({ kind: 'refused', message: labels.empty });
    else if (value.includes(tag)) setStatus({ kind: 'refused', message: labels.duplicate(tag) });
    else if (value.length >= max) setStatus({ kind: 'refused', message: labels.full(max) });
    else if (check?.(tag)) setStatus({ kind: 'refused', message: check(tag)! });
    else {
      onValueChange([...value, tag]);
      setText('');
      setStatus({ kind: 'done', message: labels.added(tag, value.length + 1, max) });
    }
    inputRef.current?.focus();
  };

  const remove = (index: number) => {
    const tag = value[index]!;
    const buttons = removeButtons();
    onValueChange(value.filter((_, i) => i !== index));
    setStatus({ kind: 'done', message: labels.removed(tag, value.length - 1, max) });
    // Focus the chip that takes this one's place, else the one before, else the field.
    const next = buttons[index + 1] ?? buttons[index - 1];
    if (next) next.focus();
    else inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // Adding a tag, never submitting the form around the field.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      removeButtons().at(-1)?.focus();
    }
  };

  const handleChipKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      remove(index);
    }
  };

  return (
    <Field
      component="TagInput"
      label={label}
      hint={description}
      {...{ error, required, disabled, labelHidden, id, className, style }}
      describedBy={cx(statusId, describedBy) || undefined}
      after={
        <>
          <p id={statusId} data-part="Status" data-kind={status?.kind} aria-live="polite" className={styles.status}>
            {status?.message}
          </p>
          <ul ref={listRef} data-part="Tags" className={styles.chips}>
            {value.map((tag, index) => (
              <li key={tag} className={styles.chip}>
                <Tag
                  onRemove={disabled ? undefined : () => remove(index)}
                  removeLabel={labels.remove(tag)}
                  onKeyDown={(event) => {
                    if (event.target instanceof HTMLButtonElement) handleChipKeyDown(event as KeyboardEvent<HTMLButtonElement>, index);
                  }}
                >
                  {tag}
                </Tag>
              </li>
            ))}
          </ul>
        </>
      }
    >
      {(controlProps) => (
        <div data-part="Entry" className={styles.entry}>
          <input
            autoComplete="off"
            enterKeyHint="done"
            {...inputProps}
            {...controlProps}
            ref={setInputRef}
            type="text"
            data-part="Input"
            value={text}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setText(event.target.value);
              if (status?.kind === 'refused') setStatus(null);
            }}
            onKeyDown={handleKeyDown}
            className={cx(control, styles.input)}
          />
          <IconButton data-part="Add" icon={<Plus />} label={labels.add} variant="outline" tone="neutral" disabled={disabled} onClick={add} />
        </div>
      )}
    </Field>
  );
}
TagInput.displayName = 'TagInput';
