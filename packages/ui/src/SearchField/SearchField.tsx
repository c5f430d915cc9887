import { useEffect, useRef, useState, type ChangeEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { IconButton } from '../Button/Button.tsx';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps
  extends Omit<FieldBaseProps, 'required'>,
    Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'className' | 'style' | 'id' | 'disabled' | 'required'> {
  /** Controlled text. Pair with `onValueChange`. */
  value?: string;
  /** Uncontrolled text at first. Default `''`. */
  defaultValue?: string;
  /** Called on every change, clearing included, with the new text. */
  onValueChange?: (value: string) => void;
  /**
   * Called with the text once typing pauses for `debounce` ms, at once on Enter and on clearing.
   * Use it to filter or query; the field itself never fetches. Default none.
   */
  onSearch?: (value: string) => void;
  /** Pause before `onSearch`, in ms. Default `300`; `0` searches on every change. */
  debounce?: number;
  /** Wraps the field in a `role="search"` landmark. Use for the main search of a page; not inside a form of filters. Default `false`. */
  searchRole?: boolean;
  /** The clear button's accessible name. Default `'Clear search'`. */
  clearLabel?: string;
  ref?: ComponentProps<'input'>['ref'];
}

/**
 * A labelled search input (`type="search"`): a search icon, a clear button once there is text, and
 * Escape to clear (focus stays in the field). `onSearch` runs after a pause in typing, on Enter and
 * on clearing. Built on Field, so it takes its label, hint and error.
 */
export function SearchField({
  label,
  hint,
  error,
  disabled,
  labelHidden,
  id,
  className,
  style,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSearch,
  debounce = 300,
  searchRole = false,
  clearLabel = 'Clear search',
  ref,
  onKeyDown,
  'aria-describedby': describedBy,
  ...inputProps
}: SearchFieldProps) {
  const [own, setOwn] = useState(defaultValue);
  const value = valueProp ?? own;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (text: string) => {
    clearTimeout(timer.current);
    onSearchRef.current?.(text);
  };
  const change = (text: string, immediate: boolean) => {
    if (valueProp === undefined) setOwn(text);
    onValueChange?.(text);
    if (!onSearchRef.current) return;
    if (immediate || debounce <= 0) searchNow(text);
    else {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onSearchRef.current?.(text), debounce);
    }
  };
  const clear = () => {
    change('', true);
    inputRef.current?.focus();
  };

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const field = (
    <Field component="SearchField" {...{ label, hint, error, disabled, labelHidden, id, describedBy }} className={searchRole ? undefined : className} style={searchRole ? undefined : style}>
      {(controlProps) => (
        <div className={styles.box} data-part="Box">
          <Icon icon={Search} className={styles.searchIcon} />
          <input
            autoComplete="off"
            {...inputProps}
            {...controlProps}
            ref={setRefs}
            type="search"
            inputMode="search"
            enterKeyHint="search"
            value={value}
            data-part="Input"
            className={cx(control, styles.input)}
            onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.target.value, false)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              onKeyDown?.(event);
              if (event.defaultPrevented) return;
              if (event.key === 'Escape' && value !== '') {
                // Clear instead of closing whatever surrounds the field (a dialog, a menu).
                event.preventDefault();
                event.stopPropagation();
                clear();
              } else if (event.key === 'Enter') {
                searchNow(value);
              }
            }}
          />
          {value !== '' && !disabled && (
            <IconButton data-part="Clear" icon={<X />} label={clearLabel} size="sm" className={styles.clear} onClick={clear} />
          )}
        </div>
      )}
    </Field>
  );

  return searchRole ? (
    <div role="search" data-part="SearchLandmark" className={className} style={style}>
      {field}
    </div>
  ) : (
    field
  );
}
SearchField.displayName = 'SearchField';
