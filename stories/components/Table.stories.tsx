import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusBadge, Table, UrgencyBadge, type TableColumn, type TableSort, type TicketCardData } from '@orisun/ui';
import { longTicket, manyTickets } from './tickets.ts';

const columns: TableColumn[] = [
  { id: 'reference', header: 'Reference' },
  { id: 'subject', header: 'Subject', sortable: true },
  { id: 'customer', header: 'Customer', sortable: true },
  { id: 'urgency', header: 'Urgency' },
  { id: 'status', header: 'Status' },
  { id: 'created', header: 'Created', sortable: true, align: 'end' },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

function sortTickets(tickets: TicketCardData[], sort: TableSort | null) {
  if (!sort) return tickets;
  const key = (t: TicketCardData) => (sort.column === 'customer' ? t.customer.name : sort.column === 'subject' ? t.subject : t.created.at);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...tickets].sort((a, b) => sign * key(a).localeCompare(key(b)));
}

/** The rows, passed straight to the table (not wrapped in a component), so it can tell when there are none. */
function ticketRows(tickets: TicketCardData[]) {
  return tickets.map((t) => (
    <Table.Row key={t.id}>
      <Table.Cell rowHeader>{t.reference}</Table.Cell>
      <Table.Cell>{t.subject}</Table.Cell>
      <Table.Cell>{t.customer.name}</Table.Cell>
      <Table.Cell>
        <UrgencyBadge urgency={t.urgency}>{t.urgency}</UrgencyBadge>
      </Table.Cell>
      <Table.Cell>
        <StatusBadge status={t.status} />
      </Table.Cell>
      <Table.Cell align="end" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={t.created.at}>{dateFormat.format(new Date(t.created.at))}</time>
      </Table.Cell>
    </Table.Row>
  ));
}

/** The caller owns the order: it sorts its data when the table asks. */
function SortedTickets({ tickets, ...props }: Omit<Parameters<typeof Table>[0], 'columns' | 'children'> & { tickets: TicketCardData[] }) {
  const [sort, setSort] = useState<TableSort | null>(props.sort ?? { column: 'created', direction: 'descending' });
  return (
    <Table
      {...props}
      columns={columns}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    >
      {ticketRows(sortTickets(tickets, sort))}
    </Table>
  );
}

const meta = {
  title: 'Components/Table',
  component: Table,
  args: { caption: 'Support tickets', columns, captionHidden: false, minWidth: '46rem', emptyMessage: 'No tickets found matching your criteria', onSortChange: fn() },
  argTypes: { columns: { control: false }, children: { control: false } },
  render: (args) => <SortedTickets {...args} tickets={manyTickets(5)} />,
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by creation, newest first (`minWidth` 46rem: narrower screens scroll it sideways); Subject, Customer and Created sort when pressed (Enter or Space). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Support tickets' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
    const subject = canvas.getByRole('button', { name: 'Subject' });
    subject.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'subject', direction: 'ascending' });
    await expect(canvas.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Created' })).not.toHaveAttribute('aria-sort');
    const firstSubject = () => canvas.getAllByRole('row')[1]!.querySelectorAll('td')[0]!.textContent;
    await expect(firstSubject()).toBe('API returns 502 on large uploads');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstSubject()).toBe('Website contact form sends blank messages');
  },
};

/** No rows: one full-width row says so. */
export const Empty: Story = {
  render: (args) => <SortedTickets {...args} tickets={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No tickets found matching your criteria' })).toBeVisible();
  },
};

/** `captionHidden`: a heading above says the same; the caption still names the table. */
export const CaptionHidden: Story = {
  args: { captionHidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Support tickets' })).toBeInTheDocument();
  },
};

/** Many rows. */
export const ManyRows: Story = { render: (args) => <SortedTickets {...args} tickets={manyTickets(30)} /> };

/** Long text wraps in its cell; a long reference stays whole. */
export const LongText: Story = { render: (args) => <SortedTickets {...args} tickets={[longTicket, ...manyTickets(2)]} /> };

/**
 * At 375 px the table scrolls sideways inside its frame, never the page; the frame is then a
 * region named by the caption that takes keyboard focus (arrow keys scroll it).
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Support tickets' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // `minWidth` 46rem keeps the columns readable; the frame scrolls instead.
    await expect(within(region).getByRole('table').getBoundingClientRect().width).toBeGreaterThanOrEqual(736);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/**
 * At 375 px with `stackBelow="tablet"`: no sideways scrolling at all; every row is a card of lines, each labelled with
 * its column, for a table whose every column matters on a phone (the staff inbox). Screen readers still hear a table.
 */
export const PhoneStacked: Story = {
  args: { stackBelow: 'tablet' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Support tickets' });
    const frame = table.parentElement!;
    await expect(frame).not.toHaveAttribute('role', 'region');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
    const firstRow = within(table).getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('cell');
    await expect(getComputedStyle(cells[0]!, '::before').content).toBe(`"${cells[0]!.getAttribute('data-label')}"`);
    for (const cell of cells) await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/**
 * At 375 px with `captionHidden` and a wide table: the caption's hidden text (placed in the middle of
 * the table's width) stays inside the frame too, so the page never scrolls sideways.
 */
export const PhoneCaptionHidden: Story = {
  args: { captionHidden: true, minWidth: '60rem' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Support tickets' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <SortedTickets {...args} tickets={[longTicket, ...manyTickets(4)]} />
      <SortedTickets {...args} caption="Resolved this week" captionHidden tickets={[]} />
    </div>
  ),
};
