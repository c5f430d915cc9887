import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { HttpHandler } from 'msw';
import { endpoints, forumAnswers } from '@orisun/api';
import { forumQueueCases, forumQueueHandlers, handlers, respondSlowly, respondWithError } from '@orisun/api/mocks';
import { DeskPanel } from './DeskPanel.tsx';
import { forumQueueCopy as copy } from '../../site/src/content/staffDesk.ts';
import { ForumQueuePanel, type ForumQueuePanelProps } from '../../site/src/pages/StaffDesk/forum/ForumQueuePanel.tsx';

function ForumQueuePanelInSite(props: ForumQueuePanelProps) {
  return (
    <DeskPanel path="/admin/dashboard?tab=forum">
      <ForumQueuePanel {...props} />
    </DeskPanel>
  );
}

const { pendingThread, reportedReply, hiddenReply } = forumQueueCases;

/**
 * The Forum tab of /admin/dashboard (admins): the moderation queue, oldest first. Each entry is a reported post or
 * a thread held for approval; Keep and Remove (after a confirm) take it out at once and put it back if the server
 * refuses. Driven by the API's MSW queue handlers: every story has its own copy of the queue.
 */
const meta = {
  title: 'Patterns/ForumQueuePanel',
  component: ForumQueuePanelInSite,
  args: { headingLevel: 2 },
  argTypes: { headingLevel: { control: 'select', options: [2, 3, 4] } },
  parameters: { layout: 'padded', msw: { handlers: [...forumQueueHandlers(), ...handlers] } },
} satisfies Meta<typeof ForumQueuePanelInSite>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A queue of its own for one story (decisions made in one story never show in another), put back as it was
 * before each run of the story.
 */
function ownQueue(options: Parameters<typeof forumQueueHandlers>[0] = {}, overrides: HttpHandler[] = []) {
  const queue = forumQueueHandlers(options);
  return { parameters: { msw: { handlers: [...overrides, ...queue, ...handlers] } }, beforeEach: () => queue.reset() };
}

const slow = { timeout: 40_000 };
const listOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: copy.listLabel }, slow);
const titles = (list: HTMLElement) => within(list).getAllByRole('article').map((a) => within(a).getAllByRole('link')[0]!.textContent);
const entryOf = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByRole('article', { name: new RegExp(title.replace(/[?]/g, '\\?')) });

/** The queue: a thread held for approval, a reported reply and a hidden reply, oldest first, with the count. */
export const Default: Story = {
  ...ownQueue(),
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await expect(titles(list)).toEqual([pendingThread.threadTitle, reportedReply.threadTitle, hiddenReply.threadTitle]);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: `${copy.heading} (${copy.count(3)})` })).toBeVisible();
    const reply = entryOf(canvasElement, reportedReply.threadTitle);
    await expect(within(reply).getByRole('list', { name: copy.reports(1) })).toHaveTextContent('Off topic (21 Nov 2026, 10:00)');
    await expect(within(reply).getByRole('link', { name: reportedReply.threadTitle })).toHaveAttribute('href', `/forum/threads/${reportedReply.threadId}`);
  },
};

/** A thread held for approval (pre-moderation): no reports; Keep approves it. */
export const PendingThread: Story = {
  ...ownQueue({ entries: [pendingThread] }),
  play: async ({ canvasElement }) => {
    await listOf(canvasElement);
    const entry = entryOf(canvasElement, pendingThread.threadTitle);
    await expect(within(entry).getByText(copy.pending)).toBeVisible();
    await expect(within(entry).getByText(copy.noReports)).toBeVisible();
    await expect(within(entry).getByRole('button', { name: /^Keep the thread/ })).toHaveAccessibleDescription(copy.keepHint(true));
  },
};

/** A reply hidden after several reports: its link is a safe one (nofollow ugc), markup and `javascript:` stay text. */
export const HiddenPost: Story = {
  ...ownQueue({ entries: [hiddenReply] }),
  play: async ({ canvasElement }) => {
    await listOf(canvasElement);
    const entry = entryOf(canvasElement, hiddenReply.threadTitle);
    await expect(within(entry).getByText(copy.hidden)).toBeVisible();
    await expect(within(entry).getByRole('list', { name: copy.reports(3) })).toBeVisible();
    const link = within(entry).getByRole('link', { name: 'https://spam.example.com/deal' });
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(entry.querySelector('b')).toBeNull();
    await expect(within(entry).getByText(/<b>now<\/b> javascript:alert\(1\)/)).toBeVisible();
  },
};

/** Keep one entry, then remove another after the confirm step: each leaves at once, with a toast. */
export const KeepAndRemove: Story = {
  ...ownQueue({ delayMs: 200 }),
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await userEvent.click(within(entryOf(canvasElement, reportedReply.threadTitle)).getByRole('button', { name: /^Keep/ }));
    await expect(titles(list)).toEqual([pendingThread.threadTitle, hiddenReply.threadTitle]);
    await expect(await screen.findByText(copy.toasts.kept(false), {}, slow)).toBeInTheDocument();

    await userEvent.click(within(entryOf(canvasElement, hiddenReply.threadTitle)).getByRole('button', { name: /^Remove/ }));
    const dialog = await screen.findByRole('dialog', { name: copy.confirm.title('reply') }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.confirm.confirm }));
    await waitFor(() => expect(titles(list)).toEqual([pendingThread.threadTitle]), { timeout: 10_000 });
    await expect(await screen.findByText(copy.toasts.removed('reply'), {}, slow)).toBeInTheDocument();
    await expect(within(canvasElement).getByText(copy.count(1))).toBeVisible();
  },
};

/** The confirm step of Remove, open. */
export const RemoveConfirm: Story = {
  ...ownQueue({ entries: [reportedReply] }),
  play: async ({ canvasElement }) => {
    await listOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Remove/ }));
    const dialog = await screen.findByRole('dialog', { name: copy.confirm.title('reply') }, slow);
    await expect(dialog).toHaveAccessibleDescription(copy.confirm.description('reply'));
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: copy.confirm.cancel })).toBeVisible(), slow);
  },
};

/** The server refuses a decision: the entry comes back where it was, and an error toast says why. */
export const DecisionFails: Story = {
  ...ownQueue({}, [respondWithError(endpoints.decideForumQueueEntry, 403, { error: forumAnswers.adminOnly, delayMs: 200 })]),
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await userEvent.click(within(entryOf(canvasElement, pendingThread.threadTitle)).getByRole('button', { name: /^Keep/ }));
    await expect(await screen.findByText(copy.toasts.keepFailed, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(titles(list)).toEqual([pendingThread.threadTitle, reportedReply.threadTitle, hiddenReply.threadTitle]), slow);
  },
};

/** Nothing reported, nothing held. */
export const Empty: Story = {
  ...ownQueue({ entries: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: copy.emptyTitle }, slow)).toBeVisible();
    await expect(within(canvasElement).getByText(copy.count(0))).toBeVisible();
  },
};

/** Waiting for the queue. */
export const Loading: Story = {
  parameters: { msw: { handlers: [respondSlowly(endpoints.forumQueue, 'infinite'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(copy.loading);
  },
};

/** The queue could not be loaded (here the server's 403, as a staff member would get): the reason and a retry. */
export const LoadError: Story = {
  name: 'Error',
  ...ownQueue({ role: 'staff' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(copy.loadFailed);
    await expect(alert).toHaveTextContent(forumAnswers.adminOnly);
    await expect(within(alert).getByRole('button', { name: copy.retryLabel })).toBeVisible();
  },
};
