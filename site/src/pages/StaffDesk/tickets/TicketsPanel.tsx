import { useState } from 'react';
import { Inbox, RotateCw } from 'lucide-react';
import { ticketStatuses, ticketUrgencies, type TicketListQuery, type TicketStatus, type TicketUrgency } from '@orisun/api';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  NoResults,
  Pagination,
  SearchField,
  Select,
  Spinner,
  Stack,
  Stat,
  StatGroup,
  Text,
} from '@orisun/ui';
import { useRecheckSessionOn } from '../../../api/staff.ts';
import { useStaffTickets } from '../../../api/staffTickets.ts';
import { statusLabel, staffTickets as copy, urgencyLabels } from '../../../content/staffDesk.ts';
import type { DashboardPanelProps } from '../panel.ts';
import { failureText } from '../../../forms/failureText.ts';
import { NewTicketDialog } from './NewTicketDialog.tsx';
import { StaffTicketCard } from './StaffTicketCard.tsx';

/** Tickets per page of the list. */
export const ticketPageSize = 10;

const statusOptions = [{ value: '', label: copy.filters.status.all }, ...ticketStatuses.map((s) => ({ value: s, label: statusLabel(s) }))];
const urgencyOptions = [{ value: '', label: copy.filters.urgency.all }, ...ticketUrgencies.map((u) => ({ value: u, label: urgencyLabels[u] }))];

/**
 * The Tickets tab (docs/product.md §2.12, Tickets): the four counters (Total, Open, In Progress,
 * Resolved, from the server's counts), 'New Ticket', a search (customer, subject or reference; the
 * server searches, once typing pauses), status and urgency filters, and one page of TicketCards,
 * newest activity first, with the pages below. 'Failed to load tickets' with 'Try again' when the list
 * cannot be loaded; 'No tickets found matching your criteria' when the search and filters find none.
 */
export function TicketsPanel({ user }: DashboardPanelProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [urgency, setUrgency] = useState<TicketUrgency | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const query: TicketListQuery = {
    page,
    pageSize: ticketPageSize,
    ...(search ? { q: search } : {}),
    ...(status ? { status } : {}),
    ...(urgency ? { urgency } : {}),
  };
  const list = useStaffTickets(query);
  useRecheckSessionOn(list.error);
  const data = list.data;
  const pageCount = data ? Math.ceil(data.total / ticketPageSize) : 0;
  const filtered = search !== '' || status !== '' || urgency !== '';
  // The last page emptied (its tickets changed status under a filter): show the new last page.
  if (data && !list.isPlaceholderData && pageCount > 0 && page > pageCount) setPage(pageCount);

  const toggle = (id: string, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  const reset = () => {
    setText('');
    setSearch('');
    setStatus('');
    setUrgency('');
    setPage(1);
  };

  const counters = [
    { label: copy.counters.total, value: data?.counts.total },
    { label: copy.counters.open, value: data?.counts.open },
    { label: copy.counters.inProgress, value: data?.counts.inProgress },
    { label: copy.counters.resolved, value: data?.counts.resolved },
  ];

  return (
    <Stack space="6">
      <Inline space="4" align="between" alignY="center">
        <Heading level={2} size="xl">
          {copy.heading}
        </Heading>
        <NewTicketDialog />
      </Inline>

      <StatGroup aria-label={copy.counters.label} aria-busy={list.isPending || undefined}>
        {counters.map((counter) => (
          <Stat key={counter.label} label={counter.label} value={counter.value ?? '–'} />
        ))}
      </StatGroup>

      <Inline space="4" alignY="bottom" collapseBelow="tablet" role="search" aria-label={copy.filters.label}>
        <SearchField
          label={copy.filters.search.label}
          hint={copy.filters.search.hint}
          value={text}
          onValueChange={setText}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Select
          label={copy.filters.status.label}
          value={status}
          options={statusOptions}
          onChange={(event) => {
            setStatus(event.target.value as TicketStatus | '');
            setPage(1);
          }}
        />
        <Select
          label={copy.filters.urgency.label}
          value={urgency}
          options={urgencyOptions}
          onChange={(event) => {
            setUrgency(event.target.value as TicketUrgency | '');
            setPage(1);
          }}
        />
      </Inline>

      {list.isError && (
        <Card tone="critical" padding="md" role="alert">
          <Stack space="3">
            <Text weight="semibold">{copy.loadFailed}</Text>
            <Text>{failureText(list.error)}</Text>
            <div>
              <Button variant="outline" icon={<RotateCw />} onClick={() => void list.refetch()}>
                {copy.retryLabel}
              </Button>
            </div>
          </Stack>
        </Card>
      )}

      <Text role="status" tone="muted">
        {data ? copy.found(data.total) : ''}
      </Text>

      {list.isPending ? (
        <Spinner label={copy.loading} />
      ) : !data ? null : data.tickets.length === 0 ? (
        filtered ? (
          <NoResults headingLevel={3} title={copy.empty.title} description={copy.empty.description} resetLabel={copy.empty.resetLabel} onReset={reset} />
        ) : (
          <EmptyState headingLevel={3} icon={Inbox} title={copy.noTickets.title} description={copy.noTickets.description} />
        )
      ) : (
        <Stack as="ul" space="3" aria-label={copy.heading} aria-busy={list.isPlaceholderData || undefined}>
          {data.tickets.map((ticket) => (
            <StaffTicketCard key={ticket.id} ticket={ticket} open={open.has(ticket.id)} onOpenChange={(isOpen) => toggle(ticket.id, isOpen)} user={user} />
          ))}
        </Stack>
      )}

      <Pagination label={copy.pagesLabel} page={page} pageCount={pageCount} onPageChange={setPage} />
    </Stack>
  );
}
