import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AffiliatePage } from '../../site/src/content/affiliates.ts';
import { AffiliateDetail } from '../../site/src/pages/Affiliates/AffiliateDetail.tsx';
import type { SitePage } from './SitePage.tsx';
import { affiliateLogoUrl } from './affiliateLogos.ts';

/**
 * The stories of one affiliate's page (`AffiliateDetail` with its copy, at its path), for the pages OrisunLabs, Emea
 * and DigitalFoundry. Each story file keeps `title`, `tags` and `component` in its own meta, where Storybook and the
 * test projects read them, and spreads `affiliatePageMeta(page)` for the rest. Not a story file.
 */
export function affiliatePageMeta(page: AffiliatePage) {
  return {
    parameters: { layout: 'fullscreen' },
    args: { page: () => <AffiliateDetail page={page} logoUrl={affiliateLogoUrl} />, path: page.path },
    argTypes: { page: { table: { disable: true } } },
  } satisfies Partial<Meta<typeof SitePage>>;
}

/** What a visitor reads on an affiliate's page, in the page's own words. */
export interface AffiliatePageReads {
  /** The page's main heading. */
  heading: string;
  /** The affiliate's kind, on its badge ('Subsidiary'). */
  badge: string;
  /** The accessible name of the link that writes to the affiliate. */
  emailLink: RegExp;
}

/**
 * The play of an affiliate page's `Default` story: its heading and badge, who they are, what they do with Orisun
 * (each item), the link to their mailbox, and both ways back to the affiliates.
 */
export function affiliatePagePlay(page: AffiliatePage, reads: AffiliatePageReads): NonNullable<StoryObj<typeof SitePage>['play']> {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: reads.heading })).toBeVisible();
    await expect(canvas.getByText(reads.badge)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who they are' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: page.withOrisun.heading })).toBeVisible();
    for (const item of page.withOrisun.items) await expect(canvas.getByText(item)).toBeVisible();
    await expect(canvas.getByRole('link', { name: reads.emailLink })).toHaveAttribute('href', `mailto:${page.contact.email}`);
    await expect(canvas.getByRole('link', { name: 'All affiliates' })).toHaveAttribute('href', '/affiliates');
    await expect(canvas.getByRole('link', { name: 'Back to our ecosystem' })).toHaveAttribute('href', '/affiliates');
  };
}
