import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AffiliatesView } from '../../site/src/pages/Affiliates/index.tsx';
import { affiliates } from '../../site/src/content/affiliates.ts';
import { SitePage } from './SitePage.tsx';
import { affiliateLogoUrl } from './affiliateLogos.ts';

const meta = {
  title: 'Pages/Affiliates',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: () => <AffiliatesView logoUrl={affiliateLogoUrl} />, path: '/affiliates' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const logos = (root: HTMLElement) => [...root.querySelectorAll<HTMLImageElement>('img[data-component="Logo"]')];

/** `/affiliates`: four categories, six organisations, the partners link and the e-mail contact. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Our Ecosystem' })).toBeVisible();
    for (const type of ['Subsidiary', 'Strategic Partner', 'Technology Alliance', 'Global Network']) {
      await expect(canvas.getByRole('heading', { level: 3, name: type })).toBeVisible();
    }
    const main = canvas.getByRole('main');
    await expect(within(main).getAllByRole('article')).toHaveLength(6);
    for (const org of affiliates) {
      const link = within(main).getByRole('link', { name: new RegExp(`^${org.linkLabel}`) });
      await expect(link).toHaveAttribute('href', org.link);
      if (org.link.startsWith('http')) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      } else await expect(link).not.toHaveAttribute('target');
    }
    await expect(logos(main)).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '/partners');
    await expect(canvas.getByRole('link', { name: /Email our partnerships team/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  },
};

/** One organisation's logo answers 404: the default logo replaces it, nothing else changes. */
export const BrokenLogo: Story = {
  args: {
    page: () => (
      <AffiliatesView
        logoUrl={affiliateLogoUrl}
        organisations={affiliates.map((a, i) => (i === 0 ? { ...a, logo: '/affiliates/this-logo-is-missing.svg' } : a))}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    const [broken, ...others] = logos(main);
    // The 404 of the missing logo, then the fallback's load: under a loaded CI machine more than waitFor's default 1 s.
    await waitFor(() => expect(broken).toHaveAttribute('data-fallback'), { timeout: 15_000 });
    await expect(broken?.getAttribute('src')).toBe(affiliateLogoUrl('/affiliates/default.svg'));
    await expect(broken).toHaveAttribute('alt', '');
    await expect(broken).not.toHaveAttribute('tabindex');
    for (const img of others) await expect(img).not.toHaveAttribute('data-fallback');
  },
};
