import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { endpoints, type InboxBrief } from '@orisun/api';
import { inboxFixtures, inboxHandlers, respondWithError } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { ToastProvider, UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../../app/Providers.tsx';
import { RouterLink } from '../../../runtime/RouterLink.tsx';
import { inboxCopy } from './inboxCopy.ts';
import { InboxPanel, type InboxPanelProps } from './InboxPanel.tsx';

const { server, requests } = mockApi();

function renderPanel(props: InboxPanelProps = {}) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: <InboxPanel {...props} /> }], { initialEntries: ['/admin/dashboard'] });
  const view = render(
    <Providers queryClient={client} toasts={ToastProvider}>
      <UiProvider linkComponent={RouterLink}>
        <RouterProvider router={router} />
      </UiProvider>
    </Providers>,
  );
  return { ...view, router };
}

/** Clicks a link and tells whether the page (the router) took the click; the browser's own navigation is stopped. */
async function clickTakenByRouter(user: ReturnType<typeof userEvent.setup>, link: HTMLElement): Promise<boolean> {
  let taken = false;
  const listener = (event: MouseEvent) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  try {
    await user.click(link);
  } finally {
    document.removeEventListener('click', listener);
  }
  return taken;
}

const table = (name: RegExp | string) => screen.findByRole('table', { name });
/** The row headers (who sent each item) of a table, in order. */
const senders = (t: HTMLElement) => within(t).getAllByRole('rowheader').map((cell) => within(cell).getAllByText(/\S/)[0]!.textContent);
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const listRequests = (kind: string) => requests.filter((r) => r.method === 'GET' && r.path === `/api/inbox/${kind}`);

