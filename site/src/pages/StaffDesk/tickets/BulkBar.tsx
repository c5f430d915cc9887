import { RefreshCw, UserCheck, X } from 'lucide-react';
import { ticketAssigneeChangeSchema, ticketStatuses, ticketStatusChangeSchema, type StaffUser, type TicketStatus, z } from '@orisun/api';
import { Button, Card, Inline, Select, Stack, Text, useToast } from '@orisun/ui';
import { useBulkChangeTickets, useTicketAssignees } from '../../../api/staffTickets.ts';
import { statusLabel, staffWorkspace } from '../../../content/staffDesk.ts';
import { failureText } from '../../../forms/failureText.ts';
import { useApiForm } from '../../../forms/useApiForm.ts';

const copy = staffWorkspace.bulk;

const statusOptions = ticketStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

/** The status field: the request's status (its message when none is chosen). */
const statusForm = z.pick(ticketStatusChangeSchema, { status: true });

/** The person field: an account's id, or `none` for nobody (the select's empty value is "nothing chosen"). */
const nobody = 'none';
const personForm = z.object({
  assigneeId: z.union([z.literal(nobody), ticketAssigneeChangeSchema.shape.assigneeId.def.innerType], { error: copy.choosePerson }),
});

export interface BulkBarProps {
  /** The ids of the selected tickets (of this page of the list). */
  ids: readonly string[];
  user: StaffUser;
  /** The change went through: the selection is cleared. */
  onDone: () => void;
  /** "Clear selection". */
  onClear: () => void;
}

/**
 * The change to every selected ticket of the list (Help Scout's and Zammad's bulk bar): how many are selected, a status
 * to set or a person to assign, all or nothing (`POST /api/tickets/bulk`), and "Clear selection". Shown while
 * something is selected; each form says in place when nothing is chosen.
 */
export function BulkBar({ ids, user, onDone, onClear }: BulkBarProps) {
  const bulk = useBulkChangeTickets();
  const people = useTicketAssignees().data?.people ?? [];
  const { toast } = useToast();
  const failed = (_outcome: unknown, _values: unknown, error: unknown) => toast({ type: 'error', title: copy.failed, description: failureText(error) });

  const status = useApiForm({
    schema: statusForm,
    mutation: { mutateAsync: ({ status: to }: { status: TicketStatus }) => bulk.mutateAsync({ ids: [...ids], status: to }) },
    fields: ['status'],
    defaultValues: { status: '' as TicketStatus },
    reportFieldIssues: true,
    onSuccess: (_answer, { status: to }) => {
      toast({ type: 'success', title: copy.statusDone(ids.length, statusLabel(to)) });
      onDone();
    },
    onFailure: failed,
  });
  const person = useApiForm({
    schema: personForm,
    mutation: {
      mutateAsync: ({ assigneeId }: z.output<typeof personForm>) => bulk.mutateAsync({ ids: [...ids], assigneeId: assigneeId === nobody ? null : assigneeId }),
    },
    fields: ['assigneeId'],
    defaultValues: { assigneeId: '' },
    reportFieldIssues: true,
    onSuccess: (_answer, { assigneeId }) => {
      const name = assigneeId === nobody ? copy.nobody : (people.find((p) => p.id === assigneeId)?.name ?? '');
      toast({ type: 'success', title: copy.personDone(ids.length, name) });
      onDone();
    },
    onFailure: failed,
  });
  const personOptions = [{ value: nobody, label: copy.nobody }, ...people.map((p) => ({ value: p.id, label: p.id === user.id ? `${p.name} (you)` : p.name }))];

  return (
    <Card padding="sm" role="group" aria-label={copy.barLabel} data-part="BulkBar">
      <Stack space="3">
        <Inline space="3" align="between" alignY="center">
          <Text weight="semibold">{copy.selected(ids.length)}</Text>
          <Button variant="ghost" size="sm" icon={<X />} onClick={onClear}>
            {copy.clear}
          </Button>
        </Inline>
        <form aria-label={copy.status} noValidate onSubmit={(event) => void status.submit(event)}>
          <Inline space="2" alignY="bottom">
            <Select label={copy.status} placeholder={copy.statusPlaceholder} options={statusOptions} error={status.formState.errors.status?.message} {...status.register('status')} />
            <Button type="submit" variant="outline" size="sm" icon={<RefreshCw />} loading={bulk.isPending && bulk.variables?.status !== undefined}>
              {copy.statusSubmit}
            </Button>
          </Inline>
        </form>
        <form aria-label={copy.person} noValidate onSubmit={(event) => void person.submit(event)}>
          <Inline space="2" alignY="bottom">
            <Select label={copy.person} placeholder={copy.personPlaceholder} options={personOptions} error={person.formState.errors.assigneeId?.message} {...person.register('assigneeId')} />
            <Button type="submit" variant="outline" size="sm" icon={<UserCheck />} loading={bulk.isPending && bulk.variables?.assigneeId !== undefined}>
              {copy.personSubmit}
            </Button>
          </Inline>
        </form>
      </Stack>
    </Card>
  );
}
