import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { forumReplies, forumThreads } from '@orisun/api/mocks';
import { forumThread } from '../../site/src/content/forum.ts';
import { ThreadArticle } from '../../site/src/pages/Forum/ThreadArticle.tsx';

/**
 * A forum thread's own page as the server sends it (`/forum/threads/:id`, before or without JavaScript): the same
 * module renders the thread in its dialog. Posted in 2024, so the times show their date and year whatever today is
 * and the screenshot stays the same.
 */
const [welcome, paystack, darkMode] = forumThreads;
const in2024 = (iso: string) => iso.replace(/^2026/, '2024');
const paystackReplies = forumReplies.filter((r) => r.threadId === paystack!.id).map((r) => ({ ...r, createdAt: in2024(r.createdAt) }));

const meta = {
  title: 'Patterns/ThreadArticle',
  component: ThreadArticle,
  args: { thread: { ...paystack!, createdAt: in2024(paystack!.createdAt) }, replies: paystackReplies },
} satisfies Meta<typeof ThreadArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A solved thread: its solution, an admin's reply with a link, tags. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: paystack!.title })).toBeVisible();
    await expect(canvas.getByText(forumThread.solution)).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The pinned welcome post of the admin, with a link in its text. */
export const PinnedAdminPost: Story = {
  args: { thread: { ...welcome!, createdAt: in2024(welcome!.createdAt) }, replies: [] },
};

/** Nobody has answered yet. */
export const NoReplies: Story = {
  args: { thread: { ...darkMode!, createdAt: in2024(darkMode!.createdAt) }, replies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(forumThread.noReplies)).toBeVisible();
  },
};

/** A later page of a long thread's replies (`?page=2`): a link back to the post, and links to the pages either side. */
export const LaterPageOfReplies: Story = {
  args: { replyPage: { page: 2, pageCount: 3, total: 65 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: forumThread.firstPost })).toHaveAttribute('href', `/forum/threads/${paystack!.id}`);
    const pages = canvas.getByRole('navigation', { name: forumThread.replyPagesLabel });
    await expect(within(pages).getByRole('link', { name: forumThread.previousReplies })).toHaveAttribute('rel', 'prev');
    await expect(within(pages).getByRole('link', { name: forumThread.nextReplies })).toHaveAttribute('href', `/forum/threads/${paystack!.id}?page=3`);
    await expect(canvas.getByRole('heading', { level: 2, name: forumThread.repliesHeading(65) })).toBeVisible();
  },
};
