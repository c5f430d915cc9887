import { useEffect, useRef, useState, type RefObject } from 'react';
import { formSuccessAutoCloseMs } from '../content/forms.ts';
import { apiOutcome } from './apiOutcome.ts';

/** What a form dialog takes from the button that opens it (`LazyDialogButton`). */
export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: the button that opened it (there is no Modal.Trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** How long the success view stays before the dialog closes by itself. Default 10 s (docs/product.md §5.10). */
  autoCloseMs?: number;
}

/** What a form dialog shows: the form (idle or submitting), or the outcome of a submission. */
export type FormDialogView<Sent> =
  | { kind: 'form' }
  | { kind: 'success' }
  | {
      kind: 'error';
      /** What was sent, for the e-mail fallback (the form itself is emptied, as the spec says). */
      sent: Sent;
      /** The server answered 429: say how long to wait. */
      rateLimited: boolean;
      retryAfterSeconds: number | undefined;
    };

const formView = { kind: 'form' } as const;

/**
 * The behaviour the site's form dialogs share (docs/product.md §3.1 and §3.14): which view is on screen, the
 * thank-you view closing the dialog by itself after `autoCloseMs`, and focus: the first field when the
 * dialog opens on the form (or the outcome's heading when a submission finished while it was closed),
 * the first (now empty) field after 'Try again', and the opening button when the dialog closes. An
 * outcome is shown once: the opening after it was seen starts from the form, while one that arrived as the
 * dialog was closing is still there at the next opening.
 *
 * Spread `contentProps` on `Modal.Content`, give `statusHeading` to `FormDialogOutcome`, and call
 * `showSuccess` / `showError` when the submission settles.
 */
export function useFormDialog<Sent>({
  open,
  onOpenChange,
  returnFocusTo,
  autoCloseMs = formSuccessAutoCloseMs,
  focusFirstField,
}: FormDialogProps & { focusFirstField: () => void }) {
  const [view, setView] = useState<FormDialogView<Sent>>(formView);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const focusFirstFieldNext = useRef(false);
  // The view people last saw with the dialog open. Closing forgets it, but not an outcome that arrived
  // after the close began (during the closing animation, or before Radix's focus-return timer): that
  // one waits for the next opening, so a reply to a submission is never lost.
  const seenView = useRef<FormDialogView<Sent>>(view);
  useEffect(() => {
    if (open) seenView.current = view;
  }, [open, view]);

  // The thank-you view closes the dialog by itself (only while it is on screen).
  useEffect(() => {
    if (!open || view.kind !== 'success') return;
    const timer = setTimeout(() => onOpenChange(false), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, view.kind, autoCloseMs, onOpenChange]);

  // Back from the error view: focus the first (now empty) field.
  useEffect(() => {
    if (view.kind === 'form' && focusFirstFieldNext.current) {
      focusFirstFieldNext.current = false;
      focusFirstField();
    }
  }, [view, focusFirstField]);

  return {
    view,
    statusHeading,
    showSuccess: () => setView({ kind: 'success' }),
    /** The error view for a failed submission of `sent`, with the wait time when the server answered 429. */
    showError: (sent: Sent, error: unknown) => {
      const outcome = apiOutcome(error);
      const rateLimited = outcome.kind === 'rateLimited';
      setView({ kind: 'error', sent, rateLimited, retryAfterSeconds: rateLimited ? outcome.retryAfterSeconds : undefined });
    },
    /** 'Try again': back to the (emptied) form, focus on its first field. */
    tryAgain: () => {
      focusFirstFieldNext.current = true;
      setView(formView);
    },
    contentProps: {
      onOpenAutoFocus: (event: Event) => {
        // The first field (or the outcome), not the close button Radix would pick.
        event.preventDefault();
        if (view.kind === 'form') focusFirstField();
        else statusHeading.current?.focus();
      },
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
        setView((current) => (current === seenView.current ? formView : current));
      },
    },
  };
}
