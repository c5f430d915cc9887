import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { forumThreads, createForum, handlers, staffFixtures } from '@orisun/api/mocks';
import { UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';
import { RouterLink } from '../../site/src/runtime/RouterLink.tsx';
import { forumComposer, forumThread } from '../../site/src/content/forum.ts';
import ThreadDialog, { type ThreadDialogProps } from '../../site/src/pages/Forum/ThreadDialog.tsx';
import { loadPostForms } from '../../site/src/pages/Forum/postForms.ts';

/** The forum's thread dialog (docs/product.md §2.13, the thread dialog) against an in-memory forum. */
function Dialog(props: Omit<ThreadDialogProps, 'saved' | 'onSavedChange'>) {
  const [saved, setSaved] = useState(false);
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <ThreadDialog {...props} saved={saved} onSavedChange={setSaved} /> }]),
  );
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <UiProvider linkComponent={RouterLink}>
        <RouterProvider router={router} />
      </UiProvider>
    </Providers>
  );
}

const forum = createForum();
const adminForum = createForum({ signedIn: staffFixtures.admin.user });
const [welcome, paystack, darkMode] = forumThreads;

const meta = {
  title: 'Patterns/ThreadDialog',
  component: Dialog,
  args: { threadId: paystack!.id, admin: false, onClose: fn() },
  parameters: { msw: { handlers: [...forum.handlers, ...handlers] } },
  beforeEach: () => forum.reset(),
  // The dialog's forms load on use (the reply box is drawn plain until then): loaded first, each story shows the real
  // reply box whichever ran before it, and its screenshot is always the same.
  loaders: [
    async () => {
      await loadPostForms();
      return {};
    },
  ],
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 40_000 };
/** A day after the last fixture post. */
const clock = '2026-11-25T12:00:00.000Z';

/** `new Date()` and `Date.now()` read `iso` until the returned cleanup runs (other `Date` calls are untouched). */
function fixClock(iso: string): () => void {
  const RealDate = globalThis.Date;
  const fixed = new RealDate(iso).getTime();
  class FixedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(fixed);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The real reply box's field (its form is loaded before each story: `loaders`). */
async function replyField(): Promise<HTMLTextAreaElement> {
  const box = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('[data-component="ReplyBox"]');
    if (!element) throw new Error('The reply box has not loaded yet');
    return element;
  }, slow);
  return within(box).getByRole('textbox', { name: forumThread.replyLabel });
}

/** A solved thread with an admin reply (no Report on it) and the solution. */
export const Default: Story = {
  tags: ['vrt'],
  // Relative times ('3 hours ago', 'Nov 23') are read against a fixed clock, so the screenshot stays the same.
  beforeEach: () => fixClock(clock),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: paystack!.title }, slow));
    const solution = await dialog.findByText(forumThread.solution, {}, slow);
    // The dialog fades in.
    await waitFor(() => expect(solution).toBeVisible(), slow);
    await expect(dialog.queryByRole('button', { name: forumThread.markSolution })).not.toBeInTheDocument();
  },
};

/** The visitor's own unsolved thread: they may like it, and the reply box takes emoji at its caret. */
export const OwnThread: Story = {
  args: { threadId: darkMode!.id },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: darkMode!.title }, slow));
    const like = dialog.getByRole('button', { name: forumThread.likes(12) });
    await userEvent.click(like);
    await expect(await dialog.findByRole('button', { name: forumThread.likes(13) }, slow)).toHaveAttribute('aria-pressed', 'true');

    const reply = await replyField();
    await userEvent.type(reply, 'Thanks!');
    await userEvent.pointer({ target: reply, offset: 'Thanks'.length, keys: '[MouseLeft]' });
    await userEvent.click(dialog.getByRole('button', { name: forumThread.emoji }));
    // The picker is its own modal popover (outside the dialog); its emoji load on first open.
    const picker = within(await body(canvasElement).findByRole('dialog', { name: forumThread.emoji }, slow));
    const frequent = await picker.findByRole('grid', { name: 'Frequently Used' }, slow);
    await userEvent.click(within(frequent).getByRole('gridcell', { name: 'thumbs up' }));
    await waitFor(() => expect(reply).toHaveValue('Thanks👍!'), slow);
    // The popover gives focus back to its trigger first; the field takes it after (emoji.ts): slow on a busy machine.
    await waitFor(() => expect(reply).toHaveFocus(), slow);
    await expect((reply as HTMLTextAreaElement).selectionStart).toBe('Thanks👍'.length);
  },
};

/** Write/Preview: the reply's Markdown as the forum will show it (the mock API renders it with the server's module). */
export const Preview: Story = {
  args: { threadId: darkMode!.id },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: darkMode!.title }, slow));
    const reply = await replyField();
    await userEvent.type(reply, 'Use **prefers-color-scheme** and `matchMedia`.');
    await userEvent.click(dialog.getByRole('tab', { name: forumComposer.preview }));
    const panel = dialog.getByRole('tabpanel', { name: forumComposer.preview });
    await expect(await within(panel).findByText('prefers-color-scheme', {}, slow)).toHaveProperty('tagName', 'STRONG');
    await expect(within(panel).getByText('matchMedia')).toHaveProperty('tagName', 'CODE');
  },
};

/** An admin: Pin/Unpin, Edit, Delete on the post and each reply; no Report on the admin's own post. */
export const Admin: Story = {
  args: { threadId: welcome!.id, admin: true },
  parameters: { msw: { handlers: [...adminForum.handlers, ...handlers] } },
  beforeEach: () => adminForum.reset(),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: welcome!.title }, slow));
    // The dialog fades in (opacity from 0): its buttons are visible once that has run (failed at once in a CI run).
    const unpin = dialog.getByRole('button', { name: forumThread.unpin });
    await waitFor(() => expect(unpin).toBeVisible(), slow);
    await userEvent.click(dialog.getAllByRole('button', { name: forumThread.edit })[0]!);
    const editor = await dialog.findByRole('textbox', { name: forumThread.editLabel }, slow);
    const reply = await replyField();
    await userEvent.type(reply, 'Noted');
    // An open edit takes the emoji before the reply (docs/product.md §2.13); never focused, it goes at the end.
    const initial = (editor as HTMLTextAreaElement).value;
    const pickers = dialog.getAllByRole('button', { name: forumThread.emoji });
    await expect(pickers).toHaveLength(2);
    await userEvent.click(pickers.at(-1)!);
    const picker = within(await body(canvasElement).findByRole('dialog', { name: forumThread.emoji }, slow));
    const frequent = await picker.findByRole('grid', { name: 'Frequently Used' }, slow);
    await userEvent.click(within(frequent).getByRole('gridcell', { name: 'folded hands' }));
    await waitFor(() => expect(editor).toHaveValue(`${initial}🙏`), slow);
    await expect(reply).toHaveValue('Noted');
    // Where focus lands after the emoji is checked in OwnThread (and site/src/pages/Forum/Forum.test.tsx): here it
    // depended on whether the browser window had focus (two Storybook projects run side by side in CI).
    await userEvent.clear(editor);
    await expect(dialog.getByRole('button', { name: forumThread.save_edit })).toBeDisabled();
    await userEvent.click(dialog.getAllByRole('button', { name: forumThread.cancel })[0]!);
  },
};
