import { useCallback, useRef, type Ref } from 'react';

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A ref callback that calls `onReset(element)` after the element's form is reset (a reset button,
 * `form.reset()`, or react-hook-form's `reset()`, which resets the native form). Fields that
 * show derived state (a character count, a chosen file's name) use it to stay in step.
 * `onReset` must be stable (call state setters only).
 */
export function useFormResetRef<T extends FormControl>(onReset: (element: T) => void) {
  const listening = useRef<{ form: HTMLFormElement; handler: () => void } | null>(null);
  return useCallback(
    (element: T | null) => {
      const form = element?.form ?? null;
      if (listening.current?.form === form) return;
      if (listening.current) listening.current.form.removeEventListener('reset', listening.current.handler);
      listening.current = null;
      if (element && form) {
        // The reset event fires before the browser restores the values: read them a tick later.
        const handler = () => void setTimeout(() => onReset(element), 0);
        form.addEventListener('reset', handler);
        listening.current = { form, handler };
      }
    },
    [onReset],
  );
}

/** Points a React ref (callback or object) at a value. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
