import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forumFollowEndpoints, forumFollowMessages } from '@orisun/api';
import { createForumFollow, forumThreads, handlers, respondWithError } from '@orisun/api/mocks';
import { withSiteProviders } from './SiteProviders.tsx';
import { forumFollowCopy } from '../../site/src/content/forumFollow.ts';
import { FollowThreadForm } from '../../site/src/pages/Forum/FollowThreadForm.tsx';

const copy = forumFollowCopy.follow;
const follow = createForumFollow({ following: ['kemi@example.com'] });

/**
 * "Follow by e-mail" under a forum thread (`POST /api/forum/threads/:id/follow`): the server mails a confirmation link
 * (double opt-in); a bad address is told beside the field, a refusal (a wait) below it.
 */
const meta = {
  title: 'Patterns/FollowThreadForm',
  component: FollowThreadForm,
  args: { threadId: forumThreads[0]!.id },
  decorators: [withSiteProviders],
  parameters: { msw: { handlers: [...follow.handlers, ...handlers] } },
} satisfies Meta<typeof FollowThreadForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return { canvas, email: canvas.getByRole('textbox', { name: new RegExp(`^${copy.email}`) }), submit: canvas.getByRole('button', { name: copy.submit }) };
};

/** Idle: the form is named, the field explains what follows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email } = parts(canvasElement);
    await expect(canvas.getByRole('form', { name: copy.label })).toBeVisible();
    await expect(email).toHaveAccessibleDescription(copy.hint);
  },
};

/** Sent: the server's sentence asks to confirm by the mailed link. */
export const Followed: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, submit } = parts(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(forumFollowMessages.confirm), { timeout: 10_000 });
  },
};

/** Following already: said so. */
export const AlreadyFollowing: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, submit } = parts(canvasElement);
    await userEvent.type(email, 'kemi@example.com');
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(forumFollowMessages.already), { timeout: 10_000 });
  },
};

/** A bad address: beside the field, which takes focus; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const { email, submit } = parts(canvasElement);
    await userEvent.type(email, 'ada@example');
    await userEvent.click(submit);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), { timeout: 10_000 });
    await expect(email).toHaveFocus();
  },
};

/** Too many tries from one address: the server's 429 sentence under the form. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: [respondWithError(forumFollowEndpoints.followThread, 429, { error: 'Too many requests. Please wait 3600 seconds and try again.', retryAfterSeconds: 3600 }), ...handlers] } },
  play: async ({ canvasElement }) => {
    const { canvas, email, submit } = parts(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Too many requests/), { timeout: 10_000 });
  },
};
