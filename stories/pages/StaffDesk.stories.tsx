import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@orisun/api';
import { createStaffDesk, mockEndpoint, outboxHandlers, respondWithError, staffDeskMoreTickets, staffDeskTickets, staffFixtures } from '@orisun/api/mocks';
import { delay, HttpResponse } from 'msw';
import { StaffDeskPage, withDesk } from './StaffDeskPage.tsx';

/**
 * `/admin/dashboard`, the staff desk in its own shell (docs/product.md §2.12), against a mock desk
 * that remembers changes (`createStaffDesk`): an admin is signed in unless a story says otherwise.
 */
const desk = withDesk(createStaffDesk());

const meta = {
  title: 'Pages/StaffDesk',
  tags: ['page'],
  component: StaffDeskPage,
  parameters: { layout: 'fullscreen', ...desk.parameters },
  args: { path: '/admin/dashboard' },
  beforeEach: desk.beforeEach,
} satisfies Meta<typeof StaffDeskPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Answers arrive in a moment, but under a full test run it can take seconds. */
const slow = { timeout: 40_000 };

const invoices = 'Invoices page shows the wrong currency';
const secondAdmin = 'How do I add a second admin?';

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The side list of views, once the session is known. */
async function views(canvasElement: HTMLElement) {
  return within(await page(canvasElement).findByRole('navigation', { name: 'Desk views' }, slow));
}

/** The list of tickets (named by its heading), once loaded. */
async function ticketList(canvasElement: HTMLElement) {
  return within(await page(canvasElement).findByRole('list', { name: /^(My tickets|Unassigned|All open|Waiting for response|Resolved|Search results)/ }, slow));
}

/** The subjects of the list's rows, top to bottom. */
const subjectsOf = (list: ReturnType<typeof within>) => list.getAllByRole('link').map((row: HTMLElement) => row.querySelector('span')?.textContent);

/** The views with their counts, as `Name (n tickets)`. */
async function viewCounts(canvasElement: HTMLElement) {
  const nav = await views(canvasElement);
  return within(nav.getByRole('list', { name: 'Tickets' }))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/^(\D+?)(\d+) \((.*)\)$/, '$1 ($3)'));
}

/** The toast whose title is `text` (portalled into the body), checked for its type; returns its text. */
async function expectToast(canvasElement: HTMLElement, type: 'success' | 'error', text: string) {
  const title = await within(body(canvasElement).getByRole('region', { name: /^Notifications/ })).findByText(text, {}, slow);
  const toast = title.closest('[data-component="Toast"]');
  await expect(toast).toHaveAttribute('data-type', type);
  return toast?.textContent ?? '';
}

/** Opens the ticket of `subject` from its row and returns its card, its history loaded. */
async function openCard(canvasElement: HTMLElement, subject: string) {
  const list = await ticketList(canvasElement);
  await userEvent.click(await list.findByRole('link', { name: new RegExp(`^${subject.replace(/[?]/g, '\\?')}`) }, slow));
  const card = await page(canvasElement).findByRole('article', { name: subject }, slow);
  await waitFor(() => expect(card.querySelector('[data-part="Audit"]')).not.toBeNull(), slow);
  return { card, view: within(card) };
}

/** Nothing is wider than the screen, at every width: the page never scrolls sideways (the accounts table scrolls in its own frame). */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}

const statusOf = (card: HTMLElement) => card.querySelector('[data-component="StatusBadge"]')?.textContent;

/** An admin's desk: the top bar, the views with their counts, All open beside no ticket yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Your account: Adaeze Okafor' }, slow)).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent('Support desk');
    await waitFor(
      async () =>
        expect(await viewCounts(canvasElement)).toEqual(['My tickets (0 tickets)', 'Unassigned (1 ticket)', 'Overdue (2 tickets)', 'All open (2 tickets)', 'Waiting for response (0 tickets)', 'Resolved (1 ticket)']),
      slow,
    );
    const list = await ticketList(canvasElement);
    await expect(subjectsOf(list)).toEqual([secondAdmin, invoices]);
    await expect(canvas.getByRole('button', { name: 'New Ticket' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** More tickets than a page holds: the server pages them. */
