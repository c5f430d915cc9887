import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn, type TableSort } from './Table.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

const columns: TableColumn[] = [
  { id: 'reference', header: 'Reference' },
  { id: 'subject', header: 'Subject', sortable: true },
  { id: 'created', header: 'Created', sortable: true, align: 'end' },
];
const rows = [
  { reference: 'T-1', subject: 'Login fails', created: '2026-11-20' },
  { reference: 'T-2', subject: 'Invoice missing', created: '2026-11-22' },
];

function Sorted({ onSortChange }: { onSortChange?: (s: TableSort) => void }) {
  const [sort, setSort] = useState<TableSort>({ column: 'created', direction: 'descending' });
  const sorted = [...rows].sort((a, b) => {
    const k = sort.column as 'subject' | 'created';
    return (sort.direction === 'ascending' ? 1 : -1) * a[k].localeCompare(b[k]);
  });
  return (
    <Table
      caption="Tickets"
      columns={columns}
      sort={sort}
      onSortChange={(s) => {
        setSort(s);
        onSortChange?.(s);
      }}
    >
      {sorted.map((r) => (
        <Table.Row key={r.reference}>
          <Table.Cell rowHeader>{r.reference}</Table.Cell>
          <Table.Cell>{r.subject}</Table.Cell>
          <Table.Cell align="end">{r.created}</Table.Cell>
        </Table.Row>
      ))}
    </Table>
  );
}

describe('Table', () => {
  it('is named by its caption, with column and row headers', () => {
    render(<Sorted />);
    const table = screen.getByRole('table', { name: 'Tickets' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'T-1' })).toBeInTheDocument();
  });

  it('marks only the sorted column with aria-sort, and sortable headers are buttons', () => {
    render(<Sorted />);
    const [reference, subject, created] = screen.getAllByRole('columnheader');
    expect(created).toHaveAttribute('aria-sort', 'descending');
    expect(subject).not.toHaveAttribute('aria-sort');
    expect(within(reference!).queryByRole('button')).toBeNull();
    expect(within(subject!).getByRole('button', { name: 'Subject' })).toBeInTheDocument();
  });

  it('sorts from the keyboard: ascending first, then toggling, and reports each change', async () => {
    const onSortChange = vi.fn();
    render(<Sorted onSortChange={onSortChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Subject' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'subject', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Invoice missing');
    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'subject', direction: 'descending' });
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Login fails');
    expect(screen.getByRole('columnheader', { name: 'Created' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts on its own when uncontrolled', async () => {
    render(<Table caption="Tickets" columns={columns} defaultSort={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Created' }));
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the empty message in one row spanning every column', () => {
    render(<Table caption="Tickets" columns={columns} emptyMessage="No tickets found matching your criteria" />);
    const cell = screen.getByRole('cell', { name: 'No tickets found matching your criteria' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('keeps a hidden caption as the name', () => {
    render(<Table caption="Tickets" captionHidden columns={columns} />);
    expect(screen.getByRole('table', { name: 'Tickets' })).toBeInTheDocument();
  });

  it('becomes a focusable region named by the caption only when it overflows', () => {
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
    render(<Sorted />);
    const region = screen.getByRole('region', { name: 'Tickets' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('data-component', 'Table');
    spy.mockRestore();
    client.mockRestore();
  });

  it('is no region when it fits', () => {
    render(<Sorted />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('has no axe violations, with rows and empty', async () => {
    const { container } = render(
      <>
        <Sorted />
        <Table caption="Nothing" columns={columns} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('Table stacked on phones (stackBelow)', () => {
  function Inbox() {
    const cells = (r: (typeof rows)[number]) => (
      <>
        <Table.Cell rowHeader>{r.reference}</Table.Cell>
        <Table.Cell>{r.subject}</Table.Cell>
        <Table.Cell>{r.created}</Table.Cell>
      </>
    );
    return (
      <Table caption="Inbox" columns={[columns[0]!, { id: 'subject', header: <em>Subject</em>, label: 'Subject' }, columns[2]!]} stackBelow="tablet">
        {rows.map((r) => (
          <Table.Row key={r.reference}>{cells(r)}</Table.Row>
        ))}
      </Table>
    );
  }

  it("labels every cell with its column, even from a fragment, and keeps the table's roles for screen readers; no axe violations", async () => {
    const { container } = render(<Inbox />);
    const table = screen.getByRole('table', { name: 'Inbox' });
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader')).toHaveAttribute('data-label', 'Reference');
    expect(within(first!).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual(['Subject', 'Created']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Reference', 'Subject', 'Created']);
    await expectNoAxeViolations(container);
  });

  it('a table without stackBelow writes no labels or roles', () => {
    render(<Sorted />);
    const table = screen.getByRole('table', { name: 'Tickets' });
    expect(table).not.toHaveAttribute('role');
    expect(table.querySelector('[data-label]')).toBeNull();
  });
});
