import { Send } from 'lucide-react';
import { Button, Modal } from '@orisun/ui';

export interface FormDialogFooterProps {
  /** The `id` of the form the submit button submits (it sits outside it, in the footer). */
  formId: string;
  /** The submission is running (react-hook-form's `isSubmitting`). */
  submitting: boolean;
  copy: { submitLabel: string; submittingLabel: string; cancelLabel: string };
}

/**
 * The form view's actions as `Modal.Footer`: Cancel (closes the dialog, what was typed stays) and the
 * submit button, which reads 'Submitting...' and is disabled while the submission runs (spec section 4).
 */
export function FormDialogFooter({ formId, submitting, copy }: FormDialogFooterProps) {
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
    </Modal.Footer>
  );
}
