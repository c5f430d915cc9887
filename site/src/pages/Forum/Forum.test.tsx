import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, forumAnswers, forumAuthors, forumLimits, forumMessages, forumPostMessages, authMessages } from '@orisun/api';
import {
  createForum,
  forumFixtures,
  forumMoreThreads,
  forumPageSize,
  forumThreads,
  handlers,
  respondWithError,
  staffDeskAccounts,
  staffDeskPassword,
  type Forum,
} from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { loadedReplyField } from '@orisun/test-support/forum';
import { mockApi } from '@orisun/test-support/mock-api';
import { createQueryClient } from '../../api/queryClient.ts';
import { forumAdminLogin, forumNewThread, forumPage, forumThread } from '../../content/forum.ts';
import { ToastProvider } from '@orisun/ui';
import { Providers } from '../../app/Providers.tsx';
import { ForumHistoryContext, memoryHistory } from './address.ts';
import { ForumView } from './ForumView.tsx';
import { savedThreadsKey } from './savedThreads.ts';

const { server, requests } = mockApi();
let forum: Forum;

beforeEach(() => {
  forum = createForum();
  server.use(...forum.handlers);
});
afterEach(() => localStorage.clear());

const [welcome, paystack, darkMode] = forumThreads;

function renderForum(path = '/forum') {
  const history = memoryHistory(path);
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ForumHistoryContext value={history}>
        <Providers toasts={ToastProvider}>
          <ForumView />
        </Providers>
      </ForumHistoryContext>
    </QueryClientProvider>,
  );
  return { ...view, history, user: userEvent.setup() };
}

// While a dialog is open, Radix hides the rest of the page (the toasts' region too) from the accessibility tree.
const toasts = () => {
  const region = document.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]');
  if (!region) throw new Error('No notifications region');
  return within(region);
};
const list = async (title: string) => within((await screen.findByRole('heading', { level: 2, name: title })).closest('section')!);
const listCalls = () => requests.filter((r) => r.path === '/threads' && r.method === 'GET');

