import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ForumReply } from '@orisun/api';
import { createForum, forumReplies, handlers } from '@orisun/api/mocks';
import { Stack } from '@orisun/ui';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';
import { ownPostCopy as copy } from '../../site/src/content/forumModeration.ts';
import { OwnReplyActions } from '../../site/src/pages/Forum/OwnPostActions.tsx';
import { LockedNotice } from '../../site/src/pages/Forum/PostMarks.tsx';

/** A reply this visitor wrote a minute ago (so within the 24 hours an author may change it). */
const mine: ForumReply = { ...forumReplies[0]!, mine: true, createdAt: new Date(Date.now() - 60_000).toISOString() };
const forum = createForum({ replies: [...forumReplies.slice(1), mine] });

function OwnReplyActionsInSite({ reply }: { reply: ForumReply }) {
  const [client] = useState(() => createQueryClient());
  return (
    <Providers queryClient={client}>
      <Stack space="4">
        <OwnReplyActions reply={reply} />
        <LockedNotice />
      </Stack>
    </Providers>
  );
}

/**
 * An author's own Edit and Delete under their reply in the thread dialog (24 hours after posting), and the sentence a
 * locked thread shows where the reply box was. Over the mock forum, which holds authors' changes to its rules.
 */
const meta = {
  title: 'Patterns/OwnPostActions',
  component: OwnReplyActionsInSite,
  args: { reply: mine },
  parameters: { layout: 'padded', msw: { handlers: [...forum.handlers, ...handlers] } },
  beforeEach: () => forum.reset(),
} satisfies Meta<typeof OwnReplyActionsInSite>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit and Delete, with how long they last. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: copy.editReplyName })).toBeVisible();
    await expect(canvas.getByText(copy.window)).toBeVisible();
    await expect(canvas.getByText(copy.locked)).toBeVisible();
  },
};

/** Edit opens the reply's text, held to the posting rules. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.editReplyName }));
    // The editor's code loads on use (a spinner first): wait for its form.
    const form = within(await canvas.findByRole('form', { name: copy.editReplyName }, { timeout: 40_000 }));
    await expect(form.getByRole('textbox', { name: new RegExp(copy.replyLabel) })).toHaveValue(mine.content);
  },
};

/** Delete asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.deleteReplyName }));
    await expect(canvas.getByRole('group', { name: copy.confirmReply })).toBeVisible();
  },
};

/** Someone else's reply, or one older than a day: nothing to offer. */
export const NotTheirs: Story = {
  args: { reply: { ...mine, mine: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: copy.editReplyName })).toBeNull();
  },
};
