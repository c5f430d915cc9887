import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { forumFixtures, forumModerationHandlers, forumQueueHandlers, forumThreads } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { ToastProvider, UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../../app/Providers.tsx';
import { RouterLink } from '../../../runtime/RouterLink.tsx';
import { forumBansCopy, forumLogCopy, forumThreadsCopy, threadModerationCopy as copy } from '../../../content/forumModeration.ts';
import { forumQueueCopy } from '../../../content/staffDesk.ts';
import { ForumBansPanel } from './ForumBansPanel.tsx';
import { ForumLogPanel } from './ForumLogPanel.tsx';
import { ForumQueuePanel } from './ForumQueuePanel.tsx';
import { ForumThreadsPanel } from './ForumThreadsPanel.tsx';

const { server, requests } = mockApi();

function renderIn(element: ReactNode) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/admin/dashboard?view=forum-threads'] });
  return render(
    <Providers queryClient={client} toasts={ToastProvider}>
      <UiProvider linkComponent={RouterLink}>
        <RouterProvider router={router} />
      </UiProvider>
    </Providers>,
  );
}

const writes = () => requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);
const welcome = forumThreads[0]!;
const paystack = forumThreads[1]!;

describe('ForumThreadsPanel', () => {
  it('finds threads, locks one and moves it to another category, each with a toast and a log entry', async () => {
    const moderation = forumModerationHandlers();
    server.use(...moderation);
    const user = userEvent.setup();
    const { container } = renderIn(<ForumThreadsPanel />);
    const list = await screen.findByRole('list', { name: forumThreadsCopy.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(forumThreads.length);
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('searchbox', { name: forumThreadsCopy.searchLabel }), 'paystack{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: forumThreadsCopy.listLabel })).getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: copy.lockName(paystack.title) }));
    expect(await screen.findByText(copy.toasts.locked)).toBeVisible();
    expect(await screen.findByRole('button', { name: copy.unlockName(paystack.title) })).toBeVisible();
    expect(screen.getByText(copy.locked)).toBeVisible();

    await user.click(screen.getByRole('button', { name: copy.moveName(paystack.title) }));
    const dialog = await screen.findByRole('dialog', { name: copy.moveTitle });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: copy.categoryLabel }), 'General Discussion');
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: copy.moveConfirm }));
    expect(await screen.findByText(copy.toasts.moved('General Discussion'))).toBeVisible();
    await waitFor(() => expect(screen.getByText(forumThreadsCopy.by(paystack.author, 'General Discussion'), { exact: false })).toBeVisible());
    expect(writes()).toEqual([
      ['PATCH', `/api/forum/threads/${paystack.id}`, { isLocked: true }],
      ['PATCH', `/api/forum/threads/${paystack.id}`, { category: 'General Discussion' }],
    ]);
    expect(moderation.log().slice(0, 2).map((e) => e.action)).toEqual(['move', 'lock']);
  });

  it('works by keyboard: Enter locks, Enter opens Move, Escape closes it and focus goes back to Move', async () => {
    server.use(...forumModerationHandlers());
    const user = userEvent.setup();
    renderIn(<ForumThreadsPanel />);
    await screen.findByRole('list', { name: forumThreadsCopy.listLabel });
    screen.getByRole('button', { name: copy.lockName(paystack.title) }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: copy.unlockName(paystack.title) })).toBeVisible();
    const move = screen.getByRole('button', { name: copy.moveName(paystack.title) });
    move.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: copy.moveTitle });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(move).toHaveFocus();
    expect(writes()).toEqual([['PATCH', `/api/forum/threads/${paystack.id}`, { isLocked: true }]]);
  });

  it('bans the author of a thread for some days with a reason; the form names what is missing', async () => {
    const moderation = forumModerationHandlers();
    server.use(...moderation);
    const user = userEvent.setup();
    renderIn(<ForumThreadsPanel />);
    await screen.findByRole('list', { name: forumThreadsCopy.listLabel });
    // The team's own posts have no visitor to ban.
    expect(screen.queryByRole('button', { name: copy.banName(forumQueueCopy.what('thread', welcome.author, welcome.title)) })).toBeNull();
    await user.click(screen.getByRole('button', { name: copy.banName(forumQueueCopy.what('thread', paystack.author, paystack.title)) }));
    const dialog = await screen.findByRole('dialog', { name: copy.banTitle });
    await user.click(within(dialog).getByRole('button', { name: copy.banConfirm }));
    expect(await within(dialog).findByText('Say why.')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(copy.scopes.network.label) }));
    const days = within(dialog).getByRole('spinbutton', { name: new RegExp(copy.daysLabel) });
    await user.clear(days);
    await user.type(days, '3');
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(copy.reasonLabel) }), 'Adverts in five threads');
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: copy.banConfirm }));
    expect(await screen.findByText(copy.toasts.banned)).toBeVisible();
    expect(writes()).toEqual([['POST', '/api/forum/bans', { scope: 'network', days: 3, reason: 'Adverts in five threads', kind: 'thread', id: paystack.id }]]);
  });
});

