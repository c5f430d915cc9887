import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, ThreadRow, threadRowStatuses, type ThreadRowProps } from '@orisun/ui';

const thread: ThreadRowProps = {
  title: 'Export stops at 80% after the 2.4 update',
  href: '/forum/threads/7f1c',
  category: 'Technical Support',
  author: 'amaka',
  status: 'open',
  likes: 12,
  replies: 3,
  replyLikes: 5,
  postedAt: <time dateTime="2026-11-25T08:00:00Z">2 hours ago</time>,
  preview:
    'After the 2.4 update the CSV export of the monthly report stops at 80% and the browser shows nothing. I tried Chrome and Firefox, cleared the cache and exported a smaller range: same result every time.',
  tags: ['bug', 'export', 'reports'],
  saved: false,
  onSavedChange: () => {},
  lastReply: (
    <>
      Last reply by @tunde <time dateTime="2026-11-25T09:55:00Z">5 min ago</time>
    </>
  ),
};

const meta = {
  title: 'Components/ThreadRow',
  component: ThreadRow,
  args: { ...thread, onOpen: fn(), onSavedChange: fn(), onTagClick: fn() },
  argTypes: { status: { control: 'inline-radio', options: threadRowStatuses } },
} satisfies Meta<typeof ThreadRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click on the title calls `onOpen` (the page opens its dialog); the link keeps its address. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: thread.title });
    await expect(link).toHaveAttribute('href', thread.href);
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'bug' }));
    await expect(args.onTagClick).toHaveBeenCalledWith('bug');
  },
};

/** Pinned by an admin, posted by the company account: the pin icon and the "Admin" badge. */
export const PinnedAdmin: Story = {
  args: { status: 'pinned', adminPost: true, author: 'OrisunTeam', title: 'Welcome to the Orisun community: read this first' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Pinned' })).toBeVisible();
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

/** Solved: a reply was marked as the solution. */
export const Solved: Story = {
  args: { status: 'solved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Solved' })).toBeVisible();
  },
};

/** The save toggle: `aria-pressed` follows `saved`; Space toggles it. */
export const Saved: Story = {
  render: function Render(args) {
    const [saved, setSaved] = useState(false);
    return (
      <ThreadRow
        {...args}
        saved={saved}
        onSavedChange={(next) => {
          args.onSavedChange(next);
          setSaved(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save thread' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    save.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSavedChange).toHaveBeenLastCalledWith(true);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  },
};

/** No replies, no tags, no last reply. */
export const Minimal: Story = {
  args: { replies: 0, replyLikes: 0, likes: 0, tags: [], lastReply: undefined, preview: 'Short question.' },
};

/** At 320px: nothing overflows, the title and the save toggle stay 44px tall targets. */
export const Narrow: Story = {
  args: { title: 'A very long thread title that goes on and on to see how it wraps on the narrowest phone' },
  render: (args) => (
    <Box style={{ width: 320 }} data-testid="frame">
      <ThreadRow {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    const row = frame.querySelector<HTMLElement>('[data-component="ThreadRow"]')!;
    await expect(row.scrollWidth).toBeLessThanOrEqual(320);
    const save = within(frame).getByRole('button', { name: 'Save thread' });
    await expect(save.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(within(frame).getByRole('link').getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * Every status, saved or not, admin or not, tags plain and as buttons, and a pinned + solved row at 320px,
 * in columns so a laptop screenshot holds them all.
 */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12, alignItems: 'start' }}>
      <Box style={{ maxWidth: 320 }}>
        <ThreadRow {...thread} status={undefined} pinned solved saved title="Pinned and solved, at 320px" preview="Two lines at most, then an ellipsis, however long the post is." lastReply={undefined} />
      </Box>
      <ThreadRow {...thread} status="pinned" adminPost saved author="OrisunTeam" title="Welcome to the Orisun community: read this first" />
      <ThreadRow {...thread} status="open" onTagClick={() => {}} />
      <ThreadRow {...thread} status="solved" tags={[]} lastReply={undefined} preview="Solved by reinstalling the 2.4.1 patch." likes={1} replies={1} replyLikes={0} />
    </Box>
  ),
};
