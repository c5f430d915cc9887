import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AffiliateDetail } from '../../site/src/pages/Affiliates/AffiliateDetail.tsx';
import { affiliatePages } from '../../site/src/content/affiliates.ts';
import { SitePage } from './SitePage.tsx';
import { affiliateLogoUrl } from './affiliateLogos.ts';

const labs = affiliatePages.find((p) => p.affiliateId === 'orisun-labs');

const meta = {
  title: 'Pages/AffiliatePage',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: () => <AffiliateDetail affiliateId="orisun-labs" logoUrl={affiliateLogoUrl} />, path: labs?.path ?? '/' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/orisun-labs`: who they are, what they do with Orisun, a contact link and the way back. */
export const OrisunLabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: labs?.title })).toBeVisible();
    await expect(canvas.getByText('Subsidiary')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who they are' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Email Orisun Labs/ })).toHaveAttribute('href', `mailto:${labs?.contact.email}`);
    await expect(canvas.getByRole('link', { name: 'Back to our ecosystem' })).toHaveAttribute('href', '/affiliates');
  },
};

/** `/emea`. */
export const Emea: Story = {
  args: { page: () => <AffiliateDetail affiliateId="emea" logoUrl={affiliateLogoUrl} />, path: '/emea' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'EMEA Partner Network' })).toBeVisible();
  },
};
