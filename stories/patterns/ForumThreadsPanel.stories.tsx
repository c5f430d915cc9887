import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { forumModerationHandlers, forumThreads, handlers } from '@orisun/api/mocks';
import { DeskPanel } from './DeskPanel.tsx';
import { forumThreadsCopy, threadModerationCopy as copy } from '../../site/src/content/forumModeration.ts';
import { forumQueueCopy } from '../../site/src/content/staffDesk.ts';
import { ForumThreadsPanel, type ForumThreadsPanelProps } from '../../site/src/pages/StaffDesk/forum/ForumThreadsPanel.tsx';

/** The panel as the dashboard shows it: its own query client per story, the site's router links. */
function ForumThreadsPanelInSite(props: ForumThreadsPanelProps) {
  return (
    <DeskPanel path="/admin/dashboard?view=forum-threads">
      <ForumThreadsPanel {...props} />
    </DeskPanel>
  );
}

const moderation = forumModerationHandlers();
const paystack = forumThreads[1]!;

/**
 * The Forum threads section of /admin/dashboard (admins): the newest threads or a search's, each with Lock/Unlock,
 * Move (a dialog of categories) and Ban author (a dialog: visitor or network, days, reason). Driven by the API's MSW
 * moderation handlers, put back before each story.
 */
const meta = {
  title: 'Patterns/ForumThreadsPanel',
  component: ForumThreadsPanelInSite,
  args: { headingLevel: 2 },
  parameters: { layout: 'padded', msw: { handlers: [...moderation, ...handlers] } },
  beforeEach: () => moderation.reset(),
} satisfies Meta<typeof ForumThreadsPanelInSite>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 40_000 };

/** Every thread, newest activity first, with its actions; the team's own posts have no Ban author. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: forumThreadsCopy.listLabel }, slow);
    await expect(within(list).getAllByRole('article')).toHaveLength(forumThreads.length);
    await expect(within(list).getByRole('button', { name: copy.lockName(paystack.title) })).toBeVisible();
  },
};

/** Lock, then Unlock: the badge and the button follow, a toast tells. */
export const LockAndUnlock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: forumThreadsCopy.listLabel }, slow);
    await userEvent.click(canvas.getByRole('button', { name: copy.lockName(paystack.title) }));
    await expect(await canvas.findByRole('button', { name: copy.unlockName(paystack.title) }, slow)).toBeVisible();
  },
};

/** The Move dialog, open (for the screenshots). */
export const MoveDialog: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: forumThreadsCopy.listLabel }, slow);
    await userEvent.click(canvas.getByRole('button', { name: copy.moveName(paystack.title) }));
    const dialog = within(await screen.findByRole('dialog', { name: copy.moveTitle }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: copy.categoryLabel })).toHaveValue(paystack.category), slow);
    await waitFor(() => expect(dialog.getByRole('button', { name: copy.moveConfirm })).toBeVisible(), slow);
  },
};

/** The Ban author dialog, open, after a send without a reason: the field says what is missing. */
export const BanDialog: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: forumThreadsCopy.listLabel }, slow);
    await userEvent.click(canvas.getByRole('button', { name: copy.banName(forumQueueCopy.what('thread', paystack.author, paystack.title)) }));
    const dialog = within(await screen.findByRole('dialog', { name: copy.banTitle }));
    await userEvent.click(dialog.getByRole('button', { name: copy.banConfirm }));
    // The dialog may still be fading in on a busy machine: wait for the message to be seen, not only present.
    await waitFor(() => expect(dialog.getByText('Say why.')).toBeVisible());
  },
};
