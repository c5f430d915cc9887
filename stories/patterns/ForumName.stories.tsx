import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forumFollowMessages } from '@orisun/api';
import { createForumFollow, handlers } from '@orisun/api/mocks';
import { withSiteProviders } from './SiteProviders.tsx';
import { forumFollowCopy } from '../../site/src/content/forumFollow.ts';
import ForumName from '../../site/src/pages/Forum/ForumName.tsx';

const copy = forumFollowCopy.name;
const anonymous = createForumFollow();
const named = createForumFollow({ name: 'Kemi' });

/**
 * "Your name" on the forum (`GET /api/forum/visitor`, `PUT /api/forum/visitor/name`, `POST /api/forum/visitor/sign-in-link`):
 * whom the visitor posts as, choosing a name (a taken one is told beside the field: the mock has "Tunde Bakare"),
 * and a one-time link to use it on another device.
 */
const meta = {
  title: 'Patterns/ForumName',
  component: ForumName,
  decorators: [withSiteProviders],
  parameters: { msw: { handlers: [...anonymous.handlers, ...handlers] } },
} satisfies Meta<typeof ForumName>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor without a name posts as Anonymous. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(copy.postingAs(null))).toBeVisible(), { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: copy.choose })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Choosing a free name: saved, and said. */
export const ChooseName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: copy.choose }));
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${copy.field}`) }), 'Ada Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent(forumFollowMessages.nameSaved('Ada Lovelace')), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByText(copy.postingAs('Ada Lovelace'))).toBeVisible(), { timeout: 10_000 });
  },
};

/** A name someone else has: the server's 409 beside the field. A reserved one is refused before sending. */
export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: copy.choose }));
    const field = canvas.getByRole('textbox', { name: new RegExp(`^${copy.field}`) });
    await userEvent.type(field, 'tunde bakare');
    await userEvent.click(canvas.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(forumFollowMessages.nameTaken)), { timeout: 10_000 });
    await userEvent.clear(field);
    await userEvent.type(field, 'Orisun Team');
    await userEvent.click(canvas.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(forumFollowMessages.nameReserved)), { timeout: 10_000 });
  },
};

/** A visitor with a name: it shows, and they may post as Anonymous again. */
export const Named: Story = {
  parameters: { msw: { handlers: [...named.handlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(copy.postingAs('Kemi'))).toBeVisible(), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: copy.change }));
    await expect(canvas.getByRole('button', { name: copy.clear })).toBeVisible();
  },
};

/** Another device: the link is asked for by the address the visitor follows with. */
export const AnotherDevice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${copy.device.email}`) }), 'kemi@example.com');
    await userEvent.click(canvas.getByRole('button', { name: copy.device.submit }));
    await waitFor(() => expect(canvasElement.textContent).toContain(forumFollowMessages.signInLinkSent), { timeout: 10_000 });
  },
};
