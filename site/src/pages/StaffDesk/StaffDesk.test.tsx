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

const invoices = 'Invoices page shows the wrong currency';
const secondAdmin = 'How do I add a second admin?';
const secondAdminRef = 'ORI-2HFA-8W4N-7K3M-9QXD';

const nav = () => screen.getByRole('navigation', { name: 'Desk views' });
/** The list of tickets (named by its heading). */
const list = () => screen.getByRole('list', { name: /^(My tickets|Unassigned|All open|Waiting for response|Resolved|Search results)/ });
/** The subjects of the rows, top to bottom. */
const subjects = () => within(list()).getAllByRole('link').map((row) => row.querySelector('span')?.textContent);
const row = (subject: string) => within(list()).getByRole('link', { name: new RegExp(`^${subject.replace(/[?]/g, '\\?')}`) });
/** The views with their counts, as `Name (n tickets)`. */
const views = () => within(within(nav()).getByRole('list', { name: 'Tickets' })).getAllByRole('link').map((link) => link.textContent?.replace(/^(\D+)\d+ \((.*)\)$/, '$1 ($2)'));
const ticketRequests = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/tickets');

describe('/admin/dashboard, the staff desk in its own shell', () => {
  it('an admin: the top bar, the views with counts that add up, the desk sections, All open beside no ticket; no axe violations', async () => {
    useDesk();
    const { container } = renderStaffPages('/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'Your account: Adaeze Okafor' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Support desk');
    expect(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search tickets' })).toBeVisible();
    await waitFor(() =>
      expect(views()).toEqual(['My tickets (0 tickets)', 'Unassigned (1 ticket)', 'Overdue (2 tickets)', 'All open (2 tickets)', 'Waiting for response (0 tickets)', 'Resolved (1 ticket)']),
    );
    expect(within(nav()).getByRole('link', { name: /^All open/ })).toHaveAttribute('aria-current', 'page');
    expect(within(within(nav()).getByRole('list', { name: 'Desk' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Inbox', 'Saved replies', 'Mail', 'Forum queue', 'Forum threads', 'Forum bans', 'Moderation log', 'Users']);
    expect(screen.getByRole('heading', { level: 1, name: 'Support desk: All open' })).toBeInTheDocument();
    await waitFor(() => expect(subjects()).toEqual([secondAdmin, invoices]));
    // Both open fixtures are days old: each row says which promise it broke.
    expect(screen.getAllByText(/^Overdue: /).map((flag) => flag.textContent).sort()).toEqual(['Overdue: no first response', 'Overdue: not resolved']);
    expect(screen.getByRole('heading', { level: 2, name: 'No ticket open' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('opens a ticket beside the list: its address names it, focus goes to its heading, Back returns focus to its row', async () => {
    useDesk();
    const user = userEvent.setup();
    const page = renderStaffPages('/admin/dashboard?view=unassigned');
    await waitFor(() => expect(subjects()).toEqual([secondAdmin]));
    await user.click(row(secondAdmin));
    expect(page.location()).toBe(`/admin/dashboard?view=unassigned&ticket=${secondAdminRef}`);
    const heading = await screen.findByRole('heading', { level: 2, name: secondAdmin });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(row(secondAdmin)).toHaveAttribute('aria-current', 'true');
    const back = screen.getByRole('link', { name: 'Back to Unassigned' });
    await user.click(back);
    expect(page.location()).toBe('/admin/dashboard?view=unassigned');
    await waitFor(() => expect(row(secondAdmin)).toHaveFocus());
  });

  it('a shared link to a ticket that is not on the page opens it all the same; an unknown reference says so', async () => {
    useDesk();
    renderStaffPages('/admin/dashboard?view=resolved&ticket=ORI-7K3M-9QXD-2HFA-8W4N');
    expect(await screen.findByRole('heading', { level: 2, name: invoices })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Person' })).toHaveValue(staffFixtures.staff.user.id);
  });

  it('an unknown reference in the address says there is no such ticket', async () => {
    useDesk();
    renderStaffPages('/admin/dashboard?ticket=ORI-0000-0000-0000-0000');
    expect(await screen.findByRole('heading', { level: 2, name: 'There is no such ticket' })).toBeVisible();
  });

  it('"Assign to me": the ticket is the signed-in person\'s, the counts follow, and it is under My tickets', async () => {
    const desk = useDesk();
    const user = userEvent.setup();
    renderStaffPages(`/admin/dashboard?ticket=${secondAdminRef}`);
    const card = within(await screen.findByRole('article', { name: secondAdmin }));
    await user.click(card.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Ticket assigned to Adaeze Okafor', { selector: '[data-part="Title"]' })).toBeInTheDocument();
    expect(desk.tickets().find((t) => t.reference === secondAdminRef)?.assignee?.name).toBe('Adaeze Okafor');
    await waitFor(() => expect(views().slice(0, 2)).toEqual(['My tickets (1 ticket)', 'Unassigned (0 tickets)']));
    await user.click(within(nav()).getByRole('link', { name: /^My tickets/ }));
    await waitFor(() => expect(subjects()).toEqual([secondAdmin]));
    // Passed on to someone else with the Person select.
    await user.click(row(secondAdmin));
    const person = await screen.findByRole('combobox', { name: 'Person' });
    await waitFor(() => expect(person).toHaveValue(staffFixtures.admin.user.id));
    await user.selectOptions(person, staffFixtures.staff.user.id);
    await user.click(within(screen.getByRole('form', { name: 'Assign to a person' })).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Ticket assigned to Tunde Bakare', { selector: '[data-part="Title"]' })).toBeInTheDocument();
    await waitFor(() => expect(views()[0]).toBe('My tickets (0 tickets)'));
  });

  it('a staff member sees no Users or Forum queue, even when the address asks; old ?tab= links land on their place', async () => {
    useDesk({ signedIn: staffFixtures.staff.user });
    const page = renderStaffPages('/admin/dashboard?tab=users');
    expect(await screen.findByRole('button', { name: 'Your account: Tunde Bakare' })).toBeVisible();
    expect(within(within(nav()).getByRole('list', { name: 'Desk' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Inbox', 'Saved replies', 'Mail']);
    expect(await screen.findByRole('heading', { level: 2, name: 'All open' })).toBeVisible();
    await waitFor(() => expect(page.location()).toBe('/admin/dashboard?view=users'));
    expect(requests.some((r) => r.path === '/api/admin/users')).toBe(false);
    expect(requests.some((r) => r.path === '/api/forum/queue')).toBe(false);
  });

  it("an admin's old Forum tab link (?tab=forum) opens the moderation queue", async () => {
    useDesk();
    server.use(...forumQueueHandlers());
    const page = renderStaffPages('/admin/dashboard?tab=forum');
    expect(await screen.findByRole('heading', { level: 2, name: 'Forum moderation (3 open entries)' })).toBeVisible();
    await waitFor(() => expect(page.location()).toBe('/admin/dashboard?view=forum'));
    expect(within(nav()).getByRole('link', { name: 'Forum queue' })).toHaveAttribute('aria-current', 'page');
  });

  it('Mail counts the failed mail in the side list (staff too) and opens the list; sent again, the count goes', async () => {
    useDesk({ signedIn: staffFixtures.staff.user });
    server.use(...outboxHandlers());
    const user = userEvent.setup();
    renderStaffPages('/admin/dashboard');
    await screen.findByRole('navigation', { name: 'Desk views' });
    const mail = await within(nav()).findByRole('link', { name: /^Mail\s*\(3 failed\)$/ }, { timeout: 3000 });
    await user.click(mail);
    expect(await screen.findByRole('heading', { level: 2, name: 'Failed mail (3 failed mails)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send all again' }));
    expect(await screen.findByRole('region', { name: 'No failed mail' })).toBeVisible();
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Mail' })).toHaveAttribute('aria-current', 'page'));
  });

  it('signed out (401 from the session): sends the visitor to /admin, which brings them back here', async () => {
    useDesk({ signedIn: null });
    const page = renderStaffPages('/admin/dashboard?view=users');
    await waitFor(() => expect(page.location()).toBe(`/admin?next=${encodeURIComponent('/admin/dashboard?view=users')}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(requests.some((r) => r.path === '/api/tickets')).toBe(false);
  });

  it("the person's menu: name, e-mail and role, and Sign out, which ends the session and goes to /admin", async () => {
    const desk = useDesk();
    const user = userEvent.setup();
    const page = renderStaffPages('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Your account: Adaeze Okafor' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('adaeze@orisun.software · Admin');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(page.location()).toBe('/admin'));
    expect(desk.signedIn()).toBeNull();
  });

  it('searches every ticket from the top bar once typing pauses; the address keeps the search; clearing goes back to the view', async () => {
    useDesk();
    const user = userEvent.setup();
    const page = renderStaffPages('/admin/dashboard');
    await waitFor(() => expect(subjects()).toHaveLength(2));
    const before = ticketRequests().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'password');
    // A resolved ticket is found too: the search looks through every ticket.
    await waitFor(() => expect(subjects()).toEqual(['Password reset mail not arriving']));
    expect(page.location()).toBe('/admin/dashboard?q=password');
    expect(ticketRequests().length - before).toBe(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Search results for “password”' })).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Search tickets' }));
    await waitFor(() => expect(subjects()).toHaveLength(2));
    expect(page.location()).toBe('/admin/dashboard');
  });

  it('pages through a view on the server, the page in the address', async () => {
    useDesk({ tickets: [...staffDeskTickets(), ...staffDeskMoreTickets(40)] });
    const user = userEvent.setup();
    const page = renderStaffPages('/admin/dashboard?view=open');
    await waitFor(() => expect(subjects()).toHaveLength(25));
    const pages = screen.getByRole('navigation', { name: 'Ticket pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(subjects()).toHaveLength(7));
    expect(page.location()).toBe('/admin/dashboard?page=2');
  });

  it("'Failed to load tickets' when the list cannot be loaded, and 'Try again' loads it", async () => {
    useDesk();
    server.use(respondWithError(endpoints.listTickets, 500));
    const user = userEvent.setup();
    renderStaffPages('/admin/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tickets');
    server.resetHandlers();
    useDesk();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(subjects()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('works by keyboard: Tab to a view, Enter opens it, Tab to a row, Enter opens the ticket, Tab through its actions', async () => {
    useDesk();
    const user = userEvent.setup();
    renderStaffPages('/admin/dashboard');
    await waitFor(() => expect(subjects()).toHaveLength(2));
    const unassigned = within(nav()).getByRole('link', { name: /^Unassigned/ });
    for (let i = 0; i < 20 && document.activeElement !== unassigned; i++) await user.tab();
    expect(unassigned).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(subjects()).toEqual([secondAdmin]));
    const target = row(secondAdmin);
    for (let i = 0; i < 20 && document.activeElement !== target; i++) await user.tab();
    expect(target).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: secondAdmin })).toHaveFocus());
    const team = screen.getByRole('combobox', { name: 'Team' });
    for (let i = 0; i < 20 && document.activeElement !== team; i++) await user.tab();
    expect(team).toHaveFocus();
    await user.selectOptions(team, 'Billing Team');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ticket assigned to Billing Team', { selector: '[data-part="Title"]' })).toBeInTheDocument();
  });

  it('an empty view says what shows there', async () => {
    useDesk({ tickets: [] });
    renderStaffPages('/admin/dashboard?view=mine');
    expect(await screen.findByRole('heading', { name: 'Nothing assigned to you' })).toBeVisible();
  });
});
