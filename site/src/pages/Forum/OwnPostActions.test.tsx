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

// The author's own Edit and Delete, and a locked thread, on the thread's page (over the mock forum's rules).
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

/** The thread's page (its section, named by its title), once it has the thread's own answer. */
const threadPage = (title: string) => screen.findByRole('region', { name: title });

describe("an author's own posts on the thread's page", { timeout: 30_000 }, () => {
  it('offers Edit and Delete on their own new reply only; the edit is saved and marked edited; Delete removes it', async () => {
    const user = openThread(paystack.id);
    const thread = within(await threadPage(paystack.title));
    await thread.findAllByRole('article');
    // Nobody's reply here is this visitor's: no Edit.
    expect(thread.queryByRole('button', { name: copy.editReplyName })).toBeNull();
    await user.type(await loadedReplyField(forumThread.replyLabel), 'Retry with an idempotency key, it stops the double.');
    await user.click(thread.getByRole('button', { name: forumThread.postReply }));
    const edit = await thread.findByRole('button', { name: copy.editReplyName });
    expect(thread.getAllByRole('button', { name: copy.editReplyName })).toHaveLength(1);
    await user.click(edit);
    const form = within(await thread.findByRole('form', { name: copy.editReplyName }));
    const field = form.getByRole('textbox', { name: new RegExp(copy.replyLabel) });
    await user.clear(field);
    await user.type(field, 'Retry with an idempotency key: Paystack then sends it once.');
    await expectNoAxeViolations(document.body);
    await user.click(form.getByRole('button', { name: copy.save }));
    expect(await thread.findByText('Retry with an idempotency key: Paystack then sends it once.')).toBeVisible();
    expect(thread.getByText(/^edited /)).toBeVisible();
    const mine = forum.replies().find((r) => r.content.startsWith('Retry with'))!;
    expect(requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([[`/api/forum/own/replies/${mine.id}`, { content: 'Retry with an idempotency key: Paystack then sends it once.' }]]);

    await user.click(thread.getByRole('button', { name: copy.deleteReplyName }));
    await user.click(thread.getByRole('button', { name: copy.confirmDelete }));
    await waitFor(() => expect(thread.queryByText('Retry with an idempotency key: Paystack then sends it once.')).toBeNull());
    expect(forum.replies().some((r) => r.id === mine.id)).toBe(false);
  });

  it("edits their own new thread's title; deleting it without replies takes it away", async () => {
    const fresh = { ...forumThreads[4]!, id: '6d1c2b3a-4e5f-4a6b-8c7d-000000000001', mine: true, replies: 0, createdAt: new Date().toISOString() };
    forum = createForum({ threads: [fresh, ...forumThreads], replies: [] });
    server.use(...forum.handlers);
    const user = openThread(fresh.id);
    const thread = within(await threadPage(fresh.title));
    await user.click(await thread.findByRole('button', { name: copy.editThreadName }));
    const form = within(await thread.findByRole('form', { name: copy.editThreadName }));
    const title = form.getByRole('textbox', { name: new RegExp(copy.titleLabel) });
    await user.clear(title);
    await user.type(title, 'Short');
    await user.click(form.getByRole('button', { name: copy.save }));
    // The posting rules of the list (the mock's: a title of 1 character) pass; the server's own check is its test.
    await waitFor(() => expect(forum.threads().find((t) => t.id === fresh.id)?.title).toBe('Short'));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([`/api/forum/own/threads/${fresh.id}`]);
    expect(await thread.findByText(/^edited /)).toBeVisible();

    await user.click(thread.getByRole('button', { name: copy.deleteThreadName }));
    await user.click(thread.getByRole('button', { name: copy.confirmDelete }));
    // The thread's page gives way to the list.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Short' })).toBeNull());
    expect(forum.threads().some((t) => t.id === fresh.id)).toBe(false);
  });

  it('a locked thread says so in place of the reply box', async () => {
    openThread(forumThreads[2]!.id);
    const thread = within(await threadPage(forumThreads[2]!.title));
    expect(await thread.findByText(copy.locked)).toBeVisible();
    expect(thread.queryByRole('textbox', { name: forumThread.replyLabel })).toBeNull();
    expect(thread.queryByRole('button', { name: forumThread.postReply })).toBeNull();
    await expectNoAxeViolations(document.body);
  });
});
