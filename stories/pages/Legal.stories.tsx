import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import LegalPage from '../../site/src/pages/Legal/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Legal',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: LegalPage, path: '/legal' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Legal');
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      const link = canvas.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('link', { name: /E-mail legal@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:legal@/));
    await expect(canvas.getByText('Typically responds within 2 business days')).toBeVisible();
    await expect(canvas.getByText(/not legal advice/)).toBeVisible();
  },
};
