import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { savedReplyBodyMaxLength, savedReplyInputSchema, type SavedReply } from '@orisun/api';
import { Button, Modal, Stack, TextArea, TextField, useToast } from '@orisun/ui';
import { useAddSavedReply, useUpdateSavedReply } from '../../../api/savedReplies.ts';
import { staffSavedReplies as copy } from '../../../content/staffDesk.ts';
import { AlertCard } from '../../../forms/AlertCard.tsx';
import { FormDialogFooter } from '../../../forms/FormDialogFooter.tsx';
import { useApiForm } from '../../../forms/useApiForm.ts';

const fields = ['title', 'body'] as const;
const empty = { title: '', body: '' };

export interface SavedReplyDialogProps {
  /** The reply to edit; without it the dialog adds a new one. */
  reply?: SavedReply;
}

/**
 * 'Add saved reply' or 'Edit' one: a title and the reply, whose placeholders the server checks (an unknown one is a 400
 * on the reply field, a taken title a 409 on the title). Saving closes the dialog with a toast.
 */
export function SavedReplyDialog({ reply }: SavedReplyDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger asChild>
        {reply ? (
          <Button variant="outline" size="sm" icon={<Pencil />} aria-label={copy.editName(reply.title)}>
            {copy.editLabel}
          </Button>
        ) : (
          <Button icon={<Plus />}>{copy.addLabel}</Button>
        )}
      </Modal.Trigger>
      <Modal.Content title={reply ? copy.form.editTitle : copy.form.addTitle} description={copy.form.description}>
        {open && <SavedReplyForm reply={reply} onSaved={() => setOpen(false)} />}
      </Modal.Content>
    </Modal.Root>
  );
}

function SavedReplyForm({ reply, onSaved }: { reply: SavedReply | undefined; onSaved: () => void }) {
  const add = useAddSavedReply();
  const update = useUpdateSavedReply();
  const { toast } = useToast();
  const formId = `saved-reply-${reply?.id ?? 'new'}`;
  const form = useApiForm({
    schema: savedReplyInputSchema,
    mutation: { mutateAsync: (input: { title: string; body: string }) => (reply ? update.mutateAsync({ id: reply.id, ...input }) : add.mutateAsync(input)) },
    fields,
    defaultValues: reply ? { title: reply.title, body: reply.body } : empty,
    focusResult: 'never',
    onSuccess: ({ reply: saved }) => {
      onSaved();
      toast({ type: 'success', title: (reply ? copy.toasts.changed : copy.toasts.added)(saved.title) });
    },
    onFailure: (outcome) => {
      // The title is taken (409): said on its field.
      if (outcome.kind === 'conflict') form.setError('title', { type: 'server', message: outcome.message }, { shouldFocus: true });
      else return outcome.kind === 'offline' ? copy.error.offline : outcome.message;
    },
  });
  const {
    register,
    result: alert,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <>
      <Modal.Body>
        <form id={formId} aria-label={reply ? copy.form.editTitle : copy.form.addTitle} noValidate onSubmit={(event) => void form.submit(event)}>
          <Stack space="5">
            <TextField label={copy.form.fields.title.label} hint={copy.form.fields.title.hint} required autoComplete="off" error={errors.title?.message} {...register('title')} />
            <TextArea
              label={copy.form.fields.body.label}
              hint={copy.form.fields.body.hint}
              required
              rows={8}
              maxLength={savedReplyBodyMaxLength}
              showCount
              error={errors.body?.message}
              {...register('body')}
            />
            {alert && <AlertCard takeFocus title={copy.error.title} detail={alert} />}
          </Stack>
        </form>
      </Modal.Body>
      <FormDialogFooter formId={formId} submitting={isSubmitting} copy={copy.form} />
    </>
  );
}
