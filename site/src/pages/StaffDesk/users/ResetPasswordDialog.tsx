import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { resetPasswordSchema, type StaffAccount } from '@orisun/api';
import { Button, Modal, useToast } from '@orisun/ui';
import { useResetStaffPassword } from '../../../api/staff.ts';
import { staffUsers } from '../../../content/staffDesk.ts';
import { useApiForm } from '../../../forms/useApiForm.ts';
import { AccountPasswordForm } from './AccountPasswordForm.tsx';

const { reset: copy } = staffUsers;

/**
 * 'Reset password' of one account (admins): a new password (the server's policy; its 400 shows on the
 * field), sent to `POST /api/admin/users/:id/reset-password`, which also ends the account's sessions.
 */
export function ResetPasswordDialog({ account }: { account: StaffAccount }) {
  const [open, setOpen] = useState(false);
  const resetPassword = useResetStaffPassword();
  const { toast } = useToast();
  const form = useApiForm({
    schema: resetPasswordSchema,
    mutation: { mutateAsync: ({ password }: { password: string }) => resetPassword.mutateAsync({ id: account.id, password }) },
    fields: ['password'],
    defaultValues: { password: '' },
    focusResult: 'never',
    onSuccess: () => {
      form.reset();
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
          form.reset();
          form.setResult(null);
        }
      }}
    >
      <Modal.Trigger asChild>
        <Button variant="ghost" size="sm" icon={<KeyRound />} aria-label={staffUsers.resetName(account.name)}>
          {staffUsers.resetLabel}
        </Button>
      </Modal.Trigger>
      <Modal.Content title={copy.title(account.name)} description={copy.description} size="sm">
        <AccountPasswordForm label={copy.title(account.name)} copy={copy} form={form} />
      </Modal.Content>
    </Modal.Root>
  );
}
