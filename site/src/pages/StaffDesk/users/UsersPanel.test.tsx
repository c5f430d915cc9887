import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStaffDesk, staffDeskCommonPassword } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { renderStaffPages } from '@orisun/test-support/staff-pages';

const { server, requests } = mockApi();

type User = ReturnType<typeof userEvent.setup>;

/** The Users tab of an admin, with its table loaded. */
async function openUsers() {
  const desk = createStaffDesk();
  server.use(...desk.handlers);
  const page = renderStaffPages('/admin/dashboard?tab=users');
  const table = await screen.findByRole('table', { name: 'Staff accounts' });
  return { desk, page, table };
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });

async function findToast(text: string) {
  const title = await within(screen.getByRole('region', { name: /^Notifications/ })).findByText(text);
  const toast = title.closest('[data-component="Toast"]')!;
  return { type: toast.getAttribute('data-type'), text: toast.textContent };
}

async function fillAccount(user: User, fields: { name: string; email: string; role?: string; password: string }) {
  await user.click(screen.getByRole('button', { name: 'Add account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a staff account' });
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: /^Name/ }), fields.name);
  await user.type(form.getByRole('textbox', { name: /^E-mail/ }), fields.email);
  if (fields.role) await user.selectOptions(form.getByRole('combobox', { name: /^Role/ }), fields.role);
  await user.type(form.getByLabelText(/^First password/), fields.password);
  await user.click(form.getByRole('button', { name: 'Add account' }));
  return { dialog, form };
}

describe('the Users tab (admins)', () => {
  it('lists every account: name, e-mail, role, status and last sign-in, with its actions; no axe violations', async () => {
    const { table, page } = await openUsers();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'E-mail', 'Role', 'Status', 'Last sign-in', 'Actions']);
    const cells = (name: string) => within(rowOf(table, name)).getAllByRole('cell').map((c) => c.textContent);
    expect(rowOf(table, 'Adaeze Okafor')).toHaveTextContent('Adaeze Okafor (you)');
    expect(cells('Adaeze Okafor').slice(0, 4)).toEqual(['adaeze@orisun.software', 'Admin', 'Active', '24 Nov 2026, 10:12']);
    expect(cells('Tunde Bakare').slice(0, 4)).toEqual(['tunde@orisun.software', 'Staff', 'Active', 'Never']);
    expect(cells('Femi Adeyemi').slice(0, 3)).toEqual(['femi@orisun.software', 'Staff', 'Disabled']);
    expect(within(rowOf(table, 'Femi Adeyemi')).getByRole('button', { name: 'Enable Femi Adeyemi' })).toBeVisible();
    expect(within(rowOf(table, 'Tunde Bakare')).getByRole('button', { name: 'Disable Tunde Bakare' })).toBeVisible();
    expect(within(rowOf(table, 'Tunde Bakare')).getByRole('button', { name: 'Reset password of Tunde Bakare' })).toBeVisible();
    await expectNoAxeViolations(page.container);
  });

  it('disables and enables an account', async () => {
    const user = userEvent.setup();
    const { table, desk } = await openUsers();
    await user.click(within(rowOf(table, 'Tunde Bakare')).getByRole('button', { name: 'Disable Tunde Bakare' }));
    expect(await findToast('Tunde Bakare can no longer sign in')).toMatchObject({ type: 'success' });
    await waitFor(() => expect(within(rowOf(table, 'Tunde Bakare')).getByRole('button', { name: 'Enable Tunde Bakare' })).toBeVisible());
    expect(rowOf(table, 'Tunde Bakare')).toHaveTextContent('Disabled');
    expect(desk.accounts().find((a) => a.name === 'Tunde Bakare')?.disabled).toBe(true);

    await user.click(within(rowOf(table, 'Femi Adeyemi')).getByRole('button', { name: 'Enable Femi Adeyemi' }));
    expect(await findToast('Femi Adeyemi can sign in again')).toMatchObject({ type: 'success' });
  });

  it('offers no Disable on your own row (the server refuses it too); Reset password stays', async () => {
    const { table } = await openUsers();
    const own = rowOf(table, 'Adaeze Okafor');
    expect(own).toHaveTextContent('Adaeze Okafor (you)');
    expect(within(own).queryByRole('button', { name: /^Disable/ })).toBeNull();
    expect(within(own).getByRole('button', { name: 'Reset password of Adaeze Okafor' })).toBeVisible();
    expect(within(rowOf(table, 'Tunde Bakare')).getByRole('button', { name: 'Disable Tunde Bakare' })).toBeVisible();
    expect(requests.some((r) => r.path.endsWith('/disable'))).toBe(false);
  });

  it("adds an account; the server's 400 shows on the password field, a taken e-mail address (409) on the e-mail field", async () => {
    const user = userEvent.setup();
    const { table } = await openUsers();
    const { dialog, form } = await fillAccount(user, { name: 'Ngozi Obi', email: 'ngozi@orisun.software', password: staffDeskCommonPassword });
    const password = form.getByLabelText(/^First password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('This password is too common.')));
    expect(password).toHaveFocus();
    expect(dialog).toBeVisible();

    await user.clear(form.getByRole('textbox', { name: /^E-mail/ }));
    await user.type(form.getByRole('textbox', { name: /^E-mail/ }), 'TUNDE@orisun.software');
    await user.clear(password);
    await user.type(password, 'a long phrase nobody guesses');
    await user.click(form.getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription('An account with this e-mail address exists already.'));

    await user.clear(form.getByRole('textbox', { name: /^E-mail/ }));
    await user.type(form.getByRole('textbox', { name: /^E-mail/ }), 'ngozi@orisun.software');
    await user.selectOptions(form.getByRole('combobox', { name: /^Role/ }), 'admin');
    await user.click(form.getByRole('button', { name: 'Add account' }));
    expect(await findToast('Account added for Ngozi Obi')).toMatchObject({ type: 'success' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowOf(table, 'Ngozi Obi')).toHaveTextContent('ngozi@orisun.software'));
    expect(rowOf(table, 'Ngozi Obi')).toHaveTextContent('Admin');
    expect(requests.filter((r) => r.path === '/api/admin/users' && r.method === 'POST').at(-1)?.body).toEqual({
      name: 'Ngozi Obi',
      email: 'ngozi@orisun.software',
      role: 'admin',
      password: 'a long phrase nobody guesses',
    });
  });

  it('checks a new password with the shared rule before sending (at least 12 characters)', async () => {
    const user = userEvent.setup();
    await openUsers();
    const { form } = await fillAccount(user, { name: 'Ngozi Obi', email: 'ngozi@orisun.software', password: 'short' });
    await waitFor(() => expect(form.getByLabelText(/^First password/)).toHaveAccessibleDescription(expect.stringContaining('Use at least 12 characters')));
    expect(requests.some((r) => r.path === '/api/admin/users' && r.method === 'POST')).toBe(false);
  });

  it('resets a password', async () => {
    const user = userEvent.setup();
    const { table } = await openUsers();
    await user.click(within(rowOf(table, 'Tunde Bakare')).getByRole('button', { name: 'Reset password of Tunde Bakare' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset the password of Tunde Bakare' }));
    await user.type(dialog.getByLabelText(/^New password/), 'another long phrase here');
    await user.click(dialog.getByRole('button', { name: 'Reset password' }));
    expect(await findToast('Password reset for Tunde Bakare')).toEqual({ type: 'success', text: expect.stringContaining('Their sessions have ended.') });
    expect(requests.find((r) => r.path.endsWith('/reset-password'))?.body).toEqual({ password: 'another long phrase here' });
  });
});
