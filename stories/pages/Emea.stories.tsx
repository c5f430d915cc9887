import type { Meta, StoryObj } from '@storybook/react-vite';
import { emea } from '../../site/src/content/emea.ts';
import { SitePage } from './SitePage.tsx';
import { affiliatePageMeta, affiliatePagePlay } from './affiliatePage.tsx';

const meta = { title: 'Pages/Emea', tags: ['page'], component: SitePage, ...affiliatePageMeta(emea) } satisfies Meta<typeof SitePage>;
export default meta;

/** `/emea`: the EMEA Partner Network, what it does with Orisun, its mailbox and the way back. */
export const Default: StoryObj<typeof meta> = { play: affiliatePagePlay(emea, { heading: 'EMEA Partner Network', badge: 'Global Network', emailLink: /Email the EMEA network/ }) };
