import { Send } from 'lucide-react';
import { Button, Modal, ProgressBar } from '@orisun/ui';

export interface FormDialogFooterProps {
  /** The `id` of the form the submit button submits (it sits outside it, in the footer). */
  formId: string;
  /** The submission is running (react-hook-form's `isSubmitting`, or the mutation's `isPending`). */
  submitting: boolean;
  copy: { submitLabel: string; submittingLabel: string; cancelLabel: string };
  /**
   * An upload under way: its label and the share sent so far (0 to 1). Shown in the footer, beside the
   * button, so it stays in sight on a phone (the footer sticks to the bottom of the dialog; the end of
   * a long form does not).
   */
  progress?: { label: string; value: number } | undefined;
}

/**
 * The form view's actions as `Modal.Footer`: Cancel (closes the dialog, what was typed stays) and the
 * submit button, which reads 'Submitting...' and is disabled while the submission runs (docs/product.md §3.1);
 * with `progress`, the upload's progress bar above them.
 */
export function FormDialogFooter({ formId, submitting, copy, progress }: FormDialogFooterProps) {
  return (
    <Modal.Footer>
      <Modal.Close asChild>
        <Button variant="ghost" tone="neutral">
          {copy.cancelLabel}
        </Button>
      </Modal.Close>
      <Button type="submit" form={formId} disabled={submitting} icon={<Send />}>
        {submitting ? copy.submittingLabel : copy.submitLabel}
      </Button>
      {/* Last in the markup, so with the footer's wrap-reverse it takes its own line above the buttons. */}
      {progress && <ProgressBar label={progress.label} value={Math.round(progress.value * 100)} style={{ flex: '1 1 100%' }} />}
    </Modal.Footer>
  );
}
