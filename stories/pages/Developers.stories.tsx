import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@orisun/api';
import { respondWith, subscribeFixtures } from '@orisun/api/mocks';
import { developerPortal } from '../../site/src/content/developers.ts';
import DevelopersPage from '../../site/src/pages/Developers/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Developers',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen', msw: { handlers: [respondWith(endpoints.subscribe, subscribeFixtures.developerPortal)] } },
  args: { page: DevelopersPage, path: '/developers/api-docs' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `/developers/api-docs` (the footer's 'API Docs'): coming soon, the waitlist form, Back to Home and
 * Contact Dev Team, and what the portal will hold. The form's states: Patterns/WaitlistForm.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Developer Portal coming soon');
    await expect(main.getByText('API Documentation')).toBeVisible();
    await expect(main.getByRole('textbox', { name: /^Your e-mail address/ })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Get Early Access' })).toBeEnabled();
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Contact Dev Team' })).toHaveAttribute('href', expect.stringMatching(/^mailto:developers@/));
    for (const item of developerPortal.coming.items) await expect(main.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
  },
};

/** `/developers/dev-resources` (the footer's 'Developer Resources'). */
export const DevResources: Story = {
  args: { path: '/developers/dev-resources' },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByText('Developer Resources')).toBeVisible();
    await expect(main.getByText(/Developer resources will live here/)).toBeVisible();
  },
};

/** Any other path under /developers: the same page with the general text. */
export const OtherPath: Story = {
  args: { path: '/developers/sdks' },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Developer Portal coming soon');
    await expect(main.getByText(developerPortal.eyebrow)).toBeVisible();
  },
};

/** Joining the waitlist: the server's message in a success toast, and the field empties. */
export const JoinWaitlist: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    const email = main.getByRole('textbox', { name: /^Your e-mail address/ });
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(main.getByRole('button', { name: 'Get Early Access' }));
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getByText(subscribeFixtures.developerPortal.message)).toBeVisible(), { timeout: 10_000 });
    await expect(email).toHaveValue('');
  },
};
