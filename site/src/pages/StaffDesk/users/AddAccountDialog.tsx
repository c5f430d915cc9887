import { useId, useState } from 'react';
import { UserPlus } from 'lucide-react';
import { newStaffAccountSchema, staffRoles } from '@orisun/api';
import { Button, Modal, Select, Stack, TextField, useToast } from '@orisun/ui';
import { AlertCard } from '../../../forms/AlertCard.tsx';
import { useAddStaffAccount } from '../../../api/staff.ts';
import { roleLabels, staffUsers } from '../../../content/staffDesk.ts';
import { FormDialogFooter } from '../../../forms/FormDialogFooter.tsx';
import { useApiForm } from '../../../forms/useApiForm.ts';

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
  const formId = useId();
  const [open, setOpen] = useState(false);
  const add = useAddStaffAccount();
  const { toast } = useToast();
  const {
    register,
    reset,
    setError,
    submit,
    // The alert's sentence (it takes focus itself).
    result: alert,
    setResult: setAlert,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: newStaffAccountSchema,
    mutation: add,
    fields: accountFields,
    defaultValues: emptyAccount,
    focusResult: 'never',
    onSuccess: ({ user }) => {
      reset(emptyAccount);
      setOpen(false);
      toast({ type: 'success', title: staffUsers.toasts.added(user.name) });
    },
    onFailure: (outcome) => {
      // The e-mail address is taken (409): said on its field.
      if (outcome.kind === 'conflict') setError('email', { type: 'server', message: outcome.message }, { shouldFocus: true });
      else return outcome.kind === 'offline' ? staffUsers.error.offline : outcome.message;
    },
  });

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
        <Modal.Body>
          <form id={formId} aria-label={copy.title} noValidate onSubmit={(event) => void submit(event)}>
            <Stack space="5">
              <TextField label={copy.fields.name.label} required autoComplete="off" error={errors.name?.message} {...register('name')} />
              <TextField label={copy.fields.email.label} type="email" required autoComplete="off" error={errors.email?.message} {...register('email')} />
              <Select label={copy.fields.role.label} hint={copy.fields.role.hint} options={roleOptions} required error={errors.role?.message} {...register('role')} />
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
