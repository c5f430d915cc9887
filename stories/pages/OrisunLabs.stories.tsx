import type { Meta, StoryObj } from '@storybook/react-vite';
import { orisunLabs } from '../../site/src/content/orisunLabs.ts';
import { SitePage } from './SitePage.tsx';
import { affiliatePageMeta, affiliatePagePlay } from './affiliatePage.tsx';

const meta = { title: 'Pages/OrisunLabs', tags: ['page'], component: SitePage, ...affiliatePageMeta(orisunLabs) } satisfies Meta<typeof SitePage>;
export default meta;

/** `/orisun-labs`: who they are, what they do with Orisun, a contact link and the way back. */
export const Default: StoryObj<typeof meta> = { play: affiliatePagePlay(orisunLabs, { heading: orisunLabs.title, badge: 'Subsidiary', emailLink: /Email Orisun Labs/ }) };
