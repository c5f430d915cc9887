import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orisunLabs } from '../../site/src/content/orisunLabs.ts';
import { AffiliateDetail } from '../../site/src/pages/Affiliates/AffiliateDetail.tsx';
import { SitePage } from './SitePage.tsx';
import { affiliateLogoUrl } from './affiliateLogos.ts';

const meta = {
  title: 'Pages/OrisunLabs',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: () => <AffiliateDetail page={orisunLabs} logoUrl={affiliateLogoUrl} />, path: orisunLabs.path },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/orisun-labs`: who they are, what they do with Orisun, a contact link and the way back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: orisunLabs.title })).toBeVisible();
    await expect(canvas.getByText('Subsidiary')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who they are' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Email Orisun Labs/ })).toHaveAttribute('href', `mailto:${orisunLabs.contact.email}`);
    await expect(canvas.getByRole('link', { name: 'Back to our ecosystem' })).toHaveAttribute('href', '/affiliates');
  },
};
