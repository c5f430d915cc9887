import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Send } from 'lucide-react';
import { clientReplyFormSchema, ticketAttachmentMessages, z } from '@orisun/api';
import { Button, Stack, TextArea, useToast } from '@orisun/ui';
import { useTicketReply } from '../../api/customerTicketReply.ts';
import type { TicketPageCopy } from '../../content/customerTickets.ts';
import { TicketAttachmentsField } from '../../forms/TicketAttachmentsField.tsx';
import { useApiForm } from '../../forms/useApiForm.ts';

/** What the customer types: the reply and any files (the ticket comes from the card). */
const replyFields = z.pick(clientReplyFormSchema, { reply: true, attachments: true });

export interface TicketReplyFormProps {
  /** The ticket's id (what `POST /api/client-reply` names). */
  ticketId: string;
  /** The ticket's subject, to name the form among the page's others. */
  subject: string;
  copy: TicketPageCopy['reply'];
}

/**
 * The reply box of one ticket (docs/product.md §2.10): 'Send Reply' stays disabled while the box is
 * blank (spaces and line breaks count as blank) and while sending ('Sending...'). A sent reply
 * empties the box and raises 'Reply Successfully Sent'; a failure raises 'Error sending reply' (with
 * the wait after a 429) and keeps the text. Either way the list is read again, so the thread shows
 * what the server has. An island on intent (TicketReplyForm.island.tsx): what was typed before its code came is kept.
 */
export function TicketReplyForm({ ticketId, subject, copy }: TicketReplyFormProps) {
  const formId = useId();
  const { toast } = useToast();
  const sendReply = useTicketReply();
  // Counts the replies sent: after each, the (emptied) box takes focus, once the form has rendered again.
  const [sentCount, setSentCount] = useState(0);
  const {
    control,
    register,
    reset,
    setFocus,
    setValue,
    submit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: replyFields,
    // The ticket comes from the card.
    mutation: { mutateAsync: ({ reply, attachments }: z.output<typeof replyFields>) => sendReply.mutateAsync({ id: ticketId, reply, attachments }) },
    fields: ['reply', 'attachments'],
    tooLarge: { field: 'attachments', message: ticketAttachmentMessages.tooLarge },
    // No default for the text: react-hook-form reads what was typed into the server's HTML before the code came.
    defaultValues: { attachments: [] },
    onSuccess: () => {
      reset();
      setTypedEarly('');
      toast({ type: 'success', title: copy.sent });
      // The button went disabled with the empty box: the box takes focus for the next reply.
      setSentCount((n) => n + 1);
    },
    onFailure: (outcome, _reply, error) => {
      console.error('The reply was not sent:', error);
      toast({
        type: 'error',
        title: copy.failed,
        description: outcome.kind === 'rateLimited' ? copy.rateLimited(outcome.retryAfterSeconds) : copy.kept,
      });
    },
  });
  // Text typed into the server's HTML before the code came: react-hook-form reads it from the box when it registers, and
  // `typedEarly` holds it until the first change, so 'Send Reply' knows the box is not blank.
  const replyField = register('reply');
  const box = useRef<HTMLTextAreaElement | null>(null);
  const [typedEarly, setTypedEarly] = useState('');
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed === '') return;
    setValue('reply', typed);
    setTypedEarly(typed);
  }, [setValue]);
  const blank = (useWatch({ control, name: 'reply' }) ?? typedEarly).trim() === '';
  useEffect(() => {
    if (sentCount > 0) setFocus('reply');
  }, [sentCount, setFocus]);

  return (
    <form id={formId} noValidate aria-label={copy.formName(subject)} onSubmit={(event) => void submit(event)} data-part="Reply">
      <Stack space="3">
        <TextArea
          label={copy.label}
          hint={copy.hint}
          rows={4}
          error={errors.reply?.message}
          {...replyField}
          ref={(element: HTMLTextAreaElement | null) => {
            replyField.ref(element);
            box.current = element;
          }}
        />
        <TicketAttachmentsField control={control} name="attachments" copy={copy.attachments} />
        <div>
          <Button type="submit" disabled={blank || isSubmitting} icon={<Send />}>
            {isSubmitting ? copy.sendingLabel : copy.submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
