import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { createForum, forumThreads, type Forum } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { loadedReplyField } from '@orisun/test-support/forum';
import { mockApi } from '@orisun/test-support/mock-api';
import { ToastProvider } from '@orisun/ui';
import { createQueryClient } from '../../api/queryClient.ts';
import { Providers } from '../../app/Providers.tsx';
import { forumThread } from '../../content/forum.ts';
import { ownPostCopy as copy } from '../../content/forumModeration.ts';
import { ForumHistoryContext, memoryHistory } from './address.ts';
import { ForumView } from './ForumView.tsx';

// The author's own Edit and Delete, and a locked thread, in the thread dialog (over the mock forum's rules).
const { server, requests } = mockApi();
let forum: Forum;
const paystack = forumThreads[1]!;

beforeEach(() => {
  forum = createForum({ threads: forumThreads.map((t) => (t.id === forumThreads[2]!.id ? { ...t, isLocked: true } : t)) });
  server.use(...forum.handlers);
});

function openThread(id: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ForumHistoryContext value={memoryHistory(`/forum/threads/${id}`)}>
        <Providers toasts={ToastProvider}>
          <ForumView />
        </Providers>
      </ForumHistoryContext>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("an author's own posts in the thread dialog", { timeout: 30_000 }, () => {
  it('offers Edit and Delete on their own new reply only; the edit is saved and marked edited; Delete removes it', async () => {
    const user = openThread(paystack.id);
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findAllByRole('article');
    // Nobody's reply here is this visitor's: no Edit.
    expect(dialog.queryByRole('button', { name: copy.editReplyName })).toBeNull();
    await user.type(await loadedReplyField(forumThread.replyLabel), 'Retry with an idempotency key, it stops the double.');
    await user.click(dialog.getByRole('button', { name: forumThread.postReply }));
    const edit = await dialog.findByRole('button', { name: copy.editReplyName });
    expect(dialog.getAllByRole('button', { name: copy.editReplyName })).toHaveLength(1);
    await user.click(edit);
    const form = within(await dialog.findByRole('form', { name: copy.editReplyName }));
    const field = form.getByRole('textbox', { name: new RegExp(copy.replyLabel) });
    await user.clear(field);
    await user.type(field, 'Retry with an idempotency key: Paystack then sends it once.');
    await expectNoAxeViolations(document.body);
    await user.click(form.getByRole('button', { name: copy.save }));
    expect(await dialog.findByText('Retry with an idempotency key: Paystack then sends it once.')).toBeVisible();
    expect(dialog.getByText(/^edited /)).toBeVisible();
    const mine = forum.replies().find((r) => r.content.startsWith('Retry with'))!;
    expect(requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([[`/api/forum/own/replies/${mine.id}`, { content: 'Retry with an idempotency key: Paystack then sends it once.' }]]);

    await user.click(dialog.getByRole('button', { name: copy.deleteReplyName }));
    await user.click(dialog.getByRole('button', { name: copy.confirmDelete }));
    await waitFor(() => expect(dialog.queryByText('Retry with an idempotency key: Paystack then sends it once.')).toBeNull());
    expect(forum.replies().some((r) => r.id === mine.id)).toBe(false);
  });

  it("edits their own new thread's title; deleting it without replies takes it away", async () => {
    const fresh = { ...forumThreads[4]!, id: '6d1c2b3a-4e5f-4a6b-8c7d-000000000001', mine: true, replies: 0, createdAt: new Date().toISOString() };
    forum = createForum({ threads: [fresh, ...forumThreads], replies: [] });
    server.use(...forum.handlers);
    const user = openThread(fresh.id);
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('button', { name: copy.editThreadName }));
    const form = within(await dialog.findByRole('form', { name: copy.editThreadName }));
    const title = form.getByRole('textbox', { name: new RegExp(copy.titleLabel) });
    await user.clear(title);
    await user.type(title, 'Short');
    await user.click(form.getByRole('button', { name: copy.save }));
    // The posting rules of the list (the mock's: a title of 1 character) pass; the server's own check is its test.
    await waitFor(() => expect(forum.threads().find((t) => t.id === fresh.id)?.title).toBe('Short'));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([`/api/forum/own/threads/${fresh.id}`]);
    expect(await dialog.findByText(/^edited /)).toBeVisible();

    await user.click(dialog.getByRole('button', { name: copy.deleteThreadName }));
    await user.click(dialog.getByRole('button', { name: copy.confirmDelete }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(forum.threads().some((t) => t.id === fresh.id)).toBe(false);
  });

  it('a locked thread says so in place of the reply box', async () => {
    openThread(forumThreads[2]!.id);
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(copy.locked)).toBeVisible();
    expect(dialog.queryByRole('textbox', { name: forumThread.replyLabel })).toBeNull();
    expect(dialog.queryByRole('button', { name: forumThread.postReply })).toBeNull();
    await expectNoAxeViolations(document.body);
  });
});
