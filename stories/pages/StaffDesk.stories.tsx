import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@orisun/api';
import { createStaffDesk, mockEndpoint, outboxHandlers, respondWithError, staffDeskMoreTickets, staffDeskTickets, staffFixtures } from '@orisun/api/mocks';
import { delay, HttpResponse } from 'msw';
import { StaffDeskPage, withDesk } from './StaffDeskPage.tsx';

/**
 * `/admin/dashboard`, the staff dashboard (docs/product.md §2.12), against a mock desk
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
const slow = { timeout: 15_000 };

const invoices = 'Invoices page shows the wrong currency';
const secondAdmin = 'How do I add a second admin?';

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The open tab's panel, once the session is known. */
async function panel(canvasElement: HTMLElement) {
  return within(await page(canvasElement).findByRole('tabpanel', {}, slow));
}

/** The counters as `Label value` pairs. */
function counters(canvasElement: HTMLElement) {
  return within(page(canvasElement).getByLabelText('Ticket counts'))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
}

/** The toast whose title is `text` (portalled into the body), checked for its type; returns its text. */
async function expectToast(canvasElement: HTMLElement, type: 'success' | 'error', text: string) {
  const title = await within(body(canvasElement).getByRole('region', { name: /^Notifications/ })).findByText(text, {}, slow);
  const toast = title.closest('[data-component="Toast"]');
  await expect(toast).toHaveAttribute('data-type', type);
  return toast?.textContent ?? '';
}

/** Opens the card of `subject` and returns it, its history loaded. */
async function openCard(canvasElement: HTMLElement, subject: string) {
  const view = await panel(canvasElement);
  await userEvent.click(await view.findByRole('button', { name: subject }, slow));
  const card = view.getByRole('article', { name: subject });
  await waitFor(() => expect(card.querySelector('[data-part="Audit"]')).not.toBeNull(), slow);
  return { card, view: within(card) };
}

/** Nothing is wider than the screen, at every width: the page never scrolls sideways (the accounts table scrolls in its own frame). */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}

const statusOf = (card: HTMLElement) => card.querySelector('[data-component="StatusBadge"]')?.textContent;

/** An admin's dashboard: who is signed in, the tabs, the counters, and the tickets newest activity first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('Signed in as Adaeze Okafor (Admin)', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(within(canvas.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tickets', 'Inbox', 'Saved replies', 'Mail', 'Forum', 'Users']);
    const view = await panel(canvasElement);
    await waitFor(() => expect(view.getAllByRole('article')).toHaveLength(3), slow);
    await expect(view.getAllByRole('article').map((a) => within(a).getAllByRole('button')[0]!.textContent)).toEqual([
      secondAdmin,
      invoices,
      'Password reset mail not arriving',
    ]);
    await expect(counters(canvasElement)).toEqual(['Total 3', 'Open 1', 'In Progress 1', 'Resolved 1']);
    await expect(view.getByText('3 tickets')).toBeVisible();
    await expect(view.getByRole('button', { name: 'New Ticket' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** More tickets than a page holds: the server pages them. */
export const ManyTickets: Story = {
  ...withDesk(createStaffDesk({ tickets: [...staffDeskTickets(), ...staffDeskMoreTickets(22)] })),
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await waitFor(() => expect(view.getAllByRole('article')).toHaveLength(10), slow);
    await expect(view.getByText('25 tickets')).toBeVisible();
    const pages = view.getByRole('navigation', { name: 'Ticket pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    // On phones the numbered pages are hidden behind 'Page 2 of 3'.
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Page 2', hidden: true })).toHaveAttribute('aria-current', 'page'), slow);
    // Page 1 stays on screen until page 2 has arrived.
    await waitFor(() => expect(view.getAllByRole('article')[0]).toHaveTextContent('ORI-M0RE-AAAH-7K3M-2HFA'), slow);
    await expect(view.getAllByRole('article')).toHaveLength(10);
  },
};

/** A search and filters that match nothing: the spec's empty state, whose reset brings the list back. */
export const FilteredEmpty: Story = {
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await waitFor(() => expect(view.getAllByRole('article')).toHaveLength(3), slow);
    await userEvent.type(view.getByRole('searchbox', { name: /^Search tickets/ }), 'refund');
    const empty = await view.findByRole('region', { name: 'No tickets found matching your criteria' }, slow);
    await expect(empty).toBeVisible();
    await expect(view.queryAllByRole('article')).toHaveLength(0);
    await expect(view.getByText('0 tickets')).toBeVisible();
    await userEvent.click(within(empty).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(view.getAllByRole('article')).toHaveLength(3), slow);
  },
};

