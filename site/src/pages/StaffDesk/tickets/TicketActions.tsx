import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Lock, Send, UserCheck, UserPlus, RefreshCw } from 'lucide-react';
import {
  ticketAssigneeChangeSchema,
  ticketAssignSchema,
  ticketNoteSchema,
  ticketAttachmentMessages,
  ticketResponseFormSchema,
  ticketStatuses,
  ticketStatusChangeSchema,
  ticketTeams,
  type StaffUser,
  type Ticket,
  type TicketTeam,
  z,
} from '@orisun/api';
import { Badge, Button, Card, Icon, Inline, Select, Stack, Text, TextArea, useToast } from '@orisun/ui';
import {
  useAddTicketNote,
  useAssignTicket,
  useAssignTicketToPerson,
  useColleaguesReplying,
  useRespondToTicket,
  useSetTicketStatus,
  useTicketAssignees,
} from '../../../api/staffTickets.ts';
import { statusLabel, staffTickets } from '../../../content/staffDesk.ts';
import { failureText } from '../../../forms/failureText.ts';
import { TicketAttachmentsField } from '../../../forms/TicketAttachmentsField.tsx';
import { useApiForm } from '../../../forms/useApiForm.ts';
import { SavedReplyPicker } from '../savedReplies/SavedReplyPicker.tsx';

const { assignee: assigneeCopy, assign: assignCopy, status: statusCopy, respond: respondCopy, note: noteCopy, toasts } = staffTickets;

const teamOptions = ticketTeams.map((team) => ({ value: team, label: team }));
const statusOptions = ticketStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

// The forms' fields, from the request schemas (the ticket's id is not a field: it comes with the card).
const assignForm = z.pick(ticketAssignSchema, { assignedTo: true });
const statusForm = z.pick(ticketStatusChangeSchema, { status: true });
const responseForm = z.pick(ticketResponseFormSchema, { message: true, attachments: true });
const noteForm = z.pick(ticketNoteSchema, { message: true });

export interface TicketActionProps {
  ticket: Ticket;
}

/**
 * Assign a team (docs/product.md §3.8): 'Please select a team to assign' in place when none is chosen.
 * The change shows at once; 'Ticket assigned to {team}', or 'Failed to assign ticket' with the reason
 * and the ticket as it was.
 */
export function AssignForm({ ticket }: TicketActionProps) {
  const assign = useAssignTicket();
  const { toast } = useToast();
  const current = (ticket.assignedTo ?? '') as TicketTeam;
  const { register, reset, submit, formState: { errors } } = useApiForm({
    schema: assignForm,
    mutation: { mutateAsync: ({ assignedTo }: { assignedTo: TicketTeam }) => assign.mutateAsync({ id: ticket.id, assignedTo }) },
    fields: ['assignedTo'],
    defaultValues: { assignedTo: current },
    // Every refusal is told in the toast, a 400 on the field too.
    reportFieldIssues: true,
    onSuccess: (_answer, { assignedTo }) => toast({ type: 'success', title: toasts.assigned(assignedTo) }),
    onFailure: (_outcome, _assignment, error) => toast({ type: 'error', title: toasts.assignFailed, description: failureText(error) }),
  });
  // The select follows the ticket (a change shown at once, put back when refused, or made by someone else).
  useEffect(() => reset({ assignedTo: current }), [current, reset]);

  return (
    <form aria-label={assignCopy.formLabel} noValidate onSubmit={(event) => void submit(event)}>
      <Inline space="3" alignY="bottom">
        <Select label={assignCopy.label} placeholder={assignCopy.placeholder} options={teamOptions} error={errors.assignedTo?.message} {...register('assignedTo')} />
        <Button type="submit" variant="outline" icon={<UserCheck />} loading={assign.isPending}>
          {assignCopy.submitLabel}
        </Button>
      </Inline>
    </form>
  );
}

/**
 * The person field: the select's value is an account's id, or '' for nobody (a select has no null); the request's
 * `assigneeId` (`ticketAssigneeChangeSchema`) is that id or null.
 */
const assigneeForm = z.object({ assigneeId: z.union([z.literal(''), ticketAssigneeChangeSchema.shape.assigneeId.def.innerType]) });

/**
 * Assign a person (Zammad's owner, Help Scout's assignee) beside the team: the active accounts, or nobody, and
 * "Assign to me" in one press. The change shows at once; 'Ticket assigned to {name}', or 'Failed to assign ticket'
 * with the reason and the ticket as it was.
 */