describe('ForumQueuePanel moderation actions', () => {
  it("offers Lock, Move and Ban author on an entry's thread", async () => {
    server.use(...forumQueueHandlers(), ...forumModerationHandlers());
    const user = userEvent.setup();
    renderIn(<ForumQueuePanel />);
    await screen.findByRole('list', { name: forumQueueCopy.listLabel });
    const entry = forumFixtures.queue.entries[0]!;
    await user.click(screen.getByRole('button', { name: copy.lockName(entry.threadTitle) }));
    expect(await screen.findByText(copy.toasts.locked)).toBeVisible();
    expect(writes()[0]).toEqual(['PATCH', `/api/forum/threads/${entry.threadId}`, { isLocked: true }]);
  });
});

describe('ForumBansPanel', () => {
  it('lists the bans in force with their reasons, and lifts one', async () => {
    const moderation = forumModerationHandlers();
    server.use(...moderation);
    const user = userEvent.setup();
    const { container } = renderIn(<ForumBansPanel />);
    const table = await screen.findByRole('table', { name: forumBansCopy.caption });
    const ban = forumFixtures.banned.ban;
    expect(within(table).getByRole('rowheader')).toHaveTextContent(forumBansCopy.scopes.visitor);
    expect(within(table).getByText(ban.reason)).toBeVisible();
    expect(within(table).getByText('Ada Okafor')).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(within(table).getByRole('button', { name: forumBansCopy.liftName(ban.reason) }));
    expect(await screen.findByText(forumBansCopy.toasts.lifted)).toBeVisible();
    expect(await screen.findByText(forumBansCopy.emptyTitle)).toBeVisible();
    expect(writes()).toEqual([['DELETE', `/api/forum/bans/${ban.id}`, undefined]]);
    await expectNoAxeViolations(container);
  });
});

describe('ForumLogPanel', () => {
  it('lists who did what to which post and when, newest first, and narrows to one action', async () => {
    server.use(...forumModerationHandlers());
    const user = userEvent.setup();
    const { container } = renderIn(<ForumLogPanel />);
    const table = await screen.findByRole('table', { name: forumLogCopy.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      forumLogCopy.actions['author-edit'],
      forumLogCopy.actions.ban,
      forumLogCopy.actions.move,
      forumLogCopy.actions.lock,
      forumLogCopy.actions.pin,
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(forumLogCopy.author);
    expect(within(rows[2]!).getByText('General Discussion → Announcements')).toBeVisible();
    expect(within(rows[2]!).getByRole('link', { name: welcome.title })).toHaveAttribute('href', `/forum/threads/${welcome.id}`);
    await expectNoAxeViolations(container);

    await user.selectOptions(screen.getByRole('combobox', { name: forumLogCopy.filterLabel }), 'lock');
    await waitFor(() => expect(within(screen.getByRole('table', { name: forumLogCopy.caption })).getAllByRole('row')).toHaveLength(2));
    expect(requests.at(-1)?.path).toBe('/api/forum/audit');
    expect(screen.getByText(forumLogCopy.count(1))).toBeVisible();
  });
});
