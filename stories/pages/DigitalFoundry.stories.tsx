import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { digitalFoundry } from '../../site/src/content/digitalFoundry.ts';
import { AffiliateDetail } from '../../site/src/pages/Affiliates/AffiliateDetail.tsx';
import { SitePage } from './SitePage.tsx';
import { affiliateLogoUrl } from './affiliateLogos.ts';

const meta = {
  title: 'Pages/DigitalFoundry',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: () => <AffiliateDetail page={digitalFoundry} logoUrl={affiliateLogoUrl} />, path: digitalFoundry.path },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/digital-foundry`: the product studio in alliance with Orisun, what it does with us, its mailbox and the way back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Digital Foundry' })).toBeVisible();
    await expect(canvas.getByText('Strategic Partner')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who they are' })).toBeVisible();
    for (const item of digitalFoundry.withOrisun.items) await expect(canvas.getByText(item)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Email Digital Foundry/ })).toHaveAttribute('href', `mailto:${digitalFoundry.contact.email}`);
    await expect(canvas.getByRole('link', { name: 'All affiliates' })).toHaveAttribute('href', '/affiliates');
    await expect(canvas.getByRole('link', { name: 'Back to our ecosystem' })).toHaveAttribute('href', '/affiliates');
  },
};
