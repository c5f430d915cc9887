import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PressMediaPage from '../../site/src/pages/PressMedia/index.tsx';
import { mediaAssets } from '../../site/src/content/pressMedia.ts';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/PressMedia',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: PressMediaPage, path: '/PressMedia' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/PressMedia`: facts, vision, values, six downloads (the media kit featured), contacts and boilerplate. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Press Center' })).toBeVisible();
    const downloads = canvas.getAllByRole('link', { name: /^Download / });
    await expect(downloads).toHaveLength(6);
    for (const asset of mediaAssets) {
      const link = canvas.getByRole('link', { name: new RegExp(`^Download ${asset.name} \\(${asset.type}`) });
      await expect(link).toHaveAttribute('href', asset.download);
      await expect(link).toHaveAttribute('download');
    }
    // The full media kit comes first and is marked as featured.
    const kit = canvas.getByRole('heading', { level: 3, name: 'Full media kit' }).closest('article');
    await expect(kit).toHaveAttribute('data-featured');
    await expect(within(kit as HTMLElement).getByText('Featured')).toBeVisible();
    await expect(downloads[0]).toHaveAttribute('href', '/downloads/orisun-media-kit.zip');
    await expect(canvas.getByRole('link', { name: /Press enquiries/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:press@/));
    await expect(canvas.getByRole('link', { name: /Partnership enquiries/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:partners@/));
  },
};
