import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { endpoints, forumAnswers } from '@orisun/api';
import { forumQueueCases, forumQueueHandlers, respondWithError } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { ToastProvider, UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../../app/Providers.tsx';
import { RouterLink } from '../../../runtime/RouterLink.tsx';
import { forumQueueCopy as copy } from '../../../content/staffDesk.ts';
import { ForumQueuePanel } from './ForumQueuePanel.tsx';

const { server, requests } = mockApi();
const { pendingThread, reportedReply, hiddenReply } = forumQueueCases;

function renderPanel() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: <ForumQueuePanel /> }], { initialEntries: ['/admin/dashboard?tab=forum'] });
  return render(
    <Providers queryClient={client} toasts={ToastProvider}>
      <UiProvider linkComponent={RouterLink}>
        <RouterProvider router={router} />
      </UiProvider>
    </Providers>,
  );
}

const list = () => screen.findByRole('list', { name: copy.listLabel });
/** The entries (articles named by their headings), in order. */
const entries = () => within(screen.getByRole('list', { name: copy.listLabel })).getAllByRole('article');
const titles = () => entries().map((e) => within(e).getAllByRole('link')[0]!.textContent);
const entryOf = (title: string) => screen.getByRole('article', { name: new RegExp(title.replace(/[?]/g, '\\?')) });
const posts = () => requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);

