import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@orisun/api';
import { createStaffDesk, mockEndpoint, respondWithError, staffDeskTickets } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { renderStaffPages } from '@orisun/test-support/staff-pages';

const { server, requests } = mockApi();

const invoices = 'Invoices page shows the wrong currency';
const secondAdmin = 'How do I add a second admin?';

type User = ReturnType<typeof userEvent.setup>;

/** The desk, with the ticket of `subject` opened from its row; returns the ticket's card. */
async function openCard(user: User, subject: string, options: Parameters<typeof createStaffDesk>[0] = {}) {
  const desk = createStaffDesk(options);
  server.use(...desk.handlers);
  const page = renderStaffPages('/admin/dashboard');
  // The row in the list opens the ticket beside it.
  await user.click(await screen.findByRole('link', { name: new RegExp(`^${subject.replace(/[?]/g, '\\?')}`) }));
  const card = await screen.findByRole('article', { name: subject });
  return { desk, page, card, view: within(card) };
}

/** The toast (in the notifications region) whose title is `text`, with its type. */
async function findToast(text: string) {
  const title = await within(screen.getByRole('region', { name: /^Notifications/ })).findByText(text);
  const toast = title.closest('[data-component="Toast"]')!;
  return { type: toast.getAttribute('data-type'), text: toast.textContent };
}

const statusOf = (card: HTMLElement) => card.querySelector('[data-component="StatusBadge"]')?.textContent;

