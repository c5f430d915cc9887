import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { HttpHandler } from 'msw';
import { endpoints, forumMessages } from '@orisun/api';
import { createForum, forumThreads, handlers, respondWithError, staffFixtures, type Forum } from '@orisun/api/mocks';
import { UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';
import { RouterLink } from '../../site/src/runtime/RouterLink.tsx';
import { forumNewThread, forumPage, forumThread } from '../../site/src/content/forum.ts';
import { SiteLayout } from '../../site/src/layout/SiteLayout.tsx';
import { ForumHistoryContext, memoryHistory } from '../../site/src/pages/Forum/address.ts';
import { ForumView } from '../../site/src/pages/Forum/ForumView.tsx';

/**
 * `/forum` and `/forum/threads/:id` (docs/product.md §2.13) as the site renders them (layout,
 * providers), against an in-memory forum that remembers changes (`createForum`). The forum follows its own history
 * (an island page has no router), here one held in memory from `path`.
 */
function ForumPage({ path }: { path: string }) {
  const [history] = useState(() => memoryHistory(path));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          Component: SiteLayout,
          children: [
            {
              path: '*',
              element: (
                <ForumHistoryContext value={history}>
                  <ForumView />
                </ForumHistoryContext>
              ),
            },
          ],
        },
      ],
      { initialEntries: ['/forum'] },
    ),
  );
  const [queryClient] = useState(createQueryClient);
  return (
    // Storybook's preview already wraps every story in a ToastProvider.
    <Providers queryClient={queryClient}>
      <UiProvider linkComponent={RouterLink}>
        <RouterProvider router={router} />
      </UiProvider>
    </Providers>
  );
}

/** A story's handlers and reset for a forum: `overrides` first, then the forum, then the defaults. */
function withForum(forum: Forum, overrides: HttpHandler[] = []) {
  return {
    parameters: { layout: 'fullscreen', msw: { handlers: [...overrides, ...forum.handlers, ...handlers] } },
    beforeEach: () => {
      forum.reset();
      localStorage.removeItem('orisun.forum.saved');
    },
  };
}

const visitorForum = createForum();
const emptyForum = createForum({ threads: [], replies: [] });
const adminForum = createForum({ signedIn: staffFixtures.admin.user });

const meta = {
  title: 'Pages/Forum',
  tags: ['page'],
  component: ForumPage,
  args: { path: '/forum' },
  ...withForum(visitorForum),
} satisfies Meta<typeof ForumPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thread's dialog and its data load on demand: 13-15 s under a full run's load on a slower machine (CI of d073499). */
const slow = { timeout: 40_000 };
const [welcome, paystack] = forumThreads;
const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const toasts = (canvasElement: HTMLElement) => {
  const region = canvasElement.ownerDocument.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]');
  if (!region) throw new Error('No notifications region');
  return within(region);
};

/** A visitor: the threads (pinned first), counts, categories and tags; Admin login and New Thread. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('link', { name: welcome!.title }, slow)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: forumPage.tabs.recent.title })).toBeVisible();
    await expect(page.getByText(forumPage.discussions(5))).toBeVisible();
    await expect(page.getByRole('button', { name: forumPage.adminLogin })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', forumPage.searchPlaceholder);
  },
};

/** A forum without threads: zero counts and an invitation to start one. */
export const Empty: Story = {
  ...withForum(emptyForum),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(forumPage.empty.none, {}, slow)).toBeVisible();
  },
};

/** A search that finds nothing (the search is in the URL: `/forum?q=zebra`). */
export const SearchingWithNoResult: Story = {
  args: { path: '/forum?q=zebra' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(forumPage.empty.search, {}, slow)).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue('zebra');
  },
};

/** The Saved tab with nothing saved in this browser. */
export const SavedEmpty: Story = {
  args: { path: '/forum?tab=saved' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(forumPage.empty.saved, {}, slow)).toBeVisible();
    await expect(page.getByRole('link', { name: forumPage.tabs.saved.label })).toHaveAttribute('aria-current', 'page');
  },
};