export function AssigneeForm({ ticket, user }: TicketActionProps & { user: StaffUser }) {
  const assign = useAssignTicketToPerson();
  const people = useTicketAssignees();
  const { toast } = useToast();
  const current = ticket.assignee?.id ?? '';
  const list = people.data?.people ?? [];
  // The person assigned now stays a choice even when their account was disabled since.
  const choices = ticket.assignee && !list.some((p) => p.id === ticket.assignee!.id) ? [ticket.assignee, ...list] : list;
  const options = [{ value: '', label: assigneeCopy.nobody }, ...choices.map((p) => ({ value: p.id, label: p.id === user.id ? `${p.name} (you)` : p.name }))];
  const personOf = (id: string) => (id === '' ? null : (choices.find((p) => p.id === id) ?? { id, name: id === user.id ? user.name : id }));
  const { register, reset, submit, formState: { errors } } = useApiForm({
    schema: assigneeForm,
    mutation: { mutateAsync: ({ assigneeId }: z.output<typeof assigneeForm>) => assign.mutateAsync({ id: ticket.id, assignee: personOf(assigneeId) }) },
    fields: ['assigneeId'],
    defaultValues: { assigneeId: current },
    reportFieldIssues: true,
    onSuccess: (_answer, { assigneeId }) => {
      const person = personOf(assigneeId);
      toast({ type: 'success', title: person ? toasts.assignedPerson(person.name) : toasts.unassignedPerson });
    },
    onFailure: (_outcome, _assignment, error) => toast({ type: 'error', title: toasts.assignFailed, description: failureText(error) }),
  });
  useEffect(() => reset({ assigneeId: current }), [current, reset]);

  const assignToMe = async () => {
    try {
      await assign.mutateAsync({ id: ticket.id, assignee: { id: user.id, name: user.name } });
      toast({ type: 'success', title: toasts.assignedPerson(user.name) });
    } catch (error) {
      toast({ type: 'error', title: toasts.assignFailed, description: failureText(error) });
    }
  };

  return (
    <form aria-label={assigneeCopy.formLabel} noValidate onSubmit={(event) => void submit(event)}>
      <Inline space="3" alignY="bottom">
        <Select label={assigneeCopy.label} options={options} error={errors.assigneeId?.message} {...register('assigneeId')} />
        <Button type="submit" variant="outline" icon={<UserCheck />} loading={assign.isPending}>
          {assigneeCopy.submitLabel}
        </Button>
        {/* Always there (a no-op when it is yours already), so the focus never falls off a button that vanished. */}
        <Button type="button" variant="soft" icon={<UserPlus />} aria-keyshortcuts="a" onClick={() => void assignToMe()}>
          {assigneeCopy.toMeLabel}
        </Button>
      </Inline>
    </form>
  );
}

/** Set any status (docs/product.md §3.8): 'Ticket status updated to {status}', or 'Failed to update ticket status'. */
export function StatusForm({ ticket }: TicketActionProps) {
  const setStatus = useSetTicketStatus();
  const { toast } = useToast();
  const { register, reset, submit, formState: { errors } } = useApiForm({
    schema: statusForm,
    mutation: { mutateAsync: ({ status }: z.output<typeof statusForm>) => setStatus.mutateAsync({ id: ticket.id, status }) },
    fields: ['status'],
    defaultValues: { status: ticket.status },
    reportFieldIssues: true,
    onSuccess: (_answer, { status }) => toast({ type: 'success', title: toasts.statusUpdated(status) }),
    onFailure: (_outcome, _change, error) => toast({ type: 'error', title: toasts.statusFailed, description: failureText(error) }),
  });
  useEffect(() => reset({ status: ticket.status }), [ticket.status, reset]);

  return (
    <form aria-label={statusCopy.formLabel} noValidate onSubmit={(event) => void submit(event)}>
      <Inline space="3" alignY="bottom">
        <Select label={statusCopy.label} options={statusOptions} error={errors.status?.message} {...register('status')} />
        <Button type="submit" variant="outline" icon={<RefreshCw />} loading={setStatus.isPending}>
          {statusCopy.submitLabel}
        </Button>
      </Inline>
    </form>
  );
}

/** The time of the newest response on the ticket as this page has it (what the person has read); undefined when none. */
const newestResponseAt = (ticket: Ticket) => ticket.responses.reduce<string | undefined>((newest, r) => (!newest || Date.parse(r.date) > Date.parse(newest) ? r.date : newest), undefined);

export interface TicketWriteProps extends TicketActionProps {
  /** The signed-in person: their name labels what they wrote until the server answers (it is not sent). */
  user: StaffUser;
}

