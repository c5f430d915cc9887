import { useEffect, type RefObject } from 'react';
import { Mail, RotateCcw } from 'lucide-react';
import { Button, ButtonLink, Modal } from '@orisun/ui';
import type { FormOutcomeCopy } from '../content/forms.ts';
import { FormResultView, type FormResultViewProps } from './FormResultView.tsx';
import type { FormDialogView } from './useFormDialog.ts';

export interface FormDialogOutcomeProps<Sent> {
  /** The outcome to show (the form view renders nothing here). */
  view: FormDialogView<Sent>;
  /** `useFormDialog`'s `statusHeading`: the heading takes focus when the view appears. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  copy: FormOutcomeCopy;
  /** The e-mail fallback of the error view, from what was sent. */
  emailHref: (sent: Sent) => string;
  /** 'Try again': `useFormDialog`'s `tryAgain`. */
  onTryAgain: () => void;
}

/**
 * The outcome views of a form dialog (docs/product.md §3.1 and §3.14), as `Modal.Body` and `Modal.Footer`:
 * the thank-you view with Close, or 'Something went wrong!' (plus the wait time after a 429) with an
 * e-mail fallback and 'Try again'.
 */
export function FormDialogOutcome<Sent>({ view, headingRef, copy, emailHref, onTryAgain }: FormDialogOutcomeProps<Sent>) {
  if (view.kind === 'success') {
    return (
      <>
        <Modal.Body>
          <OutcomeMessage headingRef={headingRef} tone="positive" title={copy.success.title} lines={[copy.success.body]} />
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button>{copy.success.closeLabel}</Button>
          </Modal.Close>
        </Modal.Footer>
      </>
    );
  }
  if (view.kind === 'error') {
    return (
      <>
        <Modal.Body>
          <OutcomeMessage
            headingRef={headingRef}
            tone="critical"
            title={copy.error.title}
            lines={[copy.error.body, ...(view.rateLimited ? [copy.error.rateLimited(view.retryAfterSeconds)] : [])]}
          />
        </Modal.Body>
        <Modal.Footer>
          <ButtonLink href={emailHref(view.sent)} variant="outline" icon={<Mail />}>
            {copy.error.emailLabel}
          </ButtonLink>
          <Button icon={<RotateCcw />} onClick={onTryAgain}>
            {copy.error.retryLabel}
          </Button>
        </Modal.Footer>
      </>
    );
  }
  return null;
}

/**
 * The thank-you or error message (a `FormResultView` under the dialog's title). Its heading takes focus when it
 * appears (the submit button that had focus is gone), and its sentences are the heading's description, so screen
 * readers read them too.
 */
function OutcomeMessage({ headingRef, ...message }: Omit<FormResultViewProps, 'level'>) {
  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef]);
  return <FormResultView level={3} headingRef={headingRef} {...message} />;
}
