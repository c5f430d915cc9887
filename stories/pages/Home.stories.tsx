import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HomePage from '../../site/src/pages/Home/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Home',
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: HomePage, path: '/' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/`: header (Home current), hero with GET STARTED, the CTA section, footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Empowering Small Businesses with Custom Software Solutions');
    await expect(canvas.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '#CTA');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};
