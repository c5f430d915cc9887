import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emea } from '../../site/src/content/emea.ts';
import { AffiliateDetail } from '../../site/src/pages/Affiliates/AffiliateDetail.tsx';
import { SitePage } from './SitePage.tsx';
import { affiliateLogoUrl } from './affiliateLogos.ts';

const meta = {
  title: 'Pages/Emea',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: () => <AffiliateDetail page={emea} logoUrl={affiliateLogoUrl} />, path: emea.path },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/emea`: the EMEA Partner Network, what it does with Orisun, its mailbox and the way back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'EMEA Partner Network' })).toBeVisible();
    await expect(canvas.getByText('Global Network')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: emea.withOrisun.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Email the EMEA network/ })).toHaveAttribute('href', `mailto:${emea.contact.email}`);
    await expect(canvas.getByRole('link', { name: 'Back to our ecosystem' })).toHaveAttribute('href', '/affiliates');
  },
};
