import { useMemo } from 'react';
import { RotateCw } from 'lucide-react';
import type { StaffUser, Ticket } from '@orisun/api';
import { Button, Inline, Spinner, Stack, Stat, StatGroup, Text, TicketCard } from '@orisun/ui';
import { useStaffTicket } from '../../../api/staffTickets.ts';
import { staffTickets } from '../../../content/staffDesk.ts';
import { AssignForm, NoteForm, RespondForm, StatusForm } from './TicketActions.tsx';
import { ticketCardData, ticketTimes } from './ticketView.ts';

const { card: cardCopy } = staffTickets;

export interface StaffTicketCardProps {
  /** The ticket as the list has it. */
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: StaffUser;
}

/**
 * One ticket of the dashboard: the kit's TicketCard. Opening it loads the ticket's detail
 * (`GET /api/tickets/:id`: internal notes and the audit trail); open, it shows the first-response and
 * resolution times and the staff's actions: assign a team, set the status, respond, add an internal note.
 */
export function StaffTicketCard({ ticket: listed, open, onOpenChange, user }: StaffTicketCardProps) {
  const detail = useStaffTicket(listed.id, open);
  const ticket = detail.data?.ticket ?? listed;
  const data = useMemo(() => ticketCardData(ticket), [ticket]);
  const times = ticketTimes(ticket);

  return (
    <TicketCard ticket={data} open={open} onOpenChange={onOpenChange} headingLevel={3}>
      <Stack space="5">
        <StatGroup aria-label={cardCopy.times.label}>
          <Stat label={cardCopy.times.firstResponse} value={times.firstResponse ?? cardCopy.times.noResponse} />
          <Stat label={cardCopy.times.resolution} value={times.resolution ?? cardCopy.times.notResolved} />
        </StatGroup>
        {detail.isPending && <Spinner label={cardCopy.loadingDetail} />}
        {detail.isError && (
          <Inline space="3">
            <Text tone="critical">{cardCopy.detailFailed}</Text>
            <Button variant="outline" size="sm" icon={<RotateCw />} onClick={() => void detail.refetch()}>
              {staffTickets.retryLabel}
            </Button>
          </Inline>
        )}
        <TicketCard.Actions>
          <AssignForm ticket={ticket} />
          <StatusForm ticket={ticket} />
        </TicketCard.Actions>
        <RespondForm ticket={ticket} user={user} />
        <NoteForm ticket={ticket} user={user} />
      </Stack>
    </TicketCard>
  );
}
