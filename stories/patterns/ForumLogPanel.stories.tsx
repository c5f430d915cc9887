import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forumModerationHandlers, handlers } from '@orisun/api/mocks';
import { DeskPanel } from './DeskPanel.tsx';
import { forumLogCopy as copy } from '../../site/src/content/forumModeration.ts';
import { ForumLogPanel, type ForumLogPanelProps } from '../../site/src/pages/StaffDesk/forum/ForumLogPanel.tsx';

function ForumLogPanelInSite(props: ForumLogPanelProps) {
  return (
    <DeskPanel path="/admin/dashboard?view=forum-log">
      <ForumLogPanel {...props} />
    </DeskPanel>
  );
}

const moderation = forumModerationHandlers();
const empty = forumModerationHandlers({ log: [] });

/** The Moderation log section of /admin/dashboard (admins): `forum_audit`, newest first, paged, narrowed by action. */
const meta = {
  title: 'Patterns/ForumLogPanel',
  component: ForumLogPanelInSite,
  args: { headingLevel: 2 },
  parameters: { layout: 'padded', msw: { handlers: [...moderation, ...handlers] } },
  beforeEach: () => moderation.reset(),
} satisfies Meta<typeof ForumLogPanelInSite>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 40_000 };

/** Who did what to which post, when: an author's edit, a ban, a move, a lock, a pin. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: copy.caption }, slow);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

/** Narrowed to one action. */
export const FilteredByAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: copy.caption }, slow);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: copy.filterLabel }), 'ban');
    await waitFor(() => expect(within(canvas.getByRole('table', { name: copy.caption })).getAllByRole('row')).toHaveLength(2), slow);
  },
};

/** Nothing logged yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...empty, ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.emptyTitle, {}, slow)).toBeVisible();
  },
};