describe('the actions on an open ticket', () => {
  it('shows the conversation with its internal notes and the audit trail, fetched when the card opens; no axe violations', async () => {
    const user = userEvent.setup();
    const { card, view, page } = await openCard(user, invoices);
    expect(requests.some((r) => r.path === '/api/tickets/5a1c7e2b-8d3f-4b6a-9c0e-1f2a3b4c5d6e')).toBe(true);
    expect(view.getByText('Since Monday our invoices page shows amounts in USD instead of NGN. Can you check?')).toBeVisible();
    expect(view.getByText('Thanks for the report. We found the setting that changed and are fixing it today.')).toBeVisible();
    expect(view.getByText('Thank you, it is urgent for our month end.')).toBeVisible();
    const note = await view.findByText('Currency setting was reset by the Nov 22 release.');
    expect(note.closest('[data-kind="internal"]')).toHaveTextContent('Internal note');
    const history = [...card.querySelectorAll('[data-part="AuditList"] li')].map((item) => item.textContent);
    expect(history).toEqual([
      'Chiamaka Eze (customer) opened the ticket · 23 Nov 2026, 09:15',
      'Tunde Bakare assigned it to Billing Team · 23 Nov 2026, 10:30',
      'Tunde Bakare added an internal note · 23 Nov 2026, 10:35',
      'Tunde Bakare responded to the customer (status open → in progress) · 23 Nov 2026, 10:40',
      'Chiamaka Eze (customer) replied · 24 Nov 2026, 11:02',
    ]);
    const times = within(view.getByLabelText('Response times'));
    expect(times.getByText('First response').nextElementSibling).toHaveTextContent('1 h 25 min');
    expect(times.getByText('Resolution').nextElementSibling).toHaveTextContent('Not resolved');
    expect(view.getByText('Written in English.')).toBeVisible();
    await expectNoAxeViolations(page.container);
  });

  it('says which language the customer wrote in, and to answer in it', async () => {
    const user = userEvent.setup();
    const tickets = staffDeskTickets().map((ticket) => (ticket.subject === secondAdmin ? { ...ticket, language: 'fr' as const } : ticket));
    const { view } = await openCard(user, secondAdmin, { tickets });
    expect(view.getByText('Written in French: answer in French.')).toBeVisible();
  });

  it("assign: 'Please select a team to assign' without a team (nothing sent); a team shows at once, with 'Ticket assigned to {team}'", async () => {
    const user = userEvent.setup();
    const { view, desk } = await openCard(user, secondAdmin);
    const team = view.getByRole('combobox', { name: 'Team' });
    const teamForm = within(view.getByRole('form', { name: 'Assign to a team' }));
    await user.click(teamForm.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(team).toHaveAccessibleDescription('Please select a team to assign'));
    expect(requests.some((r) => r.path === '/api/tickets/assign')).toBe(false);

    await user.selectOptions(team, 'Technical Team');
    await user.click(teamForm.getByRole('button', { name: 'Assign' }));
    expect(await findToast('Ticket assigned to Technical Team')).toMatchObject({ type: 'success' });
    expect(view.getByText('Assigned to').nextElementSibling).toHaveTextContent('Technical Team');
    expect(requests.find((r) => r.path === '/api/tickets/assign')?.body).toEqual({ id: '6b2d8f3c-9e4a-4c7b-8d1f-2a3b4c5d6e7f', assignedTo: 'Technical Team' });
    expect(desk.tickets().find((t) => t.subject === secondAdmin)?.assignedTo).toBe('Technical Team');
  });

  it("respond: send disabled while blank, 'Response cannot be empty' for spaces; a response on an open ticket shows at once and moves it to in progress", async () => {
    const user = userEvent.setup();
    const { card, view } = await openCard(user, secondAdmin);
    const box = view.getByRole('textbox', { name: /^Response to the customer/ });
    const send = view.getByRole('button', { name: 'Send response' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining('Response cannot be empty')));
    expect(send).toBeDisabled();

    await user.clear(box);
    await user.type(box, 'Go to Settings, then Team, then Invite.');
    expect(send).toBeEnabled();
    expect(statusOf(card)).toBe('open');
    await user.click(send);
    expect(view.getByText('Go to Settings, then Team, then Invite.')).toBeVisible();
    expect(statusOf(card)).toBe('in progress');
    expect(box).toHaveValue('');
    expect(await findToast('Response added successfully')).toMatchObject({ type: 'success' });
    // The agent's name is the session's, on the server: none is sent.
    expect(requests.find((r) => r.path === '/api/tickets/response')?.body).toEqual({
      id: '6b2d8f3c-9e4a-4c7b-8d1f-2a3b4c5d6e7f',
      message: 'Go to Settings, then Team, then Invite.',
    });
  });

  it('set status: shown at once; refused by the server, it is rolled back with the error toast, and the ticket is loaded again', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const user = userEvent.setup();
    const { card, view } = await openCard(user, invoices);
    server.use(
      mockEndpoint(endpoints.setTicketStatus, async () => {
        await answered;
        return HttpResponse.json({ error: 'The ticket changed meanwhile. Please reload.' }, { status: 409 });
      }),
    );
    // The ticket's row in the list beside it.
    const rowStatus = () => statusOf(screen.getByRole('link', { name: /^Invoices page shows the wrong currency/ }));
    expect(rowStatus()).toBe('in progress');
    await user.selectOptions(view.getByRole('combobox', { name: 'Status' }), 'resolved');
    await user.click(view.getByRole('button', { name: 'Update status' }));

    // Before the server answers: the new status, on the card and in the list.
    await waitFor(() => expect(statusOf(card)).toBe('resolved'));
    expect(rowStatus()).toBe('resolved');

    const reloadsBefore = requests.filter((r) => r.path === '/api/tickets').length;
    answer();
    expect(await findToast('Failed to update ticket status')).toEqual({
      type: 'error',
      text: expect.stringContaining('The ticket changed meanwhile. Please reload.'),
    });
    expect(statusOf(card)).toBe('in progress');
    expect(view.getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
    expect(rowStatus()).toBe('in progress');
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/tickets').length).toBeGreaterThan(reloadsBefore));
  });

  it("a status the server accepts: 'Ticket status updated to {status}'", async () => {
    const user = userEvent.setup();
    const { card, view, desk } = await openCard(user, invoices);
    await user.selectOptions(view.getByRole('combobox', { name: 'Status' }), 'waiting-for-response');
    await user.click(view.getByRole('button', { name: 'Update status' }));
    expect(await findToast('Ticket status updated to waiting for response')).toMatchObject({ type: 'success' });
    expect(statusOf(card)).toBe('waiting for response');
    expect(desk.tickets().find((t) => t.subject === invoices)?.status).toBe('waiting-for-response');
    // The audit trail, loaded again, has the change.
    await waitFor(() => expect(card.querySelector('[data-part="Audit"]')).toHaveTextContent('changed the status from in progress to waiting for response'));
  });

  it("a failed response: 'Failed to add response' with the reason, gone from the conversation, and back in the box", async () => {
    const user = userEvent.setup();
    const { card, view } = await openCard(user, secondAdmin);
    server.use(respondWithError(endpoints.respondToTicket, 500));
    await user.type(view.getByRole('textbox', { name: /^Response to the customer/ }), 'We will call you.');
    await user.click(view.getByRole('button', { name: 'Send response' }));
    expect(await findToast('Failed to add response')).toEqual({ type: 'error', text: expect.stringContaining('Something went wrong on our side') });
    expect(view.getByRole('textbox', { name: /^Response to the customer/ })).toHaveValue('We will call you.');
    expect(within(card.querySelector('[data-part="Conversation"]') as HTMLElement).queryByText('We will call you.')).toBeNull();
    expect(statusOf(card)).toBe('open');
  });

  it('an internal note is marked staff only and joins the conversation as one', async () => {
    const user = userEvent.setup();
    const { view } = await openCard(user, secondAdmin);
    const noteForm = view.getByRole('form', { name: 'Add an internal note' });
    expect(within(noteForm).getByRole('textbox', { name: /^Internal note/ })).toHaveAccessibleDescription('Staff only: never e-mailed or shown to the customer.');
    await user.type(within(noteForm).getByRole('textbox', { name: /^Internal note/ }), 'Customer is on the Pro plan.');
    await user.click(within(noteForm).getByRole('button', { name: 'Add internal note' }));
    expect(await findToast('Internal note added')).toMatchObject({ type: 'success' });
    const entry = view.getByText('Customer is on the Pro plan.').closest('[data-kind]');
    expect(entry).toHaveAttribute('data-kind', 'internal');
  });
});

