import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@orisun/api';
import { createStaffDesk, forumQueueHandlers, outboxHandlers, respondWithError, staffDeskMoreTickets, staffDeskTickets, staffFixtures } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { renderStaffPages } from '@orisun/test-support/staff-pages';

const { server, requests } = mockApi();

function useDesk(options: Parameters<typeof createStaffDesk>[0] = {}) {
  const desk = createStaffDesk(options);
  server.use(...desk.handlers);
  return desk;
}

const main = () => screen.getByRole('tabpanel');
const cards = () => within(main()).queryAllByRole('article');
const subjects = () => cards().map((card) => within(card).getByRole('button', { expanded: false }).textContent);
/** The counters as `Label value` pairs. */
const counters = () => within(screen.getByLabelText('Ticket counts')).getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
const ticketRequests = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/tickets');

describe('/admin/dashboard, the staff dashboard', () => {
  it('an admin: their name and role, Sign out, every tab, the counters and the tickets newest activity first; no axe violations', async () => {
    useDesk();
    const { container } = renderStaffPages('/admin/dashboard');
    expect(await screen.findByText('Signed in as Adaeze Okafor (Admin)')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Support Dashboard' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Tickets', 'Inbox', 'Saved replies', 'Mail', 'Forum', 'Users']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(subjects()).toEqual(['How do I add a second admin?', 'Invoices page shows the wrong currency', 'Password reset mail not arriving']);
    expect(counters()).toEqual(['Total 3', 'Open 1', 'In Progress 1', 'Resolved 1']);
    expect(within(main()).getByText('3 tickets')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('a staff member sees no Users tab, even when the address asks for it', async () => {
    useDesk({ signedIn: staffFixtures.staff.user });
    renderStaffPages('/admin/dashboard?tab=users');
    expect(await screen.findByText('Signed in as Tunde Bakare (Staff)')).toBeVisible();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Tickets', 'Inbox', 'Saved replies', 'Mail']);
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Forum' })).toBeNull();
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Tickets' })).toBeVisible();
    expect(requests.some((r) => r.path === '/api/admin/users')).toBe(false);
    expect(requests.some((r) => r.path === '/api/forum/queue')).toBe(false);
  });

  it("an admin's Forum tab (?tab=forum) shows the moderation queue with its count", async () => {
    useDesk();
    server.use(...forumQueueHandlers());
    renderStaffPages('/admin/dashboard?tab=forum');
    expect(await screen.findByRole('tab', { name: 'Forum', selected: true })).toBeVisible();
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Forum moderation (3 open entries)' })).toBeVisible();
    expect(within(within(main()).getByRole('list', { name: 'Moderation queue' })).getAllByRole('article')).toHaveLength(3);
  });

  it('the Mail tab counts the failed mail on its label (staff too) and opens the list; sent again, the count goes', async () => {
    useDesk({ signedIn: staffFixtures.staff.user });
    server.use(...outboxHandlers());
    const { container } = renderStaffPages('/admin/dashboard');
    const mailTab = await screen.findByRole('tab', { name: 'Mail 3 failed' });
    expect(mailTab).toHaveAttribute('aria-selected', 'false');
    expect(within(mailTab).getByText('3')).toBeVisible();
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(mailTab);
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Failed mail (3 failed mails)' })).toBeVisible();
    expect(within(main()).getAllByRole('button', { name: /^Send again: / })).toHaveLength(3);
    // One request for the first page serves the tab's count and the panel.
    expect(requests.filter((r) => r.method === 'GET' && r.path === '/api/outbox/failed')).toHaveLength(1);
    await user.click(within(main()).getByRole('button', { name: 'Send all again' }));
    expect(await within(main()).findByRole('region', { name: 'No failed mail' })).toBeVisible();
    // The tab's count goes with the mail.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Mail' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('signed out (401 from the session): sends the visitor to /admin, which brings them back here', async () => {
    useDesk({ signedIn: null });
    const page = renderStaffPages('/admin/dashboard?tab=users');
    await waitFor(() => expect(page.location()).toBe(`/admin?next=${encodeURIComponent('/admin/dashboard?tab=users')}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(requests.some((r) => r.path === '/api/tickets')).toBe(false);
  });

  it('Sign out ends the session and goes to /admin', async () => {
    const desk = useDesk();
    const user = userEvent.setup();
    const page = renderStaffPages('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(page.location()).toBe('/admin'));
    expect(desk.signedIn()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('searches on the server once typing pauses, filters by status and urgency, and says when nothing matches', async () => {
    useDesk();
    const user = userEvent.setup();
    renderStaffPages('/admin/dashboard');
    await waitFor(() => expect(cards()).toHaveLength(3));

    await user.type(within(main()).getByRole('searchbox', { name: /^Search tickets/ }), 'password');
    await waitFor(() => expect(subjects()).toEqual(['Password reset mail not arriving']));
    expect(within(main()).getByText('1 ticket')).toBeVisible();
    // One request for the whole word, not one per letter.
    expect(ticketRequests()).toHaveLength(2);

    await user.selectOptions(within(main()).getByRole('combobox', { name: 'Status' }), 'open');
    const empty = await within(main()).findByRole('region', { name: 'No tickets found matching your criteria' });
    expect(cards()).toHaveLength(0);
    await user.click(within(empty).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(within(main()).getByRole('searchbox', { name: /^Search tickets/ })).toHaveValue('');

    await user.selectOptions(within(main()).getByRole('combobox', { name: 'Urgency' }), 'high');
    await waitFor(() => expect(subjects()).toEqual(['Invoices page shows the wrong currency']));
  });

  it('pages through the tickets on the server', async () => {
    useDesk({ tickets: [...staffDeskTickets(), ...staffDeskMoreTickets(12)] });
    const user = userEvent.setup();
    renderStaffPages('/admin/dashboard');
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(within(main()).getByText('15 tickets')).toBeVisible();
    const pages = within(main()).getByRole('navigation', { name: 'Ticket pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("'Failed to load tickets' when the list cannot be loaded, and 'Try again' loads it", async () => {
    useDesk();
    server.use(respondWithError(endpoints.listTickets, 500));
    const user = userEvent.setup();
    renderStaffPages('/admin/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tickets');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    server.resetHandlers();
    useDesk();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('works by keyboard: arrows between the tabs, Enter opens a ticket, Tab through its actions, Enter assigns', async () => {
    useDesk();
    const user = userEvent.setup();
    renderStaffPages('/admin/dashboard');
    const ticketsTab = await screen.findByRole('tab', { name: 'Tickets' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    ticketsTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Saved replies' })).toHaveFocus();
    expect(await screen.findByRole('list', { name: 'Saved replies' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mail' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Mail' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('heading', { name: /^Failed mail/ })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Forum' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Forum' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('heading', { name: /^Forum moderation/ })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('table', { name: 'Staff accounts' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    await waitFor(() => expect(ticketsTab).toHaveAttribute('aria-selected', 'true'));

    const trigger = await within(main()).findByRole('button', { name: 'How do I add a second admin?' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const card = within(screen.getByRole('article', { name: 'How do I add a second admin?' }));
    // Tab leads from the subject into the card's actions, the team first.
    const team = card.getByRole('combobox', { name: 'Team' });
    for (let i = 0; i < 10 && document.activeElement !== team; i++) await user.tab();
    expect(team).toHaveFocus();
    await user.selectOptions(team, 'Billing Team');
    await user.tab();
    expect(card.getByRole('button', { name: 'Assign' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ticket assigned to Billing Team', { selector: '[data-part="Title"]' })).toBeInTheDocument();
  });

  it('no tickets at all: says so', async () => {
    useDesk({ tickets: [] });
    renderStaffPages('/admin/dashboard');
    expect(await within(await screen.findByRole('tabpanel')).findByRole('heading', { name: 'No tickets yet' })).toBeVisible();
  });
});