export const ManyTickets: Story = {
  ...withDesk(createStaffDesk({ tickets: [...staffDeskTickets(), ...staffDeskMoreTickets(40)] })),
  play: async ({ canvasElement }) => {
    const list = await ticketList(canvasElement);
    await waitFor(() => expect(list.getAllByRole('link')).toHaveLength(25), slow);
    const pages = page(canvasElement).getByRole('navigation', { name: 'Ticket pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    // On phones the numbered pages are hidden behind 'Page 2 of 2'.
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Page 2', hidden: true })).toHaveAttribute('aria-current', 'page'), slow);
    await waitFor(async () => expect((await ticketList(canvasElement)).getAllByRole('link')).toHaveLength(7), slow);
  },
};

/** A search that matches nothing says so; the views stay where they were. */
export const SearchEmpty: Story = {
  play: async ({ canvasElement }) => {
    await ticketList(canvasElement);
    await userEvent.type(page(canvasElement).getByRole('searchbox', { name: 'Search tickets' }), 'refund');
    // A search for the first letters may go out while the rest is typed (a busy machine): wait for the whole word's.
    await expect(await page(canvasElement).findByRole('heading', { level: 2, name: 'Search results for “refund”' }, slow)).toBeVisible();
    await expect(await page(canvasElement).findByRole('region', { name: 'No tickets found matching your criteria' }, slow)).toBeVisible();
  },
};

/** The list cannot be loaded: 'Failed to load tickets', with 'Try again'. */
export const LoadFailure: Story = {
  ...withDesk(createStaffDesk(), [respondWithError(endpoints.listTickets, 500)]),
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Failed to load tickets');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An open ticket with its conversation (internal note marked), history, times and actions. */
export const OpenTicket: Story = {
  play: async ({ canvasElement }) => {
    const { card, view } = await openCard(canvasElement, invoices);
    await expect(view.getByText('Currency setting was reset by the Nov 22 release.').closest('[data-kind]')).toHaveAttribute('data-kind', 'internal');
    await expect(card.querySelector('[data-part="Audit"]')).toHaveTextContent('Tunde Bakare assigned it to Billing Team');
    await expect(view.getByText('First response').nextElementSibling).toHaveTextContent('1 h 25 min');
    // On a phone the ticket shows alone, with the way back to the list.
    await expect(page(canvasElement).getByText('Back to All open').closest('a')).toHaveAttribute('href', '/admin/dashboard');
    for (const name of ['Assign to a person', 'Assign to a team', 'Change the status', 'Respond to the customer', 'Add an internal note']) {
      await expect(view.getByRole('form', { name })).toBeVisible();
    }
    await expect(view.getByRole('button', { name: 'Send response' })).toBeDisabled();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Assigning a team: 'Please select a team to assign' without one; then 'Ticket assigned to Technical Team'. */
export const AssignSuccess: Story = {
  play: async ({ canvasElement }) => {
    const { view } = await openCard(canvasElement, secondAdmin);
    const teamForm = within(view.getByRole('form', { name: 'Assign to a team' }));
    await userEvent.click(teamForm.getByRole('button', { name: 'Assign' }));
    await expect(await view.findByText('Please select a team to assign')).toBeVisible();
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Team' }), 'Technical Team');
    await userEvent.click(teamForm.getByRole('button', { name: 'Assign' }));
    await expectToast(canvasElement, 'success', 'Ticket assigned to Technical Team');
    await expect(view.getByText('Assigned to').nextElementSibling).toHaveTextContent('Technical Team');
  },
};

/** "Assign to me": the ticket is the admin's, My tickets counts it and lists it. */
export const AssignToMe: Story = {
  play: async ({ canvasElement }) => {
    const { view } = await openCard(canvasElement, secondAdmin);
    await userEvent.click(view.getByRole('button', { name: 'Assign to me' }));
    await expectToast(canvasElement, 'success', 'Ticket assigned to Adaeze Okafor');
    await expect(view.getByText('Assignee').nextElementSibling).toHaveTextContent('Adaeze Okafor');
    await waitFor(async () => expect((await viewCounts(canvasElement))[0]).toBe('My tickets (1 ticket)'), slow);
    await userEvent.click((await views(canvasElement)).getByRole('link', { name: /^My tickets/ }));
    await waitFor(async () => expect(subjectsOf(await ticketList(canvasElement))).toEqual([secondAdmin]), slow);
  },
};

/** Responding on an open ticket: it shows at once, the ticket moves to in progress, 'Response added successfully'. */
export const RespondSuccess: Story = {
  play: async ({ canvasElement }) => {
    const { card, view } = await openCard(canvasElement, secondAdmin);
    const box = view.getByRole('textbox', { name: /^Response to the customer/ });
    await userEvent.type(box, '  ');
    await expect(await view.findByText('Response cannot be empty')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Send response' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Go to Settings, then Team, then Invite.');
    await userEvent.click(view.getByRole('button', { name: 'Send response' }));
    await expectToast(canvasElement, 'success', 'Response added successfully');
    await expect(view.getByText('Go to Settings, then Team, then Invite.')).toBeVisible();
    await expect(statusOf(card)).toBe('in progress');
  },
};

/** Setting a status: 'Ticket status updated to resolved', and the counts follow. */
export const StatusSuccess: Story = {
  play: async ({ canvasElement }) => {
    const { card, view } = await openCard(canvasElement, invoices);
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Status' }), 'resolved');
    await userEvent.click(view.getByRole('button', { name: 'Update status' }));
    await expectToast(canvasElement, 'success', 'Ticket status updated to resolved');
    await expect(statusOf(card)).toBe('resolved');
    await waitFor(async () => expect((await viewCounts(canvasElement)).slice(3)).toEqual(['All open (1 ticket)', 'Waiting for response (0 tickets)', 'Resolved (2 tickets)']), slow);
  },
};

/**
 * The server refuses a status change: it showed at once, then 'Failed to update ticket status' with
 * the server's reason, and the ticket is as it was.
 */
export const FailingUpdate: Story = {
  ...withDesk(createStaffDesk(), [
    mockEndpoint(endpoints.setTicketStatus, async () => {
      await delay(400);
      return HttpResponse.json({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 });
    }),
  ]),
  play: async ({ canvasElement }) => {
    const { card, view } = await openCard(canvasElement, invoices);
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Status' }), 'resolved');
    await userEvent.click(view.getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(statusOf(card)).toBe('resolved'));
    const text = await expectToast(canvasElement, 'error', 'Failed to update ticket status');
    await expect(text).toContain('Something went wrong on our side. Please try again.');
    await waitFor(() => expect(statusOf(card)).toBe('in progress'));
    await expect(view.getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
  },
};

/** 'New Ticket': a ticket for a customer; the dialog shows the reference they were mailed. */
export const NewTicket: Story = {
  play: async ({ canvasElement }) => {
    await ticketList(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'New Ticket' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'New ticket' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Customer name/ }), 'Kemi Ade');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Customer e-mail/ }), 'kemi@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Subject/ }), 'Cannot export the October report');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Description/ }), 'She called: the export button does nothing.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create ticket' }));
    await dialog.findByRole('heading', { name: 'Ticket created' }, slow);
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Ticket created' })).toBeVisible());
    await expect(dialog.getByText('ORI-N3W0-7K3M-2HFA-0001')).toBeVisible();
    await expect(dialog.getByText('We e-mailed the reference to kemi@example.com.')).toBeVisible();
  },
};

/** An admin's Users section (an old `?tab=users` link lands there): the staff accounts, with add, disable/enable and reset password. */
export const AdminUsersTab: Story = {
  args: { path: '/admin/dashboard?tab=users' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await (await views(canvasElement)).findByRole('link', { name: 'Users' }, slow)).toHaveAttribute('aria-current', 'page');
    const table = await canvas.findByRole('table', { name: 'Staff accounts' }, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Adaeze Okafor (you)', 'Tunde Bakare', 'Femi Adeyemi']);
    await expect(within(rows[2]!).getByText('Disabled')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add account' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    // One's own account cannot be disabled: the button is not offered on one's own row (the server refuses it too).
    await expect(within(rows[0]!).queryByRole('button', { name: 'Disable Adaeze Okafor' })).toBeNull();
    await expect(within(rows[1]!).getByRole('button', { name: 'Disable Tunde Bakare' })).toBeVisible();
  },
};

const failedMail = outboxHandlers();
const failedMailDesk = withDesk(createStaffDesk({ signedIn: staffFixtures.staff.user }), failedMail);

/**
 * Mail the server gave up on: the Mail tab counts it (a staff member's dashboard too) and lists it with the reason;
 * 'Send again' queues one to be sent at once, with a toast, and the count drops.
 */
export const FailedMail: Story = {
  parameters: failedMailDesk.parameters,
  beforeEach: () => {
    failedMailDesk.beforeEach();
    failedMail.reset();
  },
  args: { path: '/admin/dashboard?tab=mail' },
  play: async ({ canvasElement }) => {
    await expect(await (await views(canvasElement)).findByRole('link', { name: /^Mail\s*\(3 failed\)$/ }, slow)).toHaveAttribute('aria-current', 'page');
    const view = page(canvasElement);
    const table = await view.findByRole('table', { name: 'Failed mail, most recently queued first' }, slow);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: /^Send again: “Project brief/ }));
    await expectToast(canvasElement, 'success', 'Mail queued to send again');
    await expect(await (await views(canvasElement)).findByRole('link', { name: /^Mail\s*\(2 failed\)$/ }, slow)).toBeVisible();
  },
};

