import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStaffDesk } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { renderStaffPages } from '@orisun/test-support/staff-pages';

const { server, requests } = mockApi();

async function openProfile() {
  const user = userEvent.setup();
  server.use(...createStaffDesk().handlers);
  renderStaffPages('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Your account: Adaeze Okafor' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Your profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
  const name = await within(dialog).findByRole('textbox', { name: /^Your name/ });
  return { user, dialog, name };
}

describe('Your profile (every staff member, their own account)', () => {
  it('shows the stored name and settings, saves a new name and signature, and the desk greets the new name; no axe violations', async () => {
    const { user, dialog, name } = await openProfile();
    expect(name).toHaveValue('Adaeze Okafor');
    expect(within(dialog).getByRole('checkbox', { name: 'E-mail me when a ticket is assigned to me' })).toBeChecked();
    await expectNoAxeViolations(dialog);

    await user.clear(name);
    await user.type(name, 'Ada Okafor');
    await user.type(within(dialog).getByRole('textbox', { name: /^Signature/ }), 'Support lead, Lagos');
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail me when a ticket is assigned to me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));

    expect(await within(screen.getByRole('region', { name: /^Notifications/ })).findByText('Your profile is saved')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((r) => r.path === '/api/staff/profile' && r.method === 'PUT').at(-1)?.body).toEqual({
      name: 'Ada Okafor',
      signature: 'Support lead, Lagos',
      notifyOnAssignment: false,
      notifyOnCustomerReply: true,
    });
    // The person menu names the new name at once.
    expect(await screen.findByRole('button', { name: 'Your account: Ada Okafor' })).toBeVisible();
  });

  it('says what to fix when the name is left blank, and sends nothing', async () => {
    const { user, dialog, name } = await openProfile();
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findByText('Enter your name.')).toBeVisible();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.path === '/api/staff/profile' && r.method === 'PUT')).toBe(false);
  });
});