/** The list cannot be loaded: 'Failed to load tickets', with 'Try again'. */
export const LoadFailure: Story = {
  ...withDesk(createStaffDesk(), [respondWithError(endpoints.listTickets, 500)]),
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    const alert = await view.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Failed to load tickets');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(counters(canvasElement)).toEqual(['Total –', 'Open –', 'In Progress –', 'Resolved –']);
  },
};

/** An open ticket with its conversation (internal note marked), history, times and actions. */
export const OpenTicket: Story = {
  play: async ({ canvasElement }) => {
    const { card, view } = await openCard(canvasElement, invoices);
    await expect(view.getByText('Currency setting was reset by the Nov 22 release.').closest('[data-kind]')).toHaveAttribute('data-kind', 'internal');
    await expect(card.querySelector('[data-part="Audit"]')).toHaveTextContent('Tunde Bakare assigned it to Billing Team');
    await expect(view.getByText('First response').nextElementSibling).toHaveTextContent('1 h 25 min');
    for (const name of ['Assign to a team', 'Change the status', 'Respond to the customer', 'Add an internal note']) {
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
    await userEvent.click(view.getByRole('button', { name: 'Assign' }));
    await expect(await view.findByText('Please select a team to assign')).toBeVisible();
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Team' }), 'Technical Team');
    await userEvent.click(view.getByRole('button', { name: 'Assign' }));
    await expectToast(canvasElement, 'success', 'Ticket assigned to Technical Team');
    await expect(view.getByText('Assigned to').nextElementSibling).toHaveTextContent('Technical Team');
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

/** Setting a status: 'Ticket status updated to resolved', and the counters follow. */
export const StatusSuccess: Story = {
  play: async ({ canvasElement }) => {
    const { card, view } = await openCard(canvasElement, invoices);
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Status' }), 'resolved');
    await userEvent.click(view.getByRole('button', { name: 'Update status' }));
    await expectToast(canvasElement, 'success', 'Ticket status updated to resolved');
    await expect(statusOf(card)).toBe('resolved');
    await waitFor(() => expect(counters(canvasElement)).toEqual(['Total 3', 'Open 1', 'In Progress 0', 'Resolved 2']), slow);
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
    const view = await panel(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'New Ticket' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'New ticket' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Customer name/ }), 'Kemi Ade');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Customer e-mail/ }), 'kemi@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Subject/ }), 'Cannot export the October report');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Description/ }), 'She called: the export button does nothing.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create ticket' }));
    await expect(await dialog.findByRole('heading', { name: 'Ticket created' }, slow)).toBeVisible();
    await expect(dialog.getByText('ORI-N3W0-7K3M-2HFA-0001')).toBeVisible();
    await expect(dialog.getByText('We e-mailed the reference to kemi@example.com.')).toBeVisible();
  },
};

/** An admin's Users tab: the staff accounts, with add, disable/enable and reset password. */
export const AdminUsersTab: Story = {
  args: { path: '/admin/dashboard?tab=users' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Users', selected: true }, slow)).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Staff accounts' }, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Adaeze Okafor (you)', 'Tunde Bakare', 'Femi Adeyemi']);
    await expect(within(rows[2]!).getByText('Disabled')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add account' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    // One's own row offers no Disable (the server refuses it too).
    await expect(within(rows[0]!).queryByRole('button', { name: /^Disable/ })).toBeNull();
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
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Mail 3 failed', selected: true }, slow)).toBeVisible();
    const view = await panel(canvasElement);
    const table = await view.findByRole('table', { name: 'Failed mail, most recently queued first' }, slow);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: /^Send again: “Project brief/ }));
    await expectToast(canvasElement, 'success', 'Mail queued to send again');
    await expect(await canvas.findByRole('tab', { name: 'Mail 2 failed' }, slow)).toBeVisible();
  },
};

/** A staff member (not an admin): no Users or Forum tab. */
export const StaffWithoutUsersTab: Story = {
  ...withDesk(createStaffDesk({ signedIn: staffFixtures.staff.user })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('Signed in as Tunde Bakare (Staff)', {}, slow)).toBeVisible();
    await expect(within(canvas.getByRole('tablist')).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tickets', 'Inbox', 'Saved replies', 'Mail']);
    await expect(canvas.queryByRole('tab', { name: 'Users' })).toBeNull();
    await expect(canvas.queryByRole('tab', { name: 'Forum' })).toBeNull();
  },
};

/** Nobody signed in: the dashboard sends the visitor to the sign-in page. */
export const SignedOutRedirect: Story = {
  ...withDesk(createStaffDesk({ signedIn: null })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Staff sign-in' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
  },
};