describe('ForumQueuePanel', () => {
  it('lists the queue oldest first: kind, thread link, author, time in WAT, badges, the text with safe links, the reports, and the count', async () => {
    server.use(...forumQueueHandlers());
    const { container } = renderPanel();
    await list();
    expect(entries()).toHaveLength(3);
    expect(titles()).toEqual([pendingThread.threadTitle, reportedReply.threadTitle, hiddenReply.threadTitle]);
    expect(screen.getByRole('heading', { level: 2, name: `${copy.heading} (${copy.count(3)})` })).toBeVisible();
    expect(screen.getByText(copy.count(3))).toBeVisible();

    const held = entryOf(pendingThread.threadTitle);
    expect(within(held).getByRole('heading', { level: 3 })).toHaveTextContent(`Thread: ${pendingThread.threadTitle}`);
    expect(within(held).getByText(copy.pending)).toBeVisible();
    expect(within(held).queryByText(copy.hidden)).toBeNull();
    expect(within(held).getByRole('link', { name: pendingThread.threadTitle })).toHaveAttribute('href', `/forum/threads/${pendingThread.threadId}`);
    expect(within(held).getByText(copy.noReports)).toBeVisible();
    // Line breaks of the text are kept (the kit's PostBody keeps them as typed, shown by its pre-wrap style).
    expect(held.querySelector('[data-component="PostBody"]')?.textContent).toBe(pendingThread.content);
    expect(pendingThread.content).toContain('\n');

    const reply = entryOf(reportedReply.threadTitle);
    expect(within(reply).getByRole('heading', { level: 3 })).toHaveTextContent(`Reply: Reply in ${reportedReply.threadTitle}`);
    expect(within(reply).getByText(/by Anonymous/)).toHaveTextContent('by Anonymous, 20 Nov 2026, 15:05');
    expect(within(reply).getByText('20 Nov 2026, 15:05')).toHaveAttribute('datetime', reportedReply.createdAt);
    expect(within(reply).getByText(reportedReply.content)).toBeVisible();
    const reports = within(reply).getByRole('list', { name: copy.reports(1) });
    expect(within(reports).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Off topic (21 Nov 2026, 10:00)']);

    const hidden = entryOf(hiddenReply.threadTitle);
    expect(within(hidden).getByText(copy.hidden)).toBeVisible();
    expect(within(hidden).getByRole('list', { name: copy.reports(3) })).toBeVisible();
    // Plain text: one real link (http/https), markup as text, a javascript: address stays text.
    const spam = within(hidden).getByRole('link', { name: 'https://spam.example.com/deal' });
    expect(spam).toHaveAttribute('href', 'https://spam.example.com/deal');
    expect(spam).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(hidden.querySelector('b')).toBeNull();
    expect(within(hidden).getByText(/<b>now<\/b> javascript:alert\(1\)/)).toBeVisible();
    expect(within(hidden).getAllByRole('link')).toHaveLength(2);

    expect(within(reply).getByRole('button', { name: `Keep ${copy.what('reply', 'Anonymous', reportedReply.threadTitle)}` })).toHaveAccessibleDescription(copy.keepHint(false));
    expect(within(held).getByRole('button', { name: /^Keep the thread/ })).toHaveAccessibleDescription(copy.keepHint(true));
    await expectNoAxeViolations(container);
  });

  it('Keep (from the keyboard) takes the entry out at once, tells the server, toasts, and moves focus to the next entry', async () => {
    server.use(...forumQueueHandlers({ delayMs: 300 }));
    const user = userEvent.setup();
    renderPanel();
    await list();
    const keep = within(entryOf(reportedReply.threadTitle)).getByRole('button', { name: /^Keep/ });
    keep.focus();
    await user.keyboard('{Enter}');
    // Optimistic: gone before the server has answered.
    expect(titles()).toEqual([pendingThread.threadTitle, hiddenReply.threadTitle]);
    expect(screen.getByText(copy.count(2))).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(within(entryOf(hiddenReply.threadTitle)).getByRole('heading', { level: 3 })));
    expect(await screen.findByText(copy.toasts.kept(false))).toBeInTheDocument();
    expect(posts()).toEqual([[`/api/forum/queue/reply/${reportedReply.id}`, { decision: 'keep' }]]);
    // The server agrees after the queue is fetched again.
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.path === '/api/forum/queue')).toHaveLength(2));
    expect(titles()).toEqual([pendingThread.threadTitle, hiddenReply.threadTitle]);
  });

  it('Remove asks first: Cancel changes nothing and returns focus; confirming removes the entry with a toast', async () => {
    server.use(...forumQueueHandlers());
    const user = userEvent.setup();
    renderPanel();
    await list();
    const remove = within(entryOf(pendingThread.threadTitle)).getByRole('button', { name: `Remove ${copy.what('thread', 'Anonymous', pendingThread.threadTitle)}` });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: copy.confirm.title('thread') });
    expect(dialog).toHaveAccessibleDescription(copy.confirm.description('thread'));
    await user.click(within(dialog).getByRole('button', { name: copy.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(remove);
    expect(posts()).toEqual([]);
    expect(entries()).toHaveLength(3);

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: copy.confirm.title('thread') });
    await user.click(within(again).getByRole('button', { name: copy.confirm.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(titles()).toEqual([reportedReply.threadTitle, hiddenReply.threadTitle]);
    expect(await screen.findByText(copy.toasts.removed('thread'))).toBeInTheDocument();
    expect(posts()).toEqual([[`/api/forum/queue/thread/${pendingThread.id}`, { decision: 'remove' }]]);
    await waitFor(() => expect(document.activeElement).toBe(within(entryOf(reportedReply.threadTitle)).getByRole('heading', { level: 3 })));
  });

  it('a refused decision puts the entry back where it was, with an error toast giving the reason', async () => {
    server.use(respondWithError(endpoints.decideForumQueueEntry, 403, { error: forumAnswers.adminOnly, delayMs: 200 }), ...forumQueueHandlers());
    const user = userEvent.setup();
    renderPanel();
    await list();
    await user.click(within(entryOf(hiddenReply.threadTitle)).getByRole('button', { name: /^Remove/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: copy.confirm.confirm }));
    expect(titles()).toEqual([pendingThread.threadTitle, reportedReply.threadTitle]);
    expect(await screen.findByText(copy.toasts.removeFailed)).toBeInTheDocument();
    expect(screen.getByText(forumAnswers.adminOnly)).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual([pendingThread.threadTitle, reportedReply.threadTitle, hiddenReply.threadTitle]));
    expect(screen.getByText(copy.count(3))).toBeVisible();

    server.use(respondWithError(endpoints.decideForumQueueEntry, 500));
    await user.click(within(entryOf(pendingThread.threadTitle)).getByRole('button', { name: /^Keep/ }));
    expect(await screen.findByText(copy.toasts.keepFailed)).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual([pendingThread.threadTitle, reportedReply.threadTitle, hiddenReply.threadTitle]));
  });

  it('says when there is nothing to moderate', async () => {
    server.use(...forumQueueHandlers({ entries: [] }));
    const { container } = renderPanel();
    expect(await screen.findByRole('region', { name: copy.emptyTitle })).toBeVisible();
    expect(screen.getByText(copy.count(0))).toBeVisible();
    expect(screen.queryByRole('list', { name: copy.listLabel })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('the last decision empties the queue and focus goes to the panel heading', async () => {
    server.use(...forumQueueHandlers({ entries: [reportedReply] }));
    const user = userEvent.setup();
    renderPanel();
    await list();
    await user.click(screen.getByRole('button', { name: /^Keep/ }));
    expect(await screen.findByRole('region', { name: copy.emptyTitle })).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
  });

  it('says when the queue cannot be loaded (the reason, e.g. a 403 for staff) and tries again on request', async () => {
    server.use(...forumQueueHandlers({ role: 'staff' }));
    const user = userEvent.setup();
    const { container } = renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(copy.loadFailed);
    expect(alert).toHaveTextContent(forumAnswers.adminOnly);
    await expectNoAxeViolations(container);
    server.resetHandlers();
    server.use(...forumQueueHandlers());
    await user.click(within(alert).getByRole('button', { name: copy.retryLabel }));
    expect(await list()).toBeVisible();
    expect(entries()).toHaveLength(3);
  });
});
