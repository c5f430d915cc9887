import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlProblems } from '@orisun/test-support/html';
import { TicketCard, type TicketCardData } from './TicketCard.tsx';
import { Table } from '../Table/Table.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';

const ticket: TicketCardData = {
  id: 'k3v9',
  subject: 'Cannot log in',
  customer: { name: 'Amaka Eze', email: 'amaka@example.com' },
  urgency: 'high',
  status: 'waiting-for-response',
  message: 'It fails.',
  created: { at: '2026-11-24T08:15:00Z' },
  lastActivity: { at: '2026-11-24T10:00:00Z' },
  conversation: [{ id: 'n', kind: 'internal', author: 'Tunde', body: 'SSO?', at: '2026-11-24T09:00:00Z' }],
  audit: [{ id: 'a', actor: 'Tunde', action: 'assigned it', at: '2026-11-24T08:30:00Z' }],
};

/** The server-rendered markup of the desk pieces is valid HTML (the customer ticket page is prerendered around them). */
describe('desk markup (SSR)', () => {
  it('TicketCard, open and closed, is valid HTML', async () => {
    const html = renderToStaticMarkup(
      <main>
        <TicketCard ticket={ticket} />
        <TicketCard ticket={{ ...ticket, id: 'b' }} defaultOpen>
          <TicketCard.Actions>
            <button type="button">Assign</button>
          </TicketCard.Actions>
        </TicketCard>
      </main>,
    );
    expect(await htmlProblems(html)).toEqual([]);
  });

  it('Table (rows, sorted, empty), Pagination (buttons, links) and SearchField are valid HTML', async () => {
    const html = renderToStaticMarkup(
      <main>
        <Table caption="Tickets" columns={[{ id: 'a', header: 'A', sortable: true }, { id: 'b', header: 'B' }]} defaultSort={{ column: 'a', direction: 'ascending' }}>
          <Table.Row>
            <Table.Cell rowHeader>1</Table.Cell>
            <Table.Cell>x</Table.Cell>
          </Table.Row>
        </Table>
        <Table caption="Nothing" captionHidden columns={[{ id: 'a', header: 'A' }]} />
        <Pagination page={1} pageCount={20} onPageChange={() => {}} />
        <Pagination label="Links" page={20} pageCount={20} hrefForPage={(p) => `?page=${p}`} />
        <SearchField label="Search" searchRole defaultValue="x" />
      </main>,
    );
    expect(await htmlProblems(html)).toEqual([]);
  });
});
