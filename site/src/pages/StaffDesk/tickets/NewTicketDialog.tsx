import { useId, useState, type RefObject } from 'react';
import { CircleCheck, Plus } from 'lucide-react';
import { newTicketSchema, ticketUrgencies } from '@orisun/api';
import { Button, Heading, Icon, Inline, Modal, Select, Stack, Text, TextArea, TextField } from '@orisun/ui';
import { AlertCard } from '../../../forms/AlertCard.tsx';
import { useCreateTicket } from '../../../api/staffTickets.ts';
import { newTicketDialog as copy, staffTickets, urgencyLabels } from '../../../content/staffDesk.ts';
import type { ApiOutcome } from '../../../forms/apiOutcome.ts';
import { FormDialogFooter } from '../../../forms/FormDialogFooter.tsx';
import { useApiForm } from '../../../forms/useApiForm.ts';

const newTicketFields = ['name', 'email', 'subject', 'urgency', 'message'] as const;
const urgencyOptions = ticketUrgencies.map((urgency) => ({ value: urgency, label: urgencyLabels[urgency] }));
const emptyTicket = { name: '', email: '', subject: '', urgency: 'medium', message: '' } as const;

/** What the dialog shows after a send: the ticket made, or the alert. */
type NewTicketResult = { kind: 'created'; reference: string; email: string } | { kind: 'alert'; reason: string };

function reasonFor(outcome: ApiOutcome): string {
  if (outcome.kind === 'rateLimited') return copy.error.rateLimited(outcome.retryAfterSeconds);
  if (outcome.kind === 'offline') return copy.error.offline;
  return outcome.message || copy.error.offline;
}

/**
 * 'New Ticket' (docs/product.md §3.8; docs/adr/0020-fixes-to-the-original-spec.md: it opens a form to create a ticket for a customer): the
 * customer's name and e-mail, subject, urgency and description, sent to `POST /api/tickets`. The
 * server makes the reference and mails it to the customer; the dialog then shows it ('Ticket
 * created', the reference) with 'Create another' and 'Done'. Problems with fields show on them; any
 * other failure shows an alert in the dialog and keeps what was typed.
 */
export function NewTicketDialog() {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const create = useCreateTicket();
  const {
    register,
    reset,
    setFocus,
    submit,
    // The ticket made (its view's heading takes focus), or why not (the alert, which takes focus itself).
    result,
    setResult,
    resultRef: createdHeading,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: newTicketSchema,
    mutation: create,
    fields: newTicketFields,
    defaultValues: emptyTicket,
    onSuccess: ({ ticket: opened }): NewTicketResult => {
      reset(emptyTicket);
      return { kind: 'created', reference: opened.reference, email: opened.email };
    },
    onFailure: (outcome): NewTicketResult => ({ kind: 'alert', reason: reasonFor(outcome) }),
  });
  const created = result?.kind === 'created' ? result : null;
  const alert = result?.kind === 'alert' ? result.reason : null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The next opening starts on the form (what was typed but not sent stays in it).
    if (!next) setResult(null);
  };

  const createAnother = () => {
    setResult(null);
    // Once the form is back in place.
    setTimeout(() => setFocus('name'));
  };

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Trigger asChild>
        <Button icon={<Plus />}>{staffTickets.newTicketLabel}</Button>
      </Modal.Trigger>
      <Modal.Content title={copy.title} description={created ? undefined : copy.description}>
        {created ? (
          <>
            <Modal.Body>
              <Stack space="3" role="status">
                <Inline space="2">
                  <Text as="span" tone="positive">
                    <Icon icon={CircleCheck} size="lg" />
                  </Text>
                  <Heading level={3} size="lg" ref={createdHeading as RefObject<HTMLHeadingElement | null>} tabIndex={-1}>
                    {copy.created.title}
                  </Heading>
                </Inline>
                <Text>
                  {copy.created.reference}: <strong data-part="Reference">{created.reference}</strong>
                </Text>
                <Text tone="muted">{copy.created.body(created.email)}</Text>
              </Stack>
            </Modal.Body>
            <Modal.Footer>
              <Button variant="ghost" tone="neutral" onClick={createAnother}>
                {copy.created.anotherLabel}
              </Button>
              <Modal.Close asChild>
                <Button>{copy.created.doneLabel}</Button>
              </Modal.Close>
            </Modal.Footer>
          </>
        ) : (
          <>
            <Modal.Body>
              <form id={formId} aria-label={copy.formLabel} noValidate onSubmit={(event) => void submit(event)}>
                <Stack space="5">
                  <TextField label={copy.fields.name.label} required autoComplete="off" error={errors.name?.message} {...register('name')} />
                  <TextField label={copy.fields.email.label} type="email" required autoComplete="off" error={errors.email?.message} {...register('email')} />
                  <TextField label={copy.fields.subject.label} required error={errors.subject?.message} {...register('subject')} />
                  <Select label={copy.fields.urgency.label} options={urgencyOptions} required error={errors.urgency?.message} {...register('urgency')} />
                  <TextArea
                    label={copy.fields.message.label}
                    hint={copy.fields.message.hint}
                    rows={4}
                    required
                    error={errors.message?.message}
                    {...register('message')}
                  />
                  {alert && (
                    <AlertCard takeFocus title={copy.error.title} detail={alert} />
                  )}
                </Stack>
              </form>
            </Modal.Body>
            <FormDialogFooter formId={formId} submitting={isSubmitting} copy={copy} />
          </>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
