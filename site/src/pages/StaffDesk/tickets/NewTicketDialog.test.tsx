import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@orisun/api';
import { createStaffDesk, respondWithError } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { renderStaffPages } from '@orisun/test-support/staff-pages';

const { server, requests } = mockApi();

type User = ReturnType<typeof userEvent.setup>;

async function openDialog(user: User) {
  const desk = createStaffDesk();
  server.use(...desk.handlers);
  renderStaffPages('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'New Ticket' }));
  const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
  return { desk, dialog, form: within(dialog) };
}

async function fill(user: User, form: ReturnType<typeof within>) {
  await user.type(form.getByRole('textbox', { name: /^Customer name/ }), 'Kemi Ade');
  await user.type(form.getByRole('textbox', { name: /^Customer e-mail/ }), 'kemi@example.com');
  await user.type(form.getByRole('textbox', { name: /^Subject/ }), 'Cannot export the October report');
  await user.selectOptions(form.getByRole('combobox', { name: /^Urgency/ }), 'high');
  await user.type(form.getByRole('textbox', { name: /^Description/ }), 'She called: the export button does nothing.');
}

describe("'New Ticket'", () => {
  it('opens a form for a ticket for a customer; empty fields are explained in place and nothing is sent; no axe violations', async () => {
    const user = userEvent.setup();
    const { dialog, form } = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription('Open a ticket for a customer. They are e-mailed the reference and a link to follow it.');
    expect(form.getByRole('combobox', { name: /^Urgency/ })).toHaveValue('medium');
    await user.click(form.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Customer name/ })).toHaveAccessibleDescription('Enter the customer name.'));
    expect(form.getByRole('textbox', { name: /^Customer name/ })).toHaveFocus();
    expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveAccessibleDescription('Enter a subject.');
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/tickets')).toBe(false);
    await expectNoAxeViolations(dialog);
  });

  it('creates the ticket and shows its reference; the list has it', async () => {
    const user = userEvent.setup();
    const { form, desk } = await openDialog(user);
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Create ticket' }));
    const heading = await form.findByRole('heading', { name: 'Ticket created' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(form.getByText('ORI-N3W0-7K3M-2HFA-0001')).toBeVisible();
    expect(form.getByText('We e-mailed the reference to kemi@example.com.')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/tickets')?.body).toEqual({
      name: 'Kemi Ade',
      email: 'kemi@example.com',
      subject: 'Cannot export the October report',
      urgency: 'high',
      message: 'She called: the export button does nothing.',
    });
    expect(desk.tickets()).toHaveLength(4);
    await user.click(form.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: /^Cannot export the October report/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Ticket' })).toHaveFocus();
  });

  it('a failure keeps what was typed and says what happened', async () => {
    const user = userEvent.setup();
    const { form } = await openDialog(user);
    server.use(respondWithError(endpoints.createTicket, 429, { retryAfterSeconds: 90 }));
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Create ticket' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('The ticket was not created.');
    expect(alert).toHaveTextContent('Too many requests. Please wait 2 minutes and try again.');
    expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Cannot export the October report');
  });
});
