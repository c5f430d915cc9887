import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundPage from '../../site/src/pages/NotFound/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/NotFound',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: NotFoundPage, path: '/no-such-page' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path: Return Home, Contact Support and Go Back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    await expect(canvas.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
  },
};