/** A staff member (not an admin): no Users or Forum queue. */
export const StaffWithoutUsersTab: Story = {
  ...withDesk(createStaffDesk({ signedIn: staffFixtures.staff.user })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Your account: Tunde Bakare' }, slow)).toBeVisible();
    const desk = within((await views(canvasElement)).getByRole('list', { name: 'Desk' }));
    await expect(desk.getAllByRole('link').map((l) => l.textContent)).toEqual(['Inbox', 'Saved replies', 'Mail']);
  },
};

/** The signed-in person's menu: who they are, and Sign out. */
export const PersonMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Your account: Adaeze Okafor' }, slow));
    const menu = await body(canvasElement).findByRole('menu', {}, slow);
    await expect(menu).toHaveTextContent('adaeze@orisun.software · Admin');
    // The menu fades in.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible(), slow);
  },
};

/**
 * The desk by keyboard (useDeskShortcuts.ts): `j`/`k` move the focus down and up the list, Enter opens the row, `r` and
 * `n` go to the response and the note, `a` assigns the open ticket to me, `?` lists every key in a dialog. Keys typed
 * in a field stay text.
 */
export const KeyboardShortcuts: Story = {
  play: async ({ canvasElement }) => {
    const list = await ticketList(canvasElement);
    const rows = list.getAllByRole('link');
    await userEvent.keyboard('j');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('j');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('jk');
    await expect(rows[0]).toHaveFocus();
    // x selects the marked row, for a change to several.
    await userEvent.keyboard('x');
    await expect(list.getByRole('checkbox', { name: `Select “${secondAdmin}”` })).toBeChecked();
    await expect(page(canvasElement).getByRole('group', { name: 'Change the selected tickets' })).toHaveTextContent('1 ticket selected');
    await userEvent.keyboard('{Enter}');
    const card = await page(canvasElement).findByRole('article', { name: secondAdmin }, slow);
    const view = within(card);
    await userEvent.keyboard('r');
    await expect(view.getByRole('textbox', { name: /^Response to the customer/ })).toHaveFocus();
    // In the box, r is typed.
    await userEvent.keyboard('r');
    await expect(view.getByRole('textbox', { name: /^Response to the customer/ })).toHaveValue('r');
    view.getByRole('textbox', { name: /^Response to the customer/ }).blur();
    await userEvent.keyboard('n');
    await expect(view.getByRole('textbox', { name: /^Internal note/ })).toHaveFocus();
    view.getByRole('textbox', { name: /^Internal note/ }).blur();
    await userEvent.keyboard('a');
    await expectToast(canvasElement, 'success', 'Ticket assigned to Adaeze Okafor');
    // With a modifier, a key is the browser's.
    await userEvent.keyboard('{Control>}?{/Control}');
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('?');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Keyboard shortcuts' }, slow);
    await expect(within(dialog).getAllByRole('row')).toHaveLength(9);
    await expect(dialog).toHaveTextContent('Assign the open ticket to me');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull(), slow);
    // Typed in the search box, j is a letter, not a move (last: the search then filters the list, which re-renders it).
    const search = page(canvasElement).getByRole('searchbox', { name: 'Search tickets' });
    await userEvent.click(search);
    await userEvent.keyboard('j');
    await expect(search).toHaveValue('j');
    await expect(search).toHaveFocus();
  },
};