/** A forum admin is signed in: the banner with Log out, no Admin login. */
export const AdminMode: Story = {
  ...withForum(adminForum),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(forumPage.adminBanner, {}, slow)).toBeVisible();
    await expect(page.getByRole('button', { name: forumPage.logOut })).toBeVisible();
    await expect(page.queryByRole('button', { name: forumPage.adminLogin })).not.toBeInTheDocument();
  },
};

/** The threads cannot be loaded: the reason and a retry. */
export const ErrorLoading: Story = {
  ...withForum(visitorForum, [respondWithError(endpoints.listThreads, 500, { error: 'The forum is resting. Please try again in a minute.' })]),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(forumPage.loadFailed, {}, slow)).toBeVisible();
    await expect(page.getByRole('button', { name: forumPage.retry })).toBeVisible();
  },
};

/**
 * A shared link, `/forum/threads/:id`: the thread is the page (solved, with its solution), with what a reader can do;
 * no dialog, and under it a link to the list instead of the list.
 */
export const ThreadOpen: Story = {
  args: { path: `/forum/threads/${paystack!.id}` },
  play: async ({ canvasElement }) => {
    const thread = within(await main(canvasElement).findByRole('region', { name: paystack!.title }, slow));
    await expect(await thread.findByText(forumThread.solution, {}, slow)).toBeVisible();
    await expect(thread.getByRole('heading', { level: 1, name: paystack!.title })).toBeVisible();
    // The reply box loads as the reader nears it.
    canvasElement.querySelector('[data-when-near="ReplySlot"]')?.scrollIntoView();
    await expect(await thread.findByRole('button', { name: forumThread.postReply }, slow)).toBeDisabled();
    await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(main(canvasElement).getByRole('link', { name: forumPage.browseThreads })).toBeVisible();
  },
};

/**
 * A plain click on a row's title opens its dialog over the list (the link's address stays for a new tab);
 * Escape closes it and gives the focus back to the title. The row's save toggle is pressed once saved.
 */
export const OpenFromList: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const link = await page.findByRole('link', { name: paystack!.title }, slow);
    await expect(link).toHaveAttribute('href', `/forum/threads/${paystack!.id}`);
    const save = within(link.closest('article')!).getByRole('button', { name: 'Save thread' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(link);
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: paystack!.title }, slow));
    await expect(await dialog.findByText(forumThread.solution, {}, slow)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), slow);
    await waitFor(() => expect(page.getByRole('link', { name: paystack!.title })).toHaveFocus(), slow);
  },
};

/** New Thread: Post Thread waits for the three required fields; the thread is posted and listed. */
export const NewThreadFlow: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('link', { name: welcome!.title }, slow);
    await userEvent.click(page.getByRole('button', { name: forumPage.newThread }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: forumNewThread.title }, slow));
    const submit = dialog.getByRole('button', { name: forumNewThread.submit });
    await expect(submit).toBeDisabled();
    const title = dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.title}`) });
    // While the dialog opens, Radix takes pointer events from the page and gives them to the dialog a render later: on a
    // busy machine the first keystroke's click came in between (CI run of c5f6988). A person's click comes after.
    await waitFor(() => expect(getComputedStyle(title).pointerEvents).not.toBe('none'), slow);
    await userEvent.type(title, 'Offline forms on 3G');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: new RegExp(`^${forumNewThread.fields.category}`) }), 'Troubleshooting');
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(`^${forumNewThread.fields.content}`) }), 'What do you use to queue submissions?');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(await toasts(canvasElement).findByText(forumMessages.threadCreated, {}, slow)).toBeInTheDocument();
    await expect(await page.findByRole('link', { name: 'Offline forms on 3G' }, slow)).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), slow);
  },
};
