import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forumAuthors, forumLimits, forumMessages } from '@orisun/api';
import { createForum, forumThreads, handlers, staffDeskAccounts, type Forum } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { loadedReplyField } from '@orisun/test-support/forum';
import { mockApi } from '@orisun/test-support/mock-api';
import { ToastProvider } from '@orisun/ui';
import { createQueryClient } from '../../api/queryClient.ts';
import { Providers } from '../../app/Providers.tsx';
import { forumComposer, forumNewThread, forumPage, forumThread } from '../../content/forum.ts';
import { ForumHistoryContext, memoryHistory } from './address.ts';
import { ForumView } from './ForumView.tsx';

// The forum's composers (Markdown with Write/Preview, the rules shown before posting) and the thread's (page and dialog) fixes
// (issue 23, section 3), on the mock API that renders Markdown with the server's own module.

const { server, requests } = mockApi();
let forum: Forum;
const rules = { titleMin: forumLimits.titleMin, postMin: forumLimits.postMin, linksMax: 2 };

beforeEach(() => {
  forum = createForum({ rules });
  server.use(...forum.handlers, ...handlers);
});
afterEach(() => localStorage.clear());

const [, paystack, darkMode] = forumThreads;

function renderForum(path = '/forum') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ForumHistoryContext value={memoryHistory(path)}>
        <Providers toasts={ToastProvider}>
          <ForumView />
        </Providers>
      </ForumHistoryContext>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const previews = () => requests.filter((r) => r.path === '/api/forum/preview');

