import { useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Modal, Stack, TextField } from '@orisun/ui';
import { AlertCard } from '../../../forms/AlertCard.tsx';
import { staffUsers } from '../../../content/staffDesk.ts';
import { FormDialogFooter, type FormDialogFooterProps } from '../../../forms/FormDialogFooter.tsx';

export interface AccountPasswordFormProps {
  /** The form's accessible name: its dialog's title. */
  label: string;
  /** The password field's label and hint, and the footer's buttons (`staffUsers.add`, `staffUsers.reset`). */
  copy: { fields: { password: { label: string; hint: string } } } & FormDialogFooterProps['copy'];
  /**
   * The dialog's `useApiForm`, whose values have a `password`: the field's registration and its error (the schema's,
   * or the server's 400: too short, a common password), the submission, and its `result`: what went wrong otherwise,
   * shown in an alert under the fields, which takes the focus.
   */
  form: {
    register: (name: 'password') => UseFormRegisterReturn<'password'>;
    formState: { errors: { password?: { message?: string } }; isSubmitting: boolean };
    submit: (event?: BaseSyntheticEvent) => Promise<void>;
    result: string | null | undefined;
  };
  /** The fields above the password (a new account's name, e-mail and role). */
  children?: ReactNode;
}

/**
 * The body and footer of the Users tab's dialogs that set an account's password ('Add account', 'Reset password'):
 * the form with its fields, the password last (a new one, `autoComplete="new-password"`), the alert of a failed send
 * under them, and the footer's Cancel and submit buttons.
 */
export function AccountPasswordForm({ label, copy, form, children }: AccountPasswordFormProps) {
  const formId = useId();
  const alert = form.result;
  return (
    <>
      <Modal.Body>
        <form id={formId} aria-label={label} noValidate onSubmit={(event) => void form.submit(event)}>
          <Stack space="5">
            {children}
            <TextField
              label={copy.fields.password.label}
              hint={copy.fields.password.hint}
              type="password"
              required
              autoComplete="new-password"
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
            {alert && (
              <AlertCard takeFocus title={staffUsers.error.title} detail={alert} />
            )}
          </Stack>
        </form>
      </Modal.Body>
      <FormDialogFooter formId={formId} submitting={form.formState.isSubmitting} copy={copy} />
    </>
  );
}