/** The shortcuts dialog open (from the person menu too), for its look. */
export const ShortcutsDialog: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Your account: Adaeze Okafor' }, slow));
    const menu = await body(canvasElement).findByRole('menu', {}, slow);
    await userEvent.click(await within(menu).findByRole('menuitem', { name: /^Keyboard shortcuts/ }, slow));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Keyboard shortcuts' }, slow);
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible(), slow);
  },
};

/**
 * Several tickets at once: a checkbox on every row and "Select all on this page"; the bar then sets one status (or
 * person) on all of them. Nothing chosen is said in place.
 */
export const BulkChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const list = await ticketList(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Change the selected tickets' })).toBeNull();
    await userEvent.click(list.getByRole('checkbox', { name: `Select “${invoices}”` }));
    const bar = within(await canvas.findByRole('group', { name: 'Change the selected tickets' }));
    await expect(bar.getByText('1 ticket selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(bar.getByText('2 tickets selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Apply status' }));
    await expect(await bar.findByText('Choose a status.')).toBeVisible();
    await userEvent.selectOptions(bar.getByRole('combobox', { name: 'Set status' }), 'resolved');
    await userEvent.click(bar.getByRole('button', { name: 'Apply status' }));
    await expectToast(canvasElement, 'success', '2 tickets set to resolved');
    await expect(await canvas.findByRole('region', { name: 'No open tickets' }, slow)).toBeVisible();
    await waitFor(async () => expect((await viewCounts(canvasElement))[5]).toBe('Resolved (3 tickets)'), slow);
  },
};

/** A person for the selection: "Assign to" then "Assign"; the rows show them, and My tickets counts both. */
export const BulkAssign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await ticketList(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = within(await canvas.findByRole('group', { name: 'Change the selected tickets' }));
    await userEvent.click(bar.getByRole('button', { name: 'Assign' }));
    await expect(await bar.findByText('Choose an active staff member to assign.')).toBeVisible();
    // The people come from their own request: on a busy machine after the bar.
    await bar.findByRole('option', { name: 'Adaeze Okafor (you)' }, { timeout: 5000 });
    await userEvent.selectOptions(bar.getByRole('combobox', { name: 'Assign to' }), 'Adaeze Okafor (you)');
    await userEvent.click(bar.getByRole('button', { name: 'Assign' }));
    await expectToast(canvasElement, 'success', '2 tickets assigned to Adaeze Okafor');
    await waitFor(async () => expect((await viewCounts(canvasElement))[0]).toBe('My tickets (2 tickets)'), slow);
    // Done: the selection is cleared and the bar gone.
    await expect(canvas.queryByRole('group', { name: 'Change the selected tickets' })).toBeNull();
  },
};