describe('community forum (/forum)', { timeout: 30_000 }, () => {
  it('a visitor sees the threads (pinned first), the discussion count, real category counts and the twelve tags; no axe violations', async () => {
    const { container } = renderForum();
    const recent = await list(forumPage.tabs.recent.title);
    const links = await recent.findAllByRole('link');
    expect(links[0]).toHaveAccessibleName(welcome!.title);
    expect(links[0]).toHaveAttribute('href', `/forum/threads/${welcome!.id}`);
    expect(recent.getByText(`(${forumPage.listCount(5)})`)).toBeInTheDocument();
    expect(screen.getByText(forumPage.discussions(5))).toBeInTheDocument();
    // Categories and tags are links to their list pages (issue 23), with the real counts.
    const categories = within(screen.getByRole('navigation', { name: forumPage.categoriesLabel }));
    expect(categories.getAllByRole('link').map((b) => b.textContent)).toEqual([
      forumPage.allCategories,
      'General Discussion (1)',
      'Feature Requests (1)',
      'Troubleshooting (1)',
      'Announcements (1)',
      'Showcase (1)',
    ]);
    expect(categories.getByRole('link', { name: 'Troubleshooting (1)' })).toHaveAttribute('href', '/forum/c/troubleshooting');
    const tags = within(screen.getByRole('heading', { name: forumPage.tagsHeading }).closest('section')!);
    expect(tags.getAllByRole('link')).toHaveLength(12);
    expect(tags.getByRole('link', { name: '#mobile' })).toHaveAttribute('href', '/forum/tag/mobile');
    expect(screen.getByRole('button', { name: forumPage.adminLogin })).toBeVisible();
    expect(screen.queryByText(forumPage.adminBanner)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('searching puts the text in the URL and asks the server; nothing found says so; a category or a tag searches on Recent', async () => {
    const { history, user } = renderForum('/forum?tab=solved');
    await list(forumPage.tabs.solved.title);
    await user.type(screen.getByRole('searchbox', { name: forumPage.searchLabel }), 'zebra');
    // On a busy machine a search for the first letters may go out (and find nothing) while the rest is typed: the
    // whole word's is the one that counts.
    await waitFor(() => expect(history.location().search).toContain('q=zebra'));
    expect(await screen.findByText(forumPage.empty.search)).toBeVisible();
    expect(listCalls().at(-1)?.path).toBe('/threads');

    // A tag is its own list page, in place.
    await user.click(screen.getByRole('link', { name: '#mobile' }));
    const recent = await list(forumPage.withTag(forumPage.tabs.recent.title, 'mobile'));
    const tagged = forumThreads.filter((t) => t.tags.includes('mobile')).map((t) => t.title);
    await waitFor(() => expect(recent.getAllByRole('heading', { level: 3 }).map((h) => h.textContent).sort()).toEqual(tagged.sort()));
    expect(history.location().pathname).toBe('/forum/tag/mobile');
    expect(screen.getByRole('searchbox')).toHaveValue('');

    await user.click(screen.getByRole('link', { name: /^Troubleshooting/ }));
    await list(forumPage.inCategory(forumPage.tabs.recent.title, 'Troubleshooting'));
    expect(history.location().pathname).toBe('/forum/c/troubleshooting');
    // Back restores the list before.
    act(() => history.back());
    expect(await screen.findByRole('heading', { level: 2, name: forumPage.withTag(forumPage.tabs.recent.title, 'mobile') })).toBeVisible();
  });

  it('while a new search loads, the list stays (a focused row keeps its focus) and says it is busy; another tab starts from its spinner', async () => {
    let release!: () => void;
    const answer = new Promise<void>((resolve) => (release = resolve));
    const { history, user } = renderForum();
    const recent = await list(forumPage.tabs.recent.title);
    const row = await recent.findByRole('link', { name: paystack!.title });
    // Searches and other tabs are held back, then go on to the forum's own handler.
    server.use(http.get('*/threads', async ({ request }) => void (new URL(request.url).searchParams.get('activeTab') === 'recent' && !new URL(request.url).searchParams.has('searchQuery') ? undefined : await answer)));
    await user.type(screen.getByRole('searchbox', { name: forumPage.searchLabel }), 'Troubleshooting');
    // As in the test above: the whole word's search is the one that counts (the tab links carry it).
    await waitFor(() => expect(history.location().search).toContain('q=Troubleshooting'));
    const section = row.closest('section')!;
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'true'));
    expect(recent.getByRole('status')).toHaveTextContent(forumPage.searching);
    expect(recent.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    row.focus();
    release();
    await waitFor(() => expect(recent.getAllByRole('heading', { level: 3 }).map((l) => l.textContent)).toEqual([paystack!.title]));
    await waitFor(() => expect(section).not.toHaveAttribute('aria-busy'));
    expect(recent.getByRole('link', { name: paystack!.title })).toBe(row);
    expect(row).toHaveFocus();

    let releaseTab!: () => void;
    const tabAnswer = new Promise<void>((resolve) => (releaseTab = resolve));
    server.use(http.get('*/threads', async ({ request }) => void (new URL(request.url).searchParams.get('activeTab') === 'popular' ? await tabAnswer : undefined)));
    await user.click(screen.getByRole('link', { name: forumPage.tabs.popular.label }));
    const popular = await list(forumPage.matching(forumPage.tabs.popular.title, 'Troubleshooting'));
    expect(popular.getByRole('status')).toHaveTextContent(forumPage.loading);
    expect(popular.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    releaseTab();
    await waitFor(() => expect(popular.getAllByRole('heading', { level: 3 }).map((l) => l.textContent)).toEqual([paystack!.title]));
  });

  it('a category with no threads invites a first one', async () => {
    forum = createForum({ threads: forumThreads.filter((t) => t.category !== 'Showcase') });
    server.use(...forum.handlers);
    const { user } = renderForum();
    await list(forumPage.tabs.recent.title);
    await user.click(screen.getByRole('link', { name: /^Showcase/ }));
    expect(await screen.findByText(forumPage.empty.category)).toBeVisible();
  });

  it('Saved: none saved says so without asking; a saved row shows there, sent as `saved`', async () => {
    const { user } = renderForum();
    await list(forumPage.tabs.recent.title);
    await user.click(screen.getByRole('link', { name: forumPage.tabs.saved.label }));
    expect(await screen.findByText(forumPage.empty.saved)).toBeVisible();
    await user.click(screen.getByRole('link', { name: forumPage.tabs.recent.label }));
    const row = (await screen.findByRole('link', { name: darkMode!.title })).closest('article')!;
    const save = within(row).getByRole('button', { name: 'Save thread' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(savedThreadsKey)!)).toEqual([darkMode!.id]);
    await user.click(screen.getByRole('link', { name: forumPage.tabs.saved.label }));
    const saved = await list(forumPage.tabs.saved.title);
    expect(await saved.findByRole('link', { name: darkMode!.title })).toBeVisible();
  });

  it('opening a row gives the thread its URL and dialog (post, replies, solution); Escape goes back to the list and to the row', async () => {
    const { history, user } = renderForum('/forum?q=webhook');
    const link = await screen.findByRole('link', { name: paystack!.title });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: paystack!.title });
    expect(history.location().pathname).toBe(`/forum/threads/${paystack!.id}`);
    expect(history.location().search).toBe('');
    const view = within(dialog);
    expect(view.getByText(forumThread.solved)).toBeVisible();
    expect(await view.findByText(forumThread.solution)).toBeVisible();
    expect(view.getByRole('link', { name: 'https://paystack.com/docs/payments/webhooks' })).toHaveAttribute('rel', 'nofollow ugc noopener');
    // Solved: no "Mark as solution"; an admin reply has no Report.
    expect(view.queryByRole('button', { name: forumThread.markSolution })).not.toBeInTheDocument();
    expect(view.getAllByRole('button', { name: forumThread.report })).toHaveLength(2);
    await expectNoAxeViolations(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location().pathname).toBe('/forum');
    expect(history.location().search).toBe('?q=webhook');
    await waitFor(() => expect(screen.getByRole('link', { name: paystack!.title })).toHaveFocus());
  });

  it('a shared link shows its thread as the page, without a dialog or the list; Browse threads shows the list in place', async () => {
    const { history, user } = renderForum(`/forum/threads/${welcome!.id}`);
    const page = within(await screen.findByRole('region', { name: welcome!.title }));
    expect(page.getByRole('heading', { level: 1, name: welcome!.title })).toBeVisible();
    expect(await page.findByText('Glad this exists! 🎉')).toBeVisible();
    expect(await page.findByRole('textbox', { name: forumThread.replyLabel })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: forumPage.browseThreads }));
    expect(history.location().pathname).toBe('/forum');
    expect(history.action).toBe('PUSH');
    expect(await screen.findByRole('link', { name: welcome!.title })).toBeVisible();
    expect(screen.queryByRole('region', { name: welcome!.title })).not.toBeInTheDocument();
  });

  it("a shared thread whose answer does not come says why its buttons are missing, and Try again brings them", async () => {
    server.use(respondWithError(endpoints.getThread, 500, { error: 'The forum is resting.' }));
    const { user } = renderForum(`/forum/threads/${welcome!.id}`);
    const alert = within(await screen.findByRole('alert', {}, { timeout: 5_000 }));
    expect(alert.getByText(forumThread.actionsFailed)).toBeVisible();
    expect(alert.getByText('The forum is resting.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: forumThread.replyLabel })).not.toBeInTheDocument();
    server.resetHandlers(...forum.handlers, ...handlers);
    await user.click(alert.getByRole('button', { name: forumThread.tryAgain }));
    const page = within(await screen.findByRole('region', { name: welcome!.title }));
    expect(await page.findByText('Glad this exists! 🎉')).toBeVisible();
    expect(await page.findByRole('textbox', { name: forumThread.replyLabel })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an admin logs out with the banner button: back to a visitor', async () => {
    forum = createForum({ signedIn: staffDeskAccounts.find((a) => a.role === 'admin')! });
    server.use(...forum.handlers);
    const { user } = renderForum();
    await user.click(await screen.findByRole('button', { name: forumPage.logOut }));
    expect(await screen.findByRole('button', { name: forumPage.adminLogin })).toBeVisible();
    expect(screen.queryByText(forumPage.adminBanner)).not.toBeInTheDocument();
    expect(forum.signedIn()).toBeNull();
  });

  it('from the list, the dialog shows the thread at once; Like and Report wait for its own answer (what this visitor did)', async () => {
    let release!: () => void;
    const answer = new Promise<void>((resolve) => (release = resolve));
    // Held back, then on to the forum's own handler.
    server.use(http.get('*/api/forum/threads/:id', async () => void (await answer)));
    const thread = paystack!;
    expect(thread.isAdminPost).toBe(false);
    const { user } = renderForum();
    await user.click(await screen.findByRole('link', { name: thread.title }));
    const dialog = within(await screen.findByRole('dialog', { name: thread.title }));
    const post = within(dialog.getByRole('article', { name: thread.title }));
    const like = post.getByRole('button', { name: forumThread.likes(thread.likes) });
    expect(like).toBeDisabled();
    expect(post.getByRole('button', { name: forumThread.report })).toBeDisabled();
    release();
    await waitFor(() => expect(like).toBeEnabled());
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(post.getByRole('button', { name: forumThread.report })).toBeEnabled();
    await user.click(like);
    await waitFor(() => expect(post.getByRole('button', { name: forumThread.likes(thread.likes + 1) })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('a like shows at once and is put back, with a red toast, when the server refuses it', async () => {
    const { user } = renderForum(`/forum/threads/${welcome!.id}`);
    const dialog = within(await screen.findByRole('region', { name: welcome!.title }));
    const like = dialog.getByRole('button', { name: forumThread.likes(38) });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() => expect(dialog.getByRole('button', { name: forumThread.likes(39) })).toHaveAttribute('aria-pressed', 'true'));
    server.use(respondWithError(endpoints.likeThread, 500, { error: 'The server is busy.' }));
    await user.click(dialog.getByRole('button', { name: forumThread.likes(39) }));
    expect(await toasts().findByText('The server is busy.')).toBeInTheDocument();
    expect(toasts().getByText(forumThread.likeFailed)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: forumThread.likes(39) })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('a stranger cannot choose the solution; Post Reply waits for text; a refused reply (429) keeps its text', async () => {
    const { user } = renderForum(`/forum/threads/${welcome!.id}`);
    const dialog = within(await screen.findByRole('region', { name: welcome!.title }));
    // Not the author, not an admin: no Mark as solution.
    await dialog.findByText('Glad this exists! 🎉');
    expect(dialog.queryByRole('button', { name: forumThread.markSolution })).not.toBeInTheDocument();

    const box = await loadedReplyField(forumThread.replyLabel);
    const post = dialog.getByRole('button', { name: forumThread.postReply });
    expect(post).toBeDisabled();
    await user.type(box, 'Me too');
    server.use(respondWithError(endpoints.createReply, 429, { error: 'You are posting too fast. Please wait 30 seconds.', retryAfterSeconds: 30 }));
    await user.click(post);
    // Said once, in the dialog above its buttons: no toast over them.
    const refusal = await dialog.findByRole('alert');
    expect(refusal).toHaveTextContent(forumMessages.replyFailed);
    expect(refusal).toHaveTextContent('You are posting too fast. Please wait 30 seconds.');
    expect(toasts().queryByText(forumMessages.replyFailed)).not.toBeInTheDocument();
    expect(box).toHaveValue('Me too');
    server.resetHandlers(...forum.handlers, ...handlers);
    await user.click(post);
    expect(await dialog.findByText('Me too')).toBeVisible();
    expect(box).toHaveValue('');
  });

  it('on their own unsolved thread a visitor may mark a reply as the solution; a 403 shows the server sentence', async () => {
    const { user } = renderForum(`/forum/threads/${darkMode!.id}`);
    const dialog = within(await screen.findByRole('region', { name: darkMode!.title }));
    await user.type(await loadedReplyField(forumThread.replyLabel), 'Use prefers-color-scheme');
    await user.click(dialog.getByRole('button', { name: forumThread.postReply }));
    const mark = await dialog.findByRole('button', { name: forumThread.markSolution });
    server.use(respondWithError(endpoints.markSolution, 403, { error: forumAnswers.notYours }));
    await user.click(mark);
    expect(await toasts().findByText(forumAnswers.notYours)).toBeInTheDocument();
    server.resetHandlers(...forum.handlers, ...handlers);
    await user.click(dialog.getByRole('button', { name: forumThread.markSolution }));
    expect(await dialog.findByText(forumThread.solution)).toBeVisible();
    expect(dialog.getByText(forumThread.solved)).toBeVisible();
    expect(dialog.queryByRole('button', { name: forumThread.markSolution })).not.toBeInTheDocument();
  });

  it('Report asks a reason, then stays disabled as Reported', async () => {
    const { user } = renderForum(`/forum/threads/${darkMode!.id}`);
    const dialog = within(await screen.findByRole('region', { name: darkMode!.title }));
    await user.click(dialog.getAllByRole('button', { name: forumThread.report })[0]!);
    await user.type(await dialog.findByRole('textbox', { name: new RegExp(forumThread.reportReason) }), 'Spam');
    await user.click(dialog.getByRole('button', { name: forumThread.reportSend }));
    expect(await dialog.findByRole('button', { name: forumThread.reported })).toBeDisabled();
    expect(forum.reports()).toEqual([{ kind: 'thread', id: darkMode!.id, reason: 'Spam' }]);
  });

  it('New Thread: Post Thread waits for title, category and content; the thread is posted and listed', async () => {
    const { user } = renderForum();
    await list(forumPage.tabs.recent.title);
    await user.click(screen.getByRole('button', { name: forumPage.newThread }));
    const dialog = within(await screen.findByRole('dialog', { name: forumNewThread.title }));
    const submit = dialog.getByRole('button', { name: forumNewThread.submit });
    expect(submit).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.title}`) }), 'Offline forms');
    await user.selectOptions(dialog.getByRole('combobox', { name: new RegExp(`^${forumNewThread.fields.category}`) }), 'Troubleshooting');
    expect(submit).toBeDisabled();
    const content = dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.content}`) });
    await user.type(content, 'How do you do it');
    // The emoji goes to the content (no edit or reply is open), at the caret, which then follows it.
    await user.click(dialog.getByRole('button', { name: 'Add emoji' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Add emoji' }));
    await user.type(await picker.findByRole('searchbox', { name: 'Search emoji' }), 'thinking');
    await user.click(await picker.findByRole('gridcell', { name: 'thinking face' }));
    expect(content).toHaveValue('How do you do it🤔');
    await waitFor(() => expect(content).toHaveFocus());
    expect((content as HTMLTextAreaElement).selectionStart).toBe('How do you do it🤔'.length);
    await user.pointer({ target: content, offset: 'How do you do '.length, keys: '[MouseLeft]' });
    await user.click(dialog.getByRole('button', { name: 'Add emoji' }));
    const frequent = await within(await screen.findByRole('dialog', { name: 'Add emoji' })).findByRole('grid', { name: 'Frequently Used' });
    await user.click(within(frequent).getByRole('gridcell', { name: 'thumbs up' }));
    expect(content).toHaveValue('How do you do 👍it🤔');
    await user.type(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.tags}`) }), 'Service Worker{Enter}');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await toasts().findByText(forumMessages.threadCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = forum.threads()[0]!;
    expect(created).toMatchObject({ title: 'Offline forms', category: 'Troubleshooting', tags: ['service-worker'], author: forumAuthors.visitor.name });
    expect(await screen.findByRole('link', { name: 'Offline forms' })).toBeVisible();
  });

  it('New Thread: a refusal of a field shows once, beside the field (no toast); one that is no field\'s shows in the dialog; the text stays', async () => {
    server.use(
      respondWithError(endpoints.createThread, 400, { error: 'Check the title.', issues: [{ path: 'title', message: 'Write a longer title.' }] }),
    );
    const { user } = renderForum();
    await list(forumPage.tabs.recent.title);
    await user.click(screen.getByRole('button', { name: forumPage.newThread }));
    const dialog = within(await screen.findByRole('dialog', { name: forumNewThread.title }));
    await user.type(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.title}`) }), 'Hi');
    await user.selectOptions(dialog.getByRole('combobox', { name: new RegExp(`^${forumNewThread.fields.category}`) }), 'Showcase');
    await user.type(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.content}`) }), 'Body');
    await user.click(dialog.getByRole('button', { name: forumNewThread.submit }));
    const title = dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.title}`) });
    await waitFor(() => expect(title).toHaveAccessibleDescription(expect.stringContaining('Write a longer title.')));
    expect(dialog.getAllByText('Write a longer title.')).toHaveLength(1);
    expect(toasts().queryByText(forumMessages.threadFailed)).not.toBeInTheDocument();
    expect(dialog.queryByRole('alert', { name: forumMessages.threadFailed })).not.toBeInTheDocument();
    expect(title).toHaveValue('Hi');
    // A wait (429) is no field's: said in the dialog, above Post Thread, once.
    server.use(respondWithError(endpoints.createThread, 429, { error: 'You are posting too fast. Please wait 30 seconds.', retryAfterSeconds: 30 }));
    await user.click(dialog.getByRole('button', { name: forumNewThread.submit }));
    const refusal = await dialog.findByRole('alert');
    expect(refusal).toHaveTextContent(forumMessages.threadFailed);
    expect(refusal).toHaveTextContent('You are posting too fast. Please wait 30 seconds.');
    expect(toasts().queryByText(forumMessages.threadFailed)).not.toBeInTheDocument();
  });

  it("with the list's rules, a thread or a reply too short, or with too many links, is refused before sending, with the server's sentences", async () => {
    forum = createForum({ rules: { titleMin: forumLimits.titleMin, postMin: forumLimits.postMin, linksMax: 1 } });
    server.use(...forum.handlers);
    const posts = () => requests.filter((r) => r.method === 'POST');
    const { user } = renderForum();
    await list(forumPage.tabs.recent.title);
    await user.click(screen.getByRole('button', { name: forumPage.newThread }));
    const dialog = within(await screen.findByRole('dialog', { name: forumNewThread.title }));
    const title = dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.title}`) });
    await user.type(title, 'Offline forms');
    await user.selectOptions(dialog.getByRole('combobox', { name: new RegExp(`^${forumNewThread.fields.category}`) }), 'Troubleshooting');
    await user.type(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.content}`) }), 'See https://a.example.com and https://b.example.com for the details.');
    await user.click(dialog.getByRole('button', { name: forumNewThread.submit }));
    // On the fields, the first focused, as the server's 400 would be; not again in a toast.
    await waitFor(() => expect(title).toHaveFocus());
    expect(toasts().queryByText(forumMessages.threadFailed)).not.toBeInTheDocument();
    expect(dialog.getAllByText(forumPostMessages.titleTooShort(forumLimits.titleMin))).toHaveLength(1);
    expect(title).toHaveAccessibleDescription(expect.stringContaining(forumPostMessages.titleTooShort(forumLimits.titleMin)));
    expect(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.content}`) })).toHaveAccessibleDescription(
      expect.stringContaining(forumPostMessages.tooManyLinks(1)),
    );
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Offline forms');
    expect(posts()).toEqual([]);
    await user.type(title, ' on slow 3G');
    await user.clear(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.content}`) }));
    await user.type(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.content}`) }), 'What do you use to queue submissions?');
    await user.click(dialog.getByRole('button', { name: forumNewThread.submit }));
    expect(await toasts().findByText(forumMessages.threadCreated)).toBeInTheDocument();
    expect(posts().map((r) => r.path)).toEqual(['/threads']);

    await user.click(await screen.findByRole('link', { name: 'Offline forms on slow 3G' }));
    const thread = within(await screen.findByRole('dialog', { name: 'Offline forms on slow 3G' }));
    const box = await loadedReplyField(forumThread.replyLabel);
    await user.type(box, 'Me too');
    await user.click(thread.getByRole('button', { name: forumThread.postReply }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(forumPostMessages.contentTooShort(forumLimits.postMin))));
    expect(toasts().queryByText(forumMessages.replyFailed)).not.toBeInTheDocument();
    expect(box).toHaveValue('Me too');
    expect(posts().map((r) => r.path)).toEqual(['/threads']);
  });

  it('Admin Portal: a wrong password and a staff account are refused in the dialog; an admin gets the banner and can pin', async () => {
    const { user } = renderForum(`/forum`);
    await list(forumPage.tabs.recent.title);
    await user.click(screen.getByRole('button', { name: forumPage.adminLogin }));
    const dialog = within(await screen.findByRole('dialog', { name: forumAdminLogin.title }));
    const login = dialog.getByRole('button', { name: forumAdminLogin.submit });
    expect(login).toBeDisabled();
    const admin = staffDeskAccounts.find((a) => a.role === 'admin')!;
    const staff = staffDeskAccounts.find((a) => a.role === 'staff' && !a.disabled)!;
    const email = dialog.getByRole('textbox', { name: new RegExp(`^${forumAdminLogin.email}`) });
    const password = dialog.getByLabelText(new RegExp(`^${forumAdminLogin.password}`));
    await user.type(email, admin.email);
    await user.type(password, 'wrong password');
    await user.click(login);
    expect(await dialog.findByText(authMessages.invalidCredentials)).toBeVisible();
    await user.clear(email);
    await user.type(email, staff.email);
    await user.type(password, staffDeskPassword);
    await user.click(login);
    expect(await dialog.findByText(forumAdminLogin.notAdmin)).toBeVisible();
    expect(forum.signedIn()).toBeNull();
    await user.clear(email);
    await user.type(email, admin.email);
    await user.type(password, staffDeskPassword);
    await user.click(login);
    expect(await toasts().findByText(forumMessages.adminLoggedIn)).toBeInTheDocument();
    expect(await screen.findByText(forumPage.adminBanner)).toBeVisible();
    expect(screen.queryByRole('button', { name: forumPage.adminLogin })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: darkMode!.title }));
    const thread = within(await screen.findByRole('dialog', { name: darkMode!.title }));
    await user.click(thread.getByRole('button', { name: forumThread.pin }));
    expect(await thread.findByRole('button', { name: forumThread.unpin })).toBeVisible();
    expect(forum.threads().find((t) => t.id === darkMode!.id)?.isPinned).toBe(true);
    await user.click(thread.getByRole('button', { name: forumThread.deleteThread }));
    await user.click(within(thread.getByRole('group', { name: forumThread.confirmDeleteThread })).getByRole('button', { name: forumThread.deleteThread }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('link', { name: darkMode!.title })).not.toBeInTheDocument());
    expect(forum.threads().some((t) => t.id === darkMode!.id)).toBe(false);
  });

  it('Load more fetches the next page (the cursor of the answer) and adds it under the first', async () => {
    forum = createForum({ threads: forumMoreThreads(forumPageSize + 5), replies: [] });
    server.use(...forum.handlers);
    const { user } = renderForum();
    const recent = await list(forumPage.tabs.recent.title);
    await waitFor(() => expect(recent.getAllByRole('heading', { level: 3 })).toHaveLength(forumPageSize));
    expect(recent.getByText(`(${forumPage.listCount(forumPageSize + 5)})`)).toBeInTheDocument();
    // The next page's address, which with JavaScript adds the page below.
    expect(recent.getByRole('link', { name: forumPage.more })).toHaveAttribute('href', '/forum?page=2');
    await user.click(recent.getByRole('link', { name: forumPage.more }));
    await waitFor(() => expect(recent.getAllByRole('heading', { level: 3 })).toHaveLength(forumPageSize + 5));
    expect(recent.queryByRole('link', { name: forumPage.more })).not.toBeInTheDocument();
  });

  it('a list that cannot be loaded says so, with a retry', async () => {
    server.use(respondWithError(endpoints.listThreads, 500, { error: 'The forum is resting.' }));
    const { user } = renderForum();
    expect(await screen.findByText(forumPage.loadFailed)).toBeVisible();
    expect(screen.getByText('The forum is resting.')).toBeVisible();
    server.resetHandlers(...forum.handlers, ...handlers);
    await user.click(screen.getByRole('button', { name: forumPage.retry }));
    expect(await screen.findByRole('link', { name: welcome!.title })).toBeVisible();
    expect(forumFixtures.page.total).toBe(5);
  });
});
