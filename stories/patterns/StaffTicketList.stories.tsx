import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Heading,
  Inline,
  NoResults,
  Pagination,
  SearchField,
  Select,
  Stack,
  Text,
  TicketCard,
  ticketStatuses,
  ticketUrgencies,
  type TicketCardData,
} from '@orisun/ui';
import { detailedTicket, longTicket, manyTickets, newTicket } from '../components/tickets.ts';

const pageSize = 5;
const all: TicketCardData[] = [newTicket, detailedTicket, longTicket, ...manyTickets(19)];

/**
 * The staff dashboard's ticket list, from kit parts only and static data (no fetch): search,
 * status and urgency filters, expandable TicketCards and Pagination. The dashboard page wires the
 * same parts to the API later.
 */
function StaffTicketList({ tickets }: { tickets: TicketCardData[] }) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('all');
  const [urgency, setUrgency] = useState('all');
  const [page, setPage] = useState(1);

  const found = useMemo(() => {
    const q = query.trim().toLowerCase();
    return tickets.filter(
      (t) =>
        (status === 'all' || (t.status ?? 'pending') === status) &&
        (urgency === 'all' || t.urgency === urgency) &&
        (!q || [t.customer.name, t.subject, t.reference ?? t.id].some((field) => field.toLowerCase().includes(q))),
    );
  }, [tickets, query, status, urgency]);
  const pageCount = Math.ceil(found.length / pageSize);
  const current = Math.min(page, Math.max(pageCount, 1));
  const shown = found.slice((current - 1) * pageSize, current * pageSize);
  const reset = () => {
    setQuery('');
    setStatus('all');
    setUrgency('all');
    setPage(1);
  };

  return (
    <Stack space="5">
      <Heading level={2}>Tickets</Heading>
      <Inline space="4" alignY="bottom" collapseBelow="tablet">
        <SearchField
          label="Search tickets"
          hint="Customer, subject or reference"
          value={query}
          onValueChange={setQuery}
          onSearch={() => setPage(1)}
          debounce={0}
        />
        <Select
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
          options={[{ value: 'all', label: 'All statuses' }, ...[...ticketStatuses, 'pending'].map((s) => ({ value: s, label: s.replace(/-/g, ' ') }))]}
        />
        <Select
          label="Urgency"
          value={urgency}
          onChange={(e) => {
            setUrgency(e.target.value);
            setPage(1);
          }}
          options={[{ value: 'all', label: 'All urgencies' }, ...ticketUrgencies.map((u) => ({ value: u, label: u }))]}
        />
      </Inline>
      <Text tone="muted" aria-live="polite">
        {found.length === 1 ? '1 ticket' : `${found.length} tickets`}
      </Text>
      {shown.length === 0 ? (
        <NoResults title="No tickets found matching your criteria" description="Try another search or fewer filters." resetLabel="Reset filters" onReset={reset} />
      ) : (
        <Stack as="ul" space="3">
          {shown.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} headingLevel={3}>
              <TicketCard.Actions>
                <Text size="sm" tone="muted">
                  Assign, respond and status actions go here.
                </Text>
              </TicketCard.Actions>
            </TicketCard>
          ))}
        </Stack>
      )}
      <Pagination label="Ticket pages" page={current} pageCount={pageCount} onPageChange={setPage} />
    </Stack>
  );
}

const meta = {
  title: 'Patterns/StaffTicketList',
  component: StaffTicketList,
  args: { tickets: all },
  argTypes: { tickets: { control: false } },
} satisfies Meta<typeof StaffTicketList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing may be wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}

/** At 1280 px: search, filter by status, open a ticket, go to the next page. */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    await expect(canvas.getByText('22 tickets')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Ticket pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tickets' }), 'billing portal');
    await waitFor(() => expect(canvas.getByText('1 ticket')).toBeVisible());
    await expect(canvas.queryByRole('navigation', { name: 'Ticket pages' })).toBeNull();
    const trigger = canvas.getByRole('button', { name: detailedTicket.subject });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Probably the single sign-on change from last night. Asked Femi to check.')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** At 375 px: filters stack, cards wrap, pagination is compact; nothing scrolls sideways, even open. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'waiting-for-response');
    const trigger = canvas.getByRole('button', { name: longTicket.subject });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** No ticket matches: the reset button brings the whole list back. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tickets' }), 'zzz');
    await expect(await canvas.findByText('No tickets found matching your criteria')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(canvas.getByText('22 tickets')).toBeVisible();
  },
};

/** No tickets at all. */
export const Empty: Story = { args: { tickets: [] } };

/** The list at both widths for visual review (page 1, first ticket open). */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  args: { tickets: [detailedTicket, newTicket, longTicket] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: detailedTicket.subject });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // A pointer click shows no focus ring; the scripted one would leave it in the screenshot.
    trigger.blur();
  },
};
