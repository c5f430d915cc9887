import { Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button, type ButtonStyleProps } from '@orisun/ui';
import type { FormDialogProps } from './useFormDialog.ts';

export interface LazyDialogButtonProps extends Pick<ButtonStyleProps, 'variant' | 'size' | 'tone'> {
  /** The dialog, as `lazy(load)` made at module level. */
  dialog: ComponentType<FormDialogProps>;
  /** The same `load` (`() => import('./XDialog.tsx')`): fetches the dialog's chunk ahead of the click. */
  preload: () => Promise<unknown>;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** The button's label; also the dialog's title, normally. */
  children: ReactNode;
  /** Passed to the dialog: how long its thank-you view stays. Default the dialog's own (10 s); stories shorten it. */
  autoCloseMs?: number;
}

/**
 * A button that opens a dialog whose code is loaded on demand: the button is in the page (and its
 * prerendered HTML); the dialog's chunk (Radix Dialog, react-hook-form, zod, the API client) is fetched
 * when the visitor points at or focuses the button, and the dialog is shown on click. That keeps the
 * dialog off the page's first load. When the dialog closes, focus returns to this button.
 */
export function LazyDialogButton({ dialog: Dialog, preload, icon, children, autoCloseMs, size = 'lg', ...look }: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size={size}
        {...look}
        icon={icon}
        aria-haspopup="dialog"
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={setOpen} returnFocusTo={button} autoCloseMs={autoCloseMs} />
        </Suspense>
      )}
    </>
  );
}