describe('two agents on one ticket', () => {
  const invoicesId = '5a1c7e2b-8d3f-4b6a-9c0e-1f2a3b4c5d6e';

  it('says which colleague is writing a response too, and tells the server when this person writes', async () => {
    const user = userEvent.setup();
    server.use(...createStaffDesk({ replying: { [invoicesId]: [{ name: 'Tunde Bakare', since: '2026-11-25T09:00:00.000Z' }] } }).handlers);
    renderStaffPages('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: new RegExp(`^${invoices}`) }));
    const card = within(await screen.findByRole('article', { name: invoices }));
    expect(await card.findByText('Tunde Bakare is writing a response to this ticket too.')).toHaveAttribute('role', 'status');
    const replying = () => requests.filter((r) => r.path === '/api/tickets/replying').map((r) => r.body);
    expect(replying().at(-1)).toEqual({ id: invoicesId, writing: false });
    await user.type(card.getByRole('textbox', { name: /^Response to the customer/ }), 'Hello');
    await waitFor(() => expect(replying().at(-1)).toEqual({ id: invoicesId, writing: true }));
  });

  it("keeps who is writing per ticket: another ticket never shows this one's colleagues, and typing changes no key", async () => {
    const user = userEvent.setup();
    server.use(...createStaffDesk({ replying: { [invoicesId]: [{ name: 'Tunde Bakare', since: '2026-11-25T09:00:00.000Z' }] } }).handlers);
    renderStaffPages('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: new RegExp(`^${invoices}`) }));
    const card = within(await screen.findByRole('article', { name: invoices }));
    await card.findByText('Tunde Bakare is writing a response to this ticket too.');
    const box = card.getByRole('textbox', { name: /^Response to the customer/ });
    await user.type(box, 'Hi');
    await user.clear(box);
    const replying = () => requests.filter((r) => r.path === '/api/tickets/replying').map((r) => r.body as { writing: boolean });
    // One call when writing starts and one when it stops, not one per key or a poll per state.
    await waitFor(() => expect(replying().map((r) => r.writing)).toEqual([false, true, false]));

    // The other ticket's answer is slow: until it comes, nothing from this one may stand in for it.
    server.use(
      http.post('/api/tickets/replying', async ({ request }) => {
        if (((await request.clone().json()) as { id: string }).id === invoicesId) return undefined;
        await delay(300);
        return HttpResponse.json({ others: [] });
      }),
    );
    await user.click(screen.getByRole('link', { name: new RegExp(`^${secondAdmin.replace(/[?]/g, '\\?')}`) }));
    const other = await screen.findByRole('article', { name: secondAdmin });
    // At once, before its own answer arrives: nobody is shown writing on the other ticket.
    expect(within(other).queryByText(/is writing a response/)).toBeNull();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/tickets/replying' && (r.body as { id: string }).id !== invoicesId)).toBe(true));
    expect(within(other).queryByText(/is writing a response/)).toBeNull();
  });

  it("a colleague's answer sent meanwhile: the response is refused with their name, the answer shows and the text stays", async () => {
    const user = userEvent.setup();
    const { desk, view } = await openCard(user, invoices);
    const box = view.getByRole('textbox', { name: /^Response to the customer/ });
    await user.type(box, 'We are looking into it.');
    // Tunde answers from his own browser while this one is writing.
    desk.tickets().find((t) => t.id === invoicesId)!.responses.push({ id: crypto.randomUUID(), author: 'Tunde Bakare', message: 'Fixed: NGN again.', date: new Date().toISOString() });
    await user.click(view.getByRole('button', { name: 'Send response' }));

    expect(await findToast('Failed to add response')).toMatchObject({
      type: 'error',
      text: expect.stringContaining('Tunde Bakare answered this ticket while you were writing.'),
    });
    expect(await view.findByText('Fixed: NGN again.')).toBeVisible();
    expect(box).toHaveValue('We are looking into it.');
    // Having read it, the person may still send theirs.
    await user.click(view.getByRole('button', { name: 'Send response' }));
    expect(await findToast('Response added successfully')).toMatchObject({ type: 'success' });
  });
});
