import { useEffect, useId } from 'react';
import { signatureMaxLength, staffProfileChangeSchema, type StaffProfile } from '@orisun/api';
import { Checkbox, Modal, Spinner, Stack, Text, TextArea, TextField, useToast } from '@orisun/ui';
import { useStaffProfile, useUpdateStaffProfile } from '../../../api/staffProfile.ts';
import { staffProfile as copy } from '../../../content/staffDesk.ts';
import { AlertCard } from '../../../forms/AlertCard.tsx';
import { failureText } from '../../../forms/failureText.ts';
import { FormDialogFooter } from '../../../forms/FormDialogFooter.tsx';
import { useApiForm } from '../../../forms/useApiForm.ts';

const profileFields = ['name', 'signature', 'notifyOnAssignment', 'notifyOnCustomerReply'] as const;

const valuesOf = ({ name, signature, notifyOnAssignment, notifyOnCustomerReply }: StaffProfile) => ({ name, signature, notifyOnAssignment, notifyOnCustomerReply });

export interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Your profile' (every staff member, for their own account only): the name customers and colleagues see, the signature
 * under answers mailed to customers, and which mails the desk sends them; `PUT /api/staff/profile`. Controlled, so the
 * person menu (or any button) opens it. Saving closes it with a toast; the desk shows the new name at once.
 */
export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content title={copy.title} description={copy.description}>
        {open && <ProfileBody onSaved={() => onOpenChange(false)} />}
      </Modal.Content>
    </Modal.Root>
  );
}

function ProfileBody({ onSaved }: { onSaved: () => void }) {
  const profile = useStaffProfile();
  if (profile.data) return <ProfileForm profile={profile.data.profile} onSaved={onSaved} />;
  return (
    <Modal.Body>
      {profile.isError ? (
        <AlertCard takeFocus title={copy.loadFailed} detail={failureText(profile.error)} />
      ) : (
        <Spinner label={copy.loading} />
      )}
    </Modal.Body>
  );
}

function ProfileForm({ profile, onSaved }: { profile: StaffProfile; onSaved: () => void }) {
  const formId = useId();
  const update = useUpdateStaffProfile();
  const { toast } = useToast();
  const form = useApiForm({
    schema: staffProfileChangeSchema,
    mutation: update,
    fields: profileFields,
    defaultValues: valuesOf(profile),
    focusResult: 'never',
    onSuccess: () => {
      onSaved();
      toast({ type: 'success', title: copy.saved });
    },
    onFailure: (outcome) => (outcome.kind === 'offline' ? copy.error.offline : outcome.message),
  });
  const {
    register,
    reset,
    result: alert,
    formState: { errors, isSubmitting },
  } = form;
  // The profile may load again while the dialog is open (another tab saved it): show what is stored.
  useEffect(() => reset(valuesOf(profile)), [profile, reset]);

  return (
    <>
      <Modal.Body>
        <form id={formId} aria-label={copy.title} noValidate onSubmit={(event) => void form.submit(event)}>
          <Stack space="5">
            <TextField label={copy.fields.name.label} hint={copy.fields.name.hint} required autoComplete="name" error={errors.name?.message} {...register('name')} />
            <TextArea
              label={copy.fields.signature.label}
              hint={copy.fields.signature.hint}
              rows={3}
              maxLength={signatureMaxLength}
              showCount
              error={errors.signature?.message}
              {...register('signature')}
            />
            <div role="group" aria-labelledby={`${formId}-mail`}>
              <Stack space="2">
                <Text id={`${formId}-mail`} weight="semibold">
                  {copy.notifications}
                </Text>
                <Checkbox label={copy.fields.notifyOnAssignment.label} error={errors.notifyOnAssignment?.message} {...register('notifyOnAssignment')} />
                <Checkbox label={copy.fields.notifyOnCustomerReply.label} error={errors.notifyOnCustomerReply?.message} {...register('notifyOnCustomerReply')} />
              </Stack>
            </div>
            {alert && <AlertCard takeFocus title={copy.error.title} detail={alert} />}
          </Stack>
        </form>
      </Modal.Body>
      <FormDialogFooter formId={formId} submitting={isSubmitting} copy={copy} />
    </>
  );
}
