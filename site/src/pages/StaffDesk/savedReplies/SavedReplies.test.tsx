import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStaffDesk } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { renderStaffPages } from '@orisun/test-support/staff-pages';

const { server, requests } = mockApi();

type User = ReturnType<typeof userEvent.setup>;

async function findToast(text: string) {
  return within(screen.getByRole('region', { name: /^Notifications/ })).findByText(text);
}

/** The Saved replies tab with its list loaded. */
async function openTab() {
  const user = userEvent.setup();
  server.use(...createStaffDesk().handlers);
  const page = renderStaffPages('/admin/dashboard?view=replies');
  const list = await screen.findByRole('list', { name: 'Saved replies' });
  return { user, page, list };
}

async function fill(user: User, dialog: HTMLElement, title: string, body: string) {
  const view = within(dialog);
  await user.clear(view.getByRole('textbox', { name: /^Title/ }));
  await user.type(view.getByRole('textbox', { name: /^Title/ }), title);
  await user.clear(view.getByRole('textbox', { name: /^Reply/ }));
  // user.type reads `{` as a key name: `{{` types one.
  await user.type(view.getByRole('textbox', { name: /^Reply/ }), body.replaceAll('{', '{{'));
  await user.click(view.getByRole('button', { name: 'Save reply' }));
}

describe('the Saved replies tab (every staff member)', () => {
  it('lists the team replies by title with who changed them, and the placeholders; no axe violations', async () => {
    const { list, page } = await openTab();
    const titles = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Password reset: check spam', 'Resolved: please confirm', 'Thanks, we are on it']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Changed by Adaeze Okafor');
    expect(screen.getByText('{ticket.reference}')).toBeVisible();
    await expectNoAxeViolations(page.container);
  });

  it('adds, edits and deletes a reply; a taken title and an unknown placeholder are said on their fields', async () => {
    const { user, list } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Add saved reply' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a saved reply' });

    await fill(user, dialog, 'password reset: CHECK SPAM', 'Hello {customer.name}');
    expect(await within(dialog).findByText('A saved reply with this title exists already.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveFocus();

    await fill(user, dialog, 'Invoice currency fixed', 'Hello {customer.nmae}, fixed.');
    expect(await within(dialog).findByText(/Unknown placeholder \{customer\.nmae\}/)).toBeVisible();

    await fill(user, dialog, 'Invoice currency fixed', 'Hello {customer.name}, your invoices show NGN again.');
    expect(await findToast('Saved reply "Invoice currency fixed" added')).toBeVisible();
    expect(await within(list).findByRole('heading', { name: 'Invoice currency fixed' })).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/saved-replies' && r.method === 'POST').at(-1)?.body).toEqual({
      title: 'Invoice currency fixed',
      body: 'Hello {customer.name}, your invoices show NGN again.',
    });

    await user.click(within(list).getByRole('button', { name: 'Edit Invoice currency fixed' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit saved reply' });
    expect(within(dialog).getByRole('textbox', { name: /^Reply/ })).toHaveValue('Hello {customer.name}, your invoices show NGN again.');
    await fill(user, dialog, 'Invoices: currency fixed', 'Fixed for {customer.name}.');
    expect(await findToast('Saved reply "Invoices: currency fixed" changed')).toBeVisible();

    await user.click(await within(list).findByRole('button', { name: 'Delete Invoices: currency fixed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete "Invoices: currency fixed"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete reply' }));
    expect(await findToast('Saved reply "Invoices: currency fixed" deleted')).toBeVisible();
    expect(within(list).queryByRole('heading', { name: 'Invoices: currency fixed' })).toBeNull();
  });
});

describe('picking a saved reply while responding', () => {
  it('inserts the chosen reply with the ticket and the agent filled in, for editing before sending', async () => {
    const user = userEvent.setup();
    server.use(...createStaffDesk().handlers);
    renderStaffPages('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: /^Invoices page shows the wrong currency/ }));
    const card = within(await screen.findByRole('article', { name: 'Invoices page shows the wrong currency' }));
    const box = card.getByRole('textbox', { name: /^Response to the customer/ });
    const choice = await card.findByRole('combobox', { name: /^Saved reply/ });
    const insert = card.getByRole('button', { name: 'Insert the saved reply into the response' });
    expect(insert).toBeDisabled();

    // Moving through the choices inserts nothing; the button does.
    await user.selectOptions(choice, 'Password reset: check spam');
    expect(box).toHaveValue('');
    await user.type(box, 'Hi!');
    await user.click(insert);
    expect(box).toHaveValue(
      'Hi!\n\nHello Chiamaka Eze,\n\nThe reset mail can take a few minutes and sometimes lands in the spam folder. If it has not arrived within 15 minutes, reply here with ticket ORI-7K3M-9QXD-2HFA-8W4N and we will send it again.\n\nAdaeze Okafor',
    );
    expect(box).toHaveFocus();
    expect(choice).toHaveValue('');
  });
});
