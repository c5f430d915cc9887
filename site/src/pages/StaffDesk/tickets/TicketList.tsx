import { useState } from 'react';
import { AlarmClock, Inbox, SearchX } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ticketOverdue, type StaffUser, type Ticket, type TicketListQuery, type TicketView } from '@orisun/api';
import { Badge, Checkbox, EmptyState, Heading, Icon, Inline, LoadError, Pagination, Spinner, Stack, StatusBadge, Text, UrgencyBadge, Workspace } from '@orisun/ui';
import { useRecheckSessionOn } from '../../../api/staff.ts';
import { useStaffTickets } from '../../../api/staffTickets.ts';
import { staffTickets, staffWorkspace as copy } from '../../../content/staffDesk.ts';
import { failureText } from '../../../forms/failureText.ts';
import { deskHref, type DeskAddress } from '../deskAddress.ts';
import { BulkBar } from './BulkBar.tsx';
import { NewTicketDialog } from './NewTicketDialog.tsx';

/** Tickets per page of the list. */
export const ticketPageSize = 25;

/** The id of a ticket's row, where focus goes back when the ticket is closed. */
export const ticketRowId = (reference: string) => `ticket-row-${reference}`;

/** The id of the list's heading (it names the list pane). */
export const ticketListHeadingId = 'desk-list-heading';

/** The list's request for an address: the view's page, or a search's through every ticket. */
export function ticketListQuery(address: DeskAddress, view: TicketView): TicketListQuery {
  return { page: address.page, pageSize: ticketPageSize, ...(address.q !== '' ? { q: address.q } : { view }) };
}

export interface TicketListProps {
  address: DeskAddress;
  view: TicketView;
  user: StaffUser;
}

/**
 * The list pane: the view's name (or the search's), 'New Ticket', the count, and one page of rows, newest activity
 * first (subject; customer and reference; status, urgency and person). A row is a link to `?ticket=<reference>` in the
 * same view, so the open ticket has an address of its own. A search (the top bar's) looks through every ticket.
 * Each row has a checkbox before its link, and "Select all on this page" heads them: the selected tickets get one
 * status or person at once (the bulk bar). The selection is the page's: another page, view or search clears it.
 */
export function TicketList({ address, view, user }: TicketListProps) {
  const navigate = useNavigate();
  const searching = address.q !== '';
  const list = useStaffTickets(ticketListQuery(address, view));
  useRecheckSessionOn(list.error);
  const data = list.data;
  const pageCount = data ? Math.ceil(data.total / ticketPageSize) : 0;
  const title = searching ? copy.searchHeading(address.q) : copy.views[view];
  const empty = searching ? staffTickets.empty : copy.emptyView[view];
  const queryKey = JSON.stringify(ticketListQuery(address, view));
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [selectionFor, setSelectionFor] = useState(queryKey);
  if (selectionFor !== queryKey) {
    setSelectionFor(queryKey);
    setSelected(new Set());
  }
  const onPage = data?.tickets ?? [];
  // Only what is on the page counts (a ticket that left the view since is no longer changed).
  const chosen = onPage.filter((t) => selected.has(t.id)).map((t) => t.id);
  const allChosen = onPage.length > 0 && chosen.length === onPage.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clear = () => setSelected(new Set());

  return (
    <Stack space="3">
      <Inline space="3" align="between" alignY="center">
        <Heading level={2} size="lg" id={ticketListHeadingId}>
          {title}
        </Heading>
        <NewTicketDialog />
      </Inline>
      <Text role="status" size="sm" tone="muted">
        {data ? `${staffTickets.found(data.total)}${searching ? `. ${copy.searchAll}` : ''}` : ''}
      </Text>

      {list.isError && (
        <LoadError title={staffTickets.loadFailed} description={failureText(list.error)} retryLabel={staffTickets.retryLabel} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      )}

      {list.isPending ? (
        <Spinner label={staffTickets.loading} />
      ) : !data ? null : data.tickets.length === 0 ? (
        <EmptyState headingLevel={3} icon={searching ? SearchX : Inbox} title={empty.title} description={empty.description} />
      ) : (
        <>
        <Checkbox label={copy.bulk.selectAll} checked={allChosen} onCheckedChange={(on) => setSelected(on ? new Set(onPage.map((t) => t.id)) : new Set())} />
        {chosen.length > 0 && <BulkBar ids={chosen} user={user} onDone={clear} onClear={clear} />}
        <Workspace.List aria-labelledby={ticketListHeadingId} aria-busy={list.isPlaceholderData || undefined}>
          {data.tickets.map((ticket) => (
            <Workspace.ListItem
              key={ticket.id}
              id={ticketRowId(ticket.reference)}
              href={deskHref({ ...address, ticket: ticket.reference })}
              current={ticket.reference === address.ticket}
              start={<Checkbox label={copy.bulk.selectRow(ticket.subject)} labelHidden checked={selected.has(ticket.id)} onCheckedChange={(on) => toggle(ticket.id, on)} />}
            >
              <Text as="span" weight="semibold" maxLines={1}>
                {ticket.subject}
              </Text>
              <Text as="span" size="sm" tone="muted" maxLines={1}>
                {ticket.customer} · {ticket.reference}
              </Text>
              <Inline space="2" alignY="center">
                <StatusBadge status={ticket.status} />
                <UrgencyBadge urgency={ticket.urgency} />
                <OverdueFlag ticket={ticket} />
                <Text as="span" size="sm" tone="muted">
                  {ticket.assignee?.name ?? copy.unassignedPerson}
                </Text>
              </Inline>
            </Workspace.ListItem>
          ))}
        </Workspace.List>
        </>
      )}

      <Pagination
        label={staffTickets.pagesLabel}
        page={address.page}
        pageCount={pageCount}
        onPageChange={(page) => void navigate(deskHref({ ...address, page, ticket: undefined }))}
      />
    </Stack>
  );
}

/** A ticket past a promised time (its first response, or its resolution), flagged on its row; nothing otherwise. */
function OverdueFlag({ ticket }: { ticket: Ticket }) {
  const overdue = ticketOverdue(ticket, new Date());
  if (!overdue) return null;
  return (
    <Badge tone="critical" icon={<Icon icon={AlarmClock} size="inherit" />}>
      {copy.overdue[overdue]}
    </Badge>
  );
}
