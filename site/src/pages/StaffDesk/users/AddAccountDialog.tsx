import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { newStaffAccountSchema, staffRoles } from '@orisun/api';
import { Button, Modal, Select, TextField, useToast } from '@orisun/ui';
import { useAddStaffAccount } from '../../../api/staff.ts';
import { roleLabels, staffUsers } from '../../../content/staffDesk.ts';
import { useApiForm } from '../../../forms/useApiForm.ts';
import { AccountPasswordForm } from './AccountPasswordForm.tsx';

const { add: copy } = staffUsers;
const accountFields = ['name', 'email', 'role', 'password'] as const;
const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));
const emptyAccount = { name: '', email: '', role: 'staff', password: '' } as const;

/**
 * 'Add account' (admins): name, e-mail, role and first password, sent to `POST /api/admin/users`. The
 * server's 400s show on their fields (a password under 12 characters or a common one), a taken
 * e-mail address (409) on the e-mail field; anything else in an alert. Success closes the dialog with
 * the toast 'Account added for {name}'.
 */
export function AddAccountDialog() {
  const [open, setOpen] = useState(false);
  const add = useAddStaffAccount();
  const { toast } = useToast();
  const form = useApiForm({
    schema: newStaffAccountSchema,
    mutation: add,
    fields: accountFields,
    defaultValues: emptyAccount,
    focusResult: 'never',
    onSuccess: ({ user }) => {
      form.reset(emptyAccount);
      setOpen(false);
      toast({ type: 'success', title: staffUsers.toasts.added(user.name) });
    },
    onFailure: (outcome) => {
      // The e-mail address is taken (409): said on its field.
      if (outcome.kind === 'conflict') form.setError('email', { type: 'server', message: outcome.message }, { shouldFocus: true });
      else return outcome.kind === 'offline' ? staffUsers.error.offline : outcome.message;
    },
  });
  const {
    register,
    setResult: setAlert,
    formState: { errors },
  } = form;

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setAlert(null);
      }}
    >
      <Modal.Trigger asChild>
        <Button icon={<UserPlus />}>{staffUsers.addLabel}</Button>
      </Modal.Trigger>
      <Modal.Content title={copy.title} description={copy.description}>
        <AccountPasswordForm label={copy.title} copy={copy} form={form}>
          <TextField label={copy.fields.name.label} required autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextField label={copy.fields.email.label} type="email" required autoComplete="off" error={errors.email?.message} {...register('email')} />
          <Select label={copy.fields.role.label} hint={copy.fields.role.hint} options={roleOptions} required error={errors.role?.message} {...register('role')} />
        </AccountPasswordForm>
      </Modal.Content>
    </Modal.Root>
  );
}
