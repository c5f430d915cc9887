import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { forumThreads, createForum, handlers, staffFixtures } from '@orisun/api/mocks';
import { AppProviders, createQueryClient } from '../../site/src/app/AppProviders.tsx';
import { forumThread } from '../../site/src/content/forum.ts';
import ThreadDialog, { type ThreadDialogProps } from '../../site/src/pages/Forum/ThreadDialog.tsx';

/** The forum's thread dialog (spec section 2 "Thread detail modal") against an in-memory forum. */
function Dialog(props: Omit<ThreadDialogProps, 'saved' | 'onSavedChange'>) {
  const [saved, setSaved] = useState(false);
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <ThreadDialog {...props} saved={saved} onSavedChange={setSaved} /> }]),
  );
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} toasts={false}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

const forum = createForum();
const adminForum = createForum({ signedIn: staffFixtures.admin.user });
const [welcome, paystack, darkMode] = forumThreads;

const meta = {
  title: 'Patterns/ForumThreadDialog',
  component: Dialog,
  args: { threadId: paystack!.id, admin: false, onClose: fn() },
  parameters: { msw: { handlers: [...forum.handlers, ...handlers] } },
  beforeEach: () => forum.reset(),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 15_000 };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A solved thread with an admin reply (no Report on it) and the solution. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: paystack!.title }, slow));
    const solution = await dialog.findByText(forumThread.solution, {}, slow);
    // The dialog fades in.
    await waitFor(() => expect(solution).toBeVisible(), slow);
    await expect(dialog.queryByRole('button', { name: forumThread.markSolution })).not.toBeInTheDocument();
  },
};

/** The visitor's own unsolved thread: they may like it, and the reply box takes emoji. */
export const OwnThread: Story = {
  args: { threadId: darkMode!.id },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: darkMode!.title }, slow));
    const like = dialog.getByRole('button', { name: forumThread.likes(12) });
    await userEvent.click(like);
    await expect(await dialog.findByRole('button', { name: forumThread.likes(13) }, slow)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** An admin: Pin/Unpin, Edit, Delete on the post and each reply; no Report on the admin's own post. */
export const Admin: Story = {
  args: { threadId: welcome!.id, admin: true },
  parameters: { msw: { handlers: [...adminForum.handlers, ...handlers] } },
  beforeEach: () => adminForum.reset(),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: welcome!.title }, slow));
    await expect(dialog.getByRole('button', { name: forumThread.unpin })).toBeVisible();
    await userEvent.click(dialog.getAllByRole('button', { name: forumThread.edit })[0]!);
    const editor = dialog.getByRole('textbox', { name: forumThread.editLabel });
    await userEvent.clear(editor);
    await expect(dialog.getByRole('button', { name: forumThread.save_edit })).toBeDisabled();
    await userEvent.click(dialog.getAllByRole('button', { name: forumThread.cancel })[0]!);
  },
};
