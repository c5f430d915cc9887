import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ProjectsPage from '../../site/src/pages/Projects/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Projects',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: ProjectsPage, path: '/projects' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ongoing Projects');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Campus Food Ordering & Delivery Platform' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '35');
    await expect(canvas.getByText('PostgreSQL')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  },
};