/**
 * A response to the customer (docs/product.md §3.8): send is disabled while the text is empty or blank, and
 * blank text says 'Response cannot be empty'. It shows in the conversation at once (an open ticket
 * moves to in progress) and the box empties, keeping the focus; 'Response added successfully', or 'Failed to add response'
 * with the reason, the conversation as it was and the text back in the box.
 */
export function RespondForm({ ticket, user }: TicketWriteProps) {
  const respond = useRespondToTicket();
  const { toast } = useToast();
  /** What was typed, put back in the (emptied) box when the response is refused. */
  const typed = useRef('');
  const { control, register, getValues, setValue, setFocus, submit, formState: { errors } } = useApiForm({
    schema: responseForm,
    mutation: {
      mutateAsync: ({ message: text, attachments }: z.output<typeof responseForm>) =>
        respond.mutateAsync({ id: ticket.id, message: text, author: user.name, lastSeenResponseAt: newestResponseAt(ticket), attachments }),
    },
    fields: ['message', 'attachments'],
    tooLarge: { field: 'attachments', message: ticketAttachmentMessages.tooLarge },
    defaultValues: { message: '', attachments: [] },
    mode: 'onChange',
    reportFieldIssues: true,
    onSend: () => {
      typed.current = getValues('message');
      setValue('message', '');
      // The emptied box disables the button that had the focus: the keyboard stays in the box instead of the page's top.
      setFocus('message');
    },
    onSuccess: () => {
      // The files went with the response; a refused one stays chosen, to remove or send again.
      setValue('attachments', []);
      toast({ type: 'success', title: toasts.responded });
    },
    onFailure: (_outcome, _response, error) => {
      setValue('message', typed.current);
      toast({ type: 'error', title: toasts.respondFailed, description: failureText(error) });
    },
  });
  const message = useWatch({ control, name: 'message' });
  const blank = !message?.trim();
  const colleagues = useColleaguesReplying(ticket.id, !blank).data?.others ?? [];

  return (
    <form aria-label={respondCopy.formLabel} noValidate onSubmit={(event) => void submit(event)}>
      <Stack space="3">
        <SavedReplyPicker
          ticket={ticket}
          user={user}
          onInsert={(text) => {
            const current = getValues('message');
            setValue('message', current.trim() ? `${current.trimEnd()}\n\n${text}` : text, { shouldValidate: true });
            setFocus('message');
          }}
        />
        <TextArea label={respondCopy.label} hint={respondCopy.hint(ticket.email)} rows={3} aria-keyshortcuts="r" error={errors.message?.message} {...register('message')} />
        <TicketAttachmentsField control={control} name="attachments" copy={respondCopy.attachments} />
        <Text role="status" tone="caution" size="sm">
          {colleagues.length > 0 ? respondCopy.colleaguesWriting(colleagues.map((c) => c.name)) : ''}
        </Text>
        <div>
          <Button type="submit" icon={<Send />} disabled={blank || respond.isPending}>
            {respondCopy.submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** An internal note: marked as staff only, never mailed or shown to the customer. */
export function NoteForm({ ticket, user }: TicketWriteProps) {
  const titleId = useId();
  const addNote = useAddTicketNote();
  const { toast } = useToast();
  /** What was typed, put back in the (emptied) box when the note is refused. */
  const typed = useRef('');
  const { register, getValues, setValue, setFocus, submit, formState: { errors } } = useApiForm({
    schema: noteForm,
    mutation: { mutateAsync: ({ message: text }: { message: string }) => addNote.mutateAsync({ id: ticket.id, message: text, author: user.name }) },
    fields: ['message'],
    defaultValues: { message: '' },
    reportFieldIssues: true,
    onSend: () => {
      typed.current = getValues('message');
      setValue('message', '');
      // The emptied box disables the button that had the focus: the keyboard stays in the box instead of the page's top.
      setFocus('message');
    },
    onSuccess: () => toast({ type: 'success', title: toasts.noteAdded }),
    onFailure: (_outcome, _note, error) => {
      setValue('message', typed.current);
      toast({ type: 'error', title: toasts.noteFailed, description: failureText(error) });
    },
  });

  return (
    <Card tone="caution" padding="md">
      <form aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack space="3">
          <Inline space="2">
            <Badge id={titleId} tone="caution" variant="solid" icon={<Icon icon={Lock} size="inherit" />}>
              {noteCopy.formLabel}
            </Badge>
          </Inline>
          <TextArea label={noteCopy.label} hint={noteCopy.hint} rows={2} aria-keyshortcuts="n" error={errors.message?.message} {...register('message')} />
          <div>
            <Button type="submit" variant="outline" icon={<Lock />} loading={addNote.isPending}>
              {noteCopy.submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
