import type { Meta, StoryObj } from '@storybook/react-vite';
import { digitalFoundry } from '../../site/src/content/digitalFoundry.ts';
import { SitePage } from './SitePage.tsx';
import { affiliatePageMeta, affiliatePagePlay } from './affiliatePage.tsx';

const meta = { title: 'Pages/DigitalFoundry', tags: ['page'], component: SitePage, ...affiliatePageMeta(digitalFoundry) } satisfies Meta<typeof SitePage>;
export default meta;

/** `/digital-foundry`: the product studio in alliance with Orisun, what it does with us, its mailbox and the way back. */
export const Default: StoryObj<typeof meta> = { play: affiliatePagePlay(digitalFoundry, { heading: 'Digital Foundry', badge: 'Strategic Partner', emailLink: /Email Digital Foundry/ }) };
