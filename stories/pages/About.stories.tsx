import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AboutPage from '../../site/src/pages/About/index.tsx';
import { mainNavigation, SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/About',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: AboutPage, path: '/about' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('About Orisun Software');
    for (const label of ['Team Members', 'Projects', 'Countries', 'Client Satisfaction']) await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByText('15+')).toBeVisible();
    for (const name of ['Cutting-Edge Technology', 'West African Presence', 'Client-Centric Approach', 'Proven Results'])
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
    for (const city of ['Lagos', 'Ogbomosho', 'Cotonou']) await expect(canvas.getByRole('heading', { name: city })).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '35');
    await expect(bar).toHaveAttribute('aria-valuetext', '35%');
    await expect(canvas.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/projects');
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Careers at Orisun' })).toHaveAttribute('href', '/careers');
    const nav = await mainNavigation(canvasElement);
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  },
};
