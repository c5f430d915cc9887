import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forumFixtures, forumModerationHandlers, handlers } from '@orisun/api/mocks';
import { DeskPanel } from './DeskPanel.tsx';
import { forumBansCopy as copy } from '../../site/src/content/forumModeration.ts';
import { ForumBansPanel, type ForumBansPanelProps } from '../../site/src/pages/StaffDesk/forum/ForumBansPanel.tsx';

function ForumBansPanelInSite(props: ForumBansPanelProps) {
  return (
    <DeskPanel path="/admin/dashboard?view=forum-bans">
      <ForumBansPanel {...props} />
    </DeskPanel>
  );
}

const moderation = forumModerationHandlers({
  bans: [
    forumFixtures.banned.ban,
    { ...forumFixtures.banned.ban, id: 2, scope: 'network', reason: 'The same adverts from new cookies', post: { kind: 'thread', id: forumFixtures.ids.welcome } },
  ],
});
const none = forumModerationHandlers({ bans: [] });

/** The Forum bans section of /admin/dashboard (admins): the bans in force with their reasons, and Lift. */
const meta = {
  title: 'Patterns/ForumBansPanel',
  component: ForumBansPanelInSite,
  args: { headingLevel: 2 },
  parameters: { layout: 'padded', msw: { handlers: [...moderation, ...handlers] } },
  beforeEach: () => moderation.reset(),
} satisfies Meta<typeof ForumBansPanelInSite>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 40_000 };

/** A visitor ban and a network ban, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: copy.caption }, slow);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
  },
};

/** Lift ends a ban: it leaves the list. */
export const Lift: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: copy.caption }, slow);
    await userEvent.click(within(table).getByRole('button', { name: copy.liftName(forumFixtures.banned.ban.reason) }));
    await expect(await within(canvasElement).findByText(copy.count(1), {}, slow)).toBeVisible();
  },
};

/** No bans in force. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...none, ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.emptyTitle, {}, slow)).toBeVisible();
  },
};
