import type { ComponentProps } from 'react';
import { VisuallyHidden } from '@orisun/ui';

/**
 * The honeypot field of a public form: off screen, out of the tab order and hidden from screen
 * readers, so only robots fill it. Spread `register(honeypotFieldName)` on it.
 */
export function FormHoneypot({ label, ...inputProps }: { label: string } & Omit<ComponentProps<'input'>, 'type' | 'tabIndex' | 'autoComplete'>) {
  return (
    <VisuallyHidden aria-hidden="true">
      <label>
        {label}
        <input {...inputProps} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </VisuallyHidden>
  );
}
