import { useId, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { resetPasswordSchema, type StaffAccount } from '@orisun/api';
import { Button, Modal, Stack, TextField, useToast } from '@orisun/ui';
import { AlertCard } from '../../../forms/AlertCard.tsx';
import { useResetStaffPassword } from '../../../api/staff.ts';
import { staffUsers } from '../../../content/staffDesk.ts';
import { FormDialogFooter } from '../../../forms/FormDialogFooter.tsx';
import { useApiForm } from '../../../forms/useApiForm.ts';

const { reset: copy } = staffUsers;

/**
 * 'Reset password' of one account (admins): a new password (the server's policy; its 400 shows on the
 * field), sent to `POST /api/admin/users/:id/reset-password`, which also ends the account's sessions.
 */
export function ResetPasswordDialog({ account }: { account: StaffAccount }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const resetPassword = useResetStaffPassword();
  const { toast } = useToast();
  const {
    register,
    reset,
    submit,
    // The alert's sentence (it takes focus itself).
    result: alert,
    setResult: setAlert,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: resetPasswordSchema,
    mutation: { mutateAsync: ({ password }: { password: string }) => resetPassword.mutateAsync({ id: account.id, password }) },
    fields: ['password'],
    defaultValues: { password: '' },
    focusResult: 'never',
    onSuccess: () => {
      reset();
      setOpen(false);
      toast({ type: 'success', title: staffUsers.toasts.reset(account.name), description: staffUsers.toasts.resetDetail });
    },
    onFailure: (outcome) => (outcome.kind === 'offline' ? staffUsers.error.offline : outcome.message),
  });

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset();
          setAlert(null);
        }
      }}
    >
      <Modal.Trigger asChild>
        <Button variant="ghost" size="sm" icon={<KeyRound />} aria-label={staffUsers.resetName(account.name)}>
          {staffUsers.resetLabel}
        </Button>
      </Modal.Trigger>
      <Modal.Content title={copy.title(account.name)} description={copy.description} size="sm">
        <Modal.Body>
          <form id={formId} aria-label={copy.title(account.name)} noValidate onSubmit={(event) => void submit(event)}>
            <Stack space="5">
              <TextField
                label={copy.fields.password.label}
                hint={copy.fields.password.hint}
                type="password"
                required
                autoComplete="new-password"
                error={errors.password?.message}
                {...register('password')}
              />
              {alert && (
                <AlertCard takeFocus title={staffUsers.error.title} detail={alert} />
              )}
            </Stack>
          </form>
        </Modal.Body>
        <FormDialogFooter formId={formId} submitting={isSubmitting} copy={copy} />
      </Modal.Content>
    </Modal.Root>
  );
}