describe('InboxPanel', () => {
  it('shows one tab per kind and the project briefs newest first, with the count, a caption and the export link', async () => {
    const { container } = renderPanel();
    const tabs = within(screen.getByRole('tablist', { name: inboxCopy.tabsLabel })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Project briefs', 'Team applications', 'Contact messages', 'Reservations', 'Subscribers', 'Expert Network']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const briefs = await table('Project briefs, newest first');
    expect(senders(briefs)).toEqual(['Ngozi Adichie', 'Kwame Mensah', 'Amina Bello']);
    expect(screen.getByText('3 project briefs')).toBeVisible();
    const kwame = rowOf('Kwame Mensah');
    expect(within(kwame).getByRole('checkbox', { name: 'Handled' })).toBeChecked();
    expect(within(kwame).getByRole('checkbox', { name: 'Handled' })).toHaveAccessibleDescription(/By Tunde Bakare, 22 Nov 2026, 15:00/);
    expect(within(rowOf('Ngozi Adichie')).getByRole('checkbox', { name: 'Handled' })).not.toBeChecked();
    // Times are shown in West Africa Time, machine-readable in UTC.
    expect(within(rowOf('Ngozi Adichie')).getByText('24 Nov 2026, 17:20')).toHaveAttribute('datetime', '2026-11-24T16:20:00.000Z');

    const exportLink = screen.getByRole('link', { name: inboxCopy.exportLabel });
    expect(exportLink).toHaveAttribute('href', '/api/inbox/briefs/export.csv');
    expect(exportLink).toHaveAttribute('download');
    expect(exportLink).toHaveAccessibleDescription(inboxCopy.exportDescription('briefs'));
    await expectNoAxeViolations(container);
  });

  it('searches (the export link follows), shows a reset when nothing matches, and resets', async () => {
    const user = userEvent.setup();
    renderPanel();
    await table(/Project briefs/);
    await user.type(screen.getByRole('searchbox', { name: 'Search project briefs' }), 'ADIRE{Enter}');
    await waitFor(() => expect(senders(screen.getByRole('table'))).toEqual(['Ngozi Adichie']));
    expect(listRequests('briefs').at(-1)).toBeDefined();
    expect(screen.getByText('1 project brief')).toBeVisible();
    expect(screen.getByRole('link', { name: inboxCopy.exportLabel })).toHaveAttribute('href', '/api/inbox/briefs/export.csv?q=ADIRE');

    await user.clear(screen.getByRole('searchbox', { name: 'Search project briefs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search project briefs' }), 'nobody at all{Enter}');
    const none = await screen.findByRole('region', { name: inboxCopy.noResultsTitle('briefs') });
    await user.click(within(none).getByRole('button', { name: inboxCopy.resetFilters }));
    await waitFor(() => expect(senders(screen.getByRole('table'))).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Search project briefs' })).toHaveValue('');
  });

  it("filters contact messages by office and by handled; the export link carries the same filters", async () => {
    const user = userEvent.setup();
    renderPanel({ defaultKind: 'contact' });
    await table(/Contact messages/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Office' }), 'Cotonou');
    await waitFor(() => expect(senders(screen.getByRole('table'))).toEqual(['Sèna Houngbo']));
    await user.selectOptions(screen.getByRole('combobox', { name: inboxCopy.handledFilter.label }), 'Handled');
    await waitFor(() => expect(screen.getByRole('link', { name: inboxCopy.exportLabel })).toHaveAttribute('href', '/api/inbox/contact/export.csv?handled=true&office=3'));
    expect(senders(screen.getByRole('table'))).toEqual(['Sèna Houngbo']);
    await user.selectOptions(screen.getByRole('combobox', { name: inboxCopy.handledFilter.label }), 'Not handled');
    expect(await screen.findByRole('region', { name: inboxCopy.noResultsTitle('contact') })).toBeVisible();
  });

  it('says which items were written in French, under who sent them, and to answer in French (as a ticket does); English ones say nothing', async () => {
    const { contact, reservations } = inboxFixtures.items;
    const inFrench = <T extends { language: string }>(item: T) => ({ ...item, language: 'fr' as const });
    server.use(...inboxHandlers({ items: { contact: contact.map((c) => (c.name === 'Sèna Houngbo' ? inFrench(c) : c)), reservations: [inFrench(reservations[0]!), reservations[1]!] } }));
    const user = userEvent.setup();
    const { container } = renderPanel({ defaultKind: 'contact' });
    await table(/Contact messages/);
    const sena = screen.getByRole('rowheader', { name: /Sèna Houngbo/ });
    expect(within(sena).getByText('Written in French: answer in French.')).toBeVisible();
    expect(within(rowOf('Bola Ahmed')).queryByText(/Written in/)).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('tab', { name: 'Reservations' }));
    await table(/Reservations/);
    expect(within(screen.getByRole('rowheader', { name: /ifeoma@example\.com/ })).getByText('Written in French: answer in French.')).toBeVisible();
    expect(within(rowOf('segun@example.com')).queryByText(/Written in/)).toBeNull();
  });

  it('marks an item handled at once, then shows who did; a refused change goes back with an error toast', async () => {
    server.use(...inboxHandlers({ delayMs: 400 }));
    const user = userEvent.setup();
    renderPanel();
    await table(/Project briefs/);
    const box = within(rowOf('Ngozi Adichie')).getByRole('checkbox', { name: 'Handled' });
    await user.click(box);
    // Optimistic: checked before the server has answered.
    expect(box).toBeChecked();
    expect(box).not.toHaveAccessibleDescription(/By /);
    await waitFor(() => expect(box).toHaveAccessibleDescription(/By Adaeze Okafor/));
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([[`/api/inbox/briefs/${inboxFixtures.items.briefs[0]!.id}/handled`, { handled: true }]]);

    server.use(respondWithError(endpoints.setInboxHandled, 500));
    const amina = within(rowOf('Amina Bello')).getByRole('checkbox', { name: 'Handled' });
    await user.click(amina);
    expect(await screen.findByText(inboxCopy.handled.markFailed(true))).toBeInTheDocument();
    await waitFor(() => expect(amina).not.toBeChecked());
  });

  it('links each team application to its resume as a download', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Team applications' }));
    await table(/Team applications/);
    const link = within(rowOf('Tunde Bakare')).getByRole('link', { name: /Download the resume of Tunde Bakare: Tunde Bakare CV\.pdf/ });
    expect(link).toHaveAttribute('href', `/api/inbox/applications/${inboxFixtures.items.applications[0]!.id}/resume`);
    expect(link).toHaveAttribute('download');
    expect(within(rowOf('Tunde Bakare')).getByText('(180 KB)')).toBeVisible();
  });

  it('leaves the export and resume downloads to the browser: the router never takes them for pages', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel({ defaultKind: 'applications' });
    await table(/Team applications/);
    expect(await clickTakenByRouter(user, screen.getByRole('link', { name: inboxCopy.exportLabel }))).toBe(false);
    expect(await clickTakenByRouter(user, within(rowOf('Tunde Bakare')).getByRole('link', { name: /Download the resume/ }))).toBe(false);
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('marks unsubscribed subscribers and filters by list', async () => {
    const user = userEvent.setup();
    renderPanel({ defaultKind: 'subscribers' });
    await table(/Subscribers/);
    expect(within(rowOf('former@example.com')).getByText('Unsubscribed')).toBeVisible();
    expect(within(rowOf('chidi@example.com')).getByText('Waiting for confirmation')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'List' }), 'Developer Portal waitlist');
    await waitFor(() => expect(senders(screen.getByRole('table'))).toEqual(['dev.yaw@example.com']));
  });

  it('reopens an Expert Network application so the person can apply again', async () => {
    server.use(...inboxHandlers());
    const user = userEvent.setup();
    renderPanel({ defaultKind: 'consultants' });
    await table(/Expert Network/);
    expect(within(rowOf('Olumide Ajayi')).getByText(inboxCopy.reopen.reopened)).toBeVisible();
    expect(within(rowOf('Olumide Ajayi')).queryByRole('button', { name: /Reopen/ })).toBeNull();
    await user.click(within(rowOf('Chiamaka Eze')).getByRole('button', { name: /^Reopen: Lets Chiamaka Eze apply/ }));
    expect(await screen.findByText(inboxCopy.reopen.done('Chiamaka Eze'))).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Chiamaka Eze')).getByText(inboxCopy.reopen.reopened)).toBeVisible());
    expect(within(rowOf('Chiamaka Eze')).getByRole('checkbox', { name: 'Handled' })).toBeChecked();
  });

  it('pages through long lists, and shows an empty state for a kind with nothing yet', async () => {
    const many: InboxBrief[] = Array.from({ length: 25 }, (_, i) => ({
      ...inboxFixtures.items.briefs[0]!,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Person ${String(i).padStart(2, '0')}`,
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
    }));
    server.use(...inboxHandlers({ items: { briefs: many, reservations: [] } }));
    const user = userEvent.setup();
    renderPanel();
    await table(/Project briefs/);
    expect(senders(screen.getByRole('table'))).toHaveLength(20);
    expect(senders(screen.getByRole('table'))[0]).toBe('Person 24');
    const pages = screen.getByRole('navigation', { name: 'Project briefs pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(senders(screen.getByRole('table'))).toEqual(['Person 04', 'Person 03', 'Person 02', 'Person 01', 'Person 00']));
    expect(screen.getByText('25 project briefs')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Reservations' }));
    expect(await screen.findByRole('region', { name: inboxCopy.emptyTitle('reservations') })).toBeVisible();
  });

  it('says when the inbox cannot be loaded and tries again on request', async () => {
    server.use(respondWithError(endpoints.listInbox, 401));
    const user = userEvent.setup();
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(inboxCopy.loadFailed);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: inboxCopy.retry }));
    expect(await table(/Project briefs/)).toBeVisible();
  });
});
