import { useEffect, useMemo, useRef } from 'react';
import { FileQuestion, RotateCw } from 'lucide-react';
import type { StaffUser, Ticket } from '@orisun/api';
import { Button, EmptyState, Inline, Spinner, Stack, Stat, StatGroup, Text, TicketCard, Workspace } from '@orisun/ui';
import { useRecheckSessionOn } from '../../../api/staff.ts';
import { useStaffTicket, useStaffTickets } from '../../../api/staffTickets.ts';
import { staffTickets, staffWorkspace as copy } from '../../../content/staffDesk.ts';
import { AssigneeForm, AssignForm, NoteForm, RespondForm, StatusForm } from './TicketActions.tsx';
import { ticketCardData, ticketTimes } from './ticketView.ts';

const { card: cardCopy } = staffTickets;

export interface OpenTicketProps {
  /** The reference in the address. */
  reference: string;
  /** The ticket as the list has it, when it is on the list's page (else it is looked up by its reference). */
  listed: Ticket | undefined;
  user: StaffUser;
  /** Where "Back to <view>" goes, and its words. */
  back: { href: string; label: string };
  /** Move focus to the ticket's heading once it shows (it was just opened from the list). */
  focusHeading: boolean;
}

/**
 * The open ticket beside the list (alone on a phone, under "Back to <view>"): the kit's TicketCard, always open, with
 * its response times, the conversation, notes and history (`GET /api/tickets/:id`), and the actions: person ("Assign
 * to me"), team, status, a response and an internal note.
 */
export function OpenTicket({ reference, listed, user, back, focusHeading }: OpenTicketProps) {
  // A ticket that is not on the list's page (a shared link, a search): found by its reference.
  const lookup = useStaffTickets({ q: reference, page: 1, pageSize: 1 }, listed === undefined);
  const found = listed ?? lookup.data?.tickets.find((t) => t.reference === reference);
  const detail = useStaffTicket(found?.id ?? '', found !== undefined);
  useRecheckSessionOn(detail.error ?? lookup.error);
  const ticket = detail.data?.ticket ?? found;
  const data = useMemo(() => (ticket ? ticketCardData(ticket) : undefined), [ticket]);
  const card = useRef<HTMLElement>(null);
  const focused = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!focusHeading || !data || focused.current === reference) return;
    focused.current = reference;
    card.current?.querySelector<HTMLElement>('[data-part="Heading"]')?.focus();
  }, [focusHeading, data, reference]);

  const backLink = <Workspace.BackLink href={back.href}>{back.label}</Workspace.BackLink>;

  if (!ticket || !data) {
    return (
      <Stack space="3">
        {backLink}
        {lookup.isPending && listed === undefined ? (
          <Spinner label={cardCopy.loadingDetail} />
        ) : (
          <EmptyState headingLevel={2} icon={FileQuestion} title={copy.ticketNotFound.title} description={copy.ticketNotFound.description} />
        )}
      </Stack>
    );
  }
  const times = ticketTimes(ticket);

  return (
    <Stack space="3">
      {backLink}
      <TicketCard key={ticket.id} ref={card} ticket={data} collapsible={false} headingLevel={2}>
        <Stack space="5">
          <StatGroup aria-label={cardCopy.times.label}>
            <Stat label={cardCopy.times.firstResponse} value={times.firstResponse ?? cardCopy.times.noResponse} />
            <Stat label={cardCopy.times.resolution} value={times.resolution ?? cardCopy.times.notResolved} />
          </StatGroup>
          <Text size="sm" tone="muted" data-ticket-language={ticket.language}>
            {cardCopy.language(ticket.language)}
          </Text>
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
            <AssigneeForm ticket={ticket} user={user} />
            <AssignForm ticket={ticket} />
            <StatusForm ticket={ticket} />
          </TicketCard.Actions>
          <RespondForm ticket={ticket} user={user} />
          <NoteForm ticket={ticket} user={user} />
        </Stack>
      </TicketCard>
    </Stack>
  );
}