describe('the forum composer', () => {
  it('Preview shows the reply as the forum will (the server renders it, asked once per text); Write has the text back', async () => {
    const user = renderForum(`/forum/threads/${darkMode!.id}`);
    const dialog = within(await screen.findByRole('region', { name: darkMode!.title }));
    const box = await loadedReplyField(forumThread.replyLabel);
    await user.type(box, 'Use **prefers-color-scheme**:{Enter}{Enter}- one{Enter}- two');
    const modes = dialog.getByRole('tablist', { name: forumComposer.modes(forumThread.replyLabel) });
    const write = within(modes).getByRole('tab', { name: forumComposer.write });
    expect(write).toHaveAttribute('aria-selected', 'true');
    await user.click(within(modes).getByRole('tab', { name: forumComposer.preview }));
    const panel = dialog.getByRole('tabpanel', { name: forumComposer.preview });
    expect(await within(panel).findByText('prefers-color-scheme')).toHaveProperty('tagName', 'STRONG');
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(box).not.toBeVisible();
    expect(previews()).toHaveLength(1);
    await expectNoAxeViolations(document.body);

    await user.click(write);
    expect(box).toBeVisible();
    expect(box).toHaveValue('Use **prefers-color-scheme**:\n\n- one\n- two');
    await user.click(within(modes).getByRole('tab', { name: forumComposer.preview }));
    expect(await within(panel).findByText('prefers-color-scheme')).toBeVisible();
    expect(previews()).toHaveLength(1);
  });

  it('Preview of nothing says so without asking the server', async () => {
    const user = renderForum(`/forum/threads/${darkMode!.id}`);
    const dialog = within(await screen.findByRole('region', { name: darkMode!.title }));
    await user.click(dialog.getByRole('tab', { name: forumComposer.preview }));
    expect(dialog.getByText(forumComposer.previewEmpty)).toBeVisible();
    expect(previews()).toEqual([]);
  });

  it('New Thread shows the rules before posting: counters under title and content, the link cap, Markdown and the tag pattern', async () => {
    const user = renderForum();
    await screen.findByRole('heading', { level: 2, name: forumPage.tabs.recent.title });
    await user.click(screen.getByRole('button', { name: forumPage.newThread }));
    const dialog = within(await screen.findByRole('dialog', { name: forumNewThread.title }));
    const title = dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.title}`) });
    const content = dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.content}`) });
    expect(title).toHaveAccessibleDescription(`At least ${rules.titleMin} characters: ${rules.titleMin} to go.`);
    await user.type(title, 'Offline forms');
    expect(title).toHaveAccessibleDescription(`At least ${rules.titleMin} characters: 2 to go.`);
    await user.type(title, ' on 3G');
    expect(title).toHaveAccessibleDescription(`At least ${rules.titleMin} characters: 19 written.`);
    expect(content).toHaveAccessibleDescription(expect.stringContaining(`At least ${rules.postMin} characters: ${rules.postMin} to go.`));
    expect(content).toHaveAccessibleDescription(expect.stringContaining('At most 2 links.'));
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Markdown works'));

    const tags = dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.tags}`) });
    expect(tags).toHaveAccessibleDescription(expect.stringContaining('letters, digits and hyphens'));
    await user.type(tags, 'c++{Enter}');
    expect(dialog.getByText(forumMessages.tag)).toBeVisible();
    expect(dialog.queryByRole('button', { name: /Remove tag c\+\+/ })).not.toBeInTheDocument();
    await user.clear(tags);
    await user.type(tags, 'API{Enter}api{Enter}');
    expect(dialog.getByText('“api” is already added.')).toBeVisible();
    expect(dialog.getAllByRole('button', { name: /^Remove tag/ })).toHaveLength(1);
    await expectNoAxeViolations(document.body);
  });

  it('a new thread written in Markdown is previewed, posted, and shown formatted in its dialog', async () => {
    const user = renderForum();
    await screen.findByRole('heading', { level: 2, name: forumPage.tabs.recent.title });
    await user.click(screen.getByRole('button', { name: forumPage.newThread }));
    const dialog = within(await screen.findByRole('dialog', { name: forumNewThread.title }));
    await user.type(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.title}`) }), 'Queue forms while offline');
    await user.selectOptions(dialog.getByRole('combobox', { name: new RegExp(`^${forumNewThread.fields.category}`) }), 'Troubleshooting');
    await user.type(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.content}`) }), 'We keep *every* form in `IndexedDB` until the network is back.');
    await user.click(dialog.getByRole('tab', { name: forumComposer.preview }));
    expect(await dialog.findByText('IndexedDB')).toHaveProperty('tagName', 'CODE');
    await user.click(dialog.getByRole('button', { name: forumNewThread.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('link', { name: 'Queue forms while offline' }));
    const thread = within(await screen.findByRole('dialog', { name: 'Queue forms while offline' }));
    const post = thread.getByRole('article', { name: 'Queue forms while offline' });
    expect(await within(post).findByText('every')).toHaveProperty('tagName', 'EM');
    expect(within(post).getByText('IndexedDB')).toHaveProperty('tagName', 'CODE');
  });
});

describe("a thread's page", () => {
  it('says who posted once, shows a Markdown post formatted, and Save reads Saved once saved', async () => {
    const user = renderForum(`/forum/threads/${paystack!.id}`);
    const dialog = within(await screen.findByRole('region', { name: paystack!.title }));
    expect(dialog.getAllByText(forumThread.postedBy(forumAuthors.visitor.name), { exact: false })).toHaveLength(1);
    // The solution's Markdown, formatted.
    const solution = (await dialog.findByText('unique index')).closest('article')!;
    expect(within(solution).getByText('unique index')).toHaveProperty('tagName', 'STRONG');
    expect(solution.querySelector('pre code')).toHaveTextContent('insert into payments (event_id) values ($1) on conflict do nothing;');
    await user.click(dialog.getByRole('button', { name: forumThread.save }));
    expect(await dialog.findByRole('button', { name: forumThread.saved })).toBeVisible();
    await user.click(dialog.getByRole('button', { name: forumThread.saved }));
    expect(await dialog.findByRole('button', { name: forumThread.save })).toBeVisible();
  });

  it('opening the report form keeps Share in the row of buttons; the form opens under the row with its field focused', async () => {
    const user = renderForum(`/forum/threads/${darkMode!.id}`);
    const dialog = within(await screen.findByRole('region', { name: darkMode!.title }));
    const post = within(dialog.getByRole('article', { name: darkMode!.title }));
    const report = await post.findByRole('button', { name: forumThread.report });
    await waitFor(() => expect(report).toBeEnabled());
    const row = report.parentElement!;
    await user.click(report);
    const reason = await post.findByRole('textbox', { name: new RegExp(forumThread.reportReason) });
    expect(reason).toHaveFocus();
    expect(report).toHaveAttribute('aria-expanded', 'true');
    expect(post.getByRole('button', { name: forumThread.share }).parentElement).toBe(row);
    expect(row).not.toContainElement(reason);
  });

  it('an admin is not offered Report on posts', async () => {
    const admin = staffDeskAccounts.find((a) => a.role === 'admin')!;
    forum = createForum({ rules, signedIn: { id: admin.id, email: admin.email, name: admin.name, role: admin.role } });
    server.use(...forum.handlers);
    renderForum(`/forum/threads/${paystack!.id}`);
    const dialog = within(await screen.findByRole('region', { name: paystack!.title }));
    expect(await dialog.findByRole('button', { name: forumThread.pin })).toBeVisible();
    await dialog.findAllByRole('article');
    expect(dialog.queryByRole('button', { name: forumThread.report })).not.toBeInTheDocument();
    expect(await dialog.findByText('unique index')).toBeVisible();
  });
});
