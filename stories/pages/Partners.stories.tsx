import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PartnersPage from '../../site/src/pages/Partners/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Partners',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: PartnersPage, path: '/partners' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Partner with Orisun Software');
    for (const name of ['Agency partners', 'Technology partners', 'Affiliate partners', 'Educational partners'])
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(canvas.getByText(/earn a commission/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What partners can expect' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /E-mail partners@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:partners@/));
    await expect(canvas.getByRole('link', { name: /Book a call/ })).toHaveAttribute('target', '_blank');
  },
};