/** The server refuses the change (all or nothing): the error toast with its reason, and the selection stays to try again. */
export const BulkRefused: Story = {
  ...withDesk(createStaffDesk(), [respondWithError(endpoints.changeTicketsInBulk, 404, { error: 'There is no such ticket.' })]),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const list = await ticketList(canvasElement);
    await userEvent.click(list.getByRole('checkbox', { name: `Select “${invoices}”` }));
    const bar = within(await canvas.findByRole('group', { name: 'Change the selected tickets' }));
    await userEvent.selectOptions(bar.getByRole('combobox', { name: 'Set status' }), 'resolved');
    await userEvent.click(bar.getByRole('button', { name: 'Apply status' }));
    const text = await expectToast(canvasElement, 'error', 'Failed to change the selected tickets');
    await expect(text).toContain('There is no such ticket.');
    await expect(bar.getByText('1 ticket selected')).toBeVisible();
    await expect(subjectsOf(list)).toEqual([secondAdmin, invoices]);
  },
};

/** Every view and section in sight, at every width (on a phone the views wrap instead of running off the screen). */
export const EveryViewInSight: Story = {
  play: async ({ canvasElement }) => {
    const nav = await views(canvasElement);
    const links = nav.getAllByRole('link');
    await expect(links.map((l) => l.textContent?.replace(/\d.*$/, ''))).toEqual([
      'My tickets', 'Unassigned', 'Overdue', 'All open', 'Waiting for response', 'Resolved', 'Inbox', 'Saved replies', 'Mail', 'Forum queue', 'Forum threads', 'Forum bans', 'Moderation log', 'Users',
    ]);
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.left, link.textContent ?? '').toBeGreaterThanOrEqual(0);
      await expect(box.right, link.textContent ?? '').toBeLessThanOrEqual(width);
    }
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Nobody signed in: the dashboard sends the visitor to the sign-in page. */
export const SignedOutRedirect: Story = {
  ...withDesk(createStaffDesk({ signedIn: null })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Staff sign-in' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(canvas.queryByRole('navigation', { name: 'Desk views' })).toBeNull();
  },
};
