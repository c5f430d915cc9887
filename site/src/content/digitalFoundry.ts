/** Copy of the page of Digital Foundry (`/digital-foundry`): who they are, what they do with us, how to reach them. */
import type { AffiliatePage } from './affiliates.ts';
import { brand } from './brand.ts';

const domain = brand.email.split('@')[1];

export const digitalFoundry: AffiliatePage = {
  affiliateId: 'digital-foundry',
  path: '/digital-foundry',
  title: 'Digital Foundry',
  description: `Digital Foundry is a digital product studio in strategic alliance with ${brand.name}.`,
  lead: 'A digital product studio, in alliance with us.',
  about: `Digital Foundry is an independent digital product studio that helps founders and established businesses turn an idea into a product people want. Its designers and product strategists lead discovery and design; ${brand.name} builds, launches and maintains the software.`,
  withOrisun: {
    heading: `What Digital Foundry does with ${brand.shortName}`,
    items: [
      'Runs discovery workshops and user research with our joint clients.',
      'Designs brands, interfaces and prototypes we then build.',
      'Shares one team and one plan per project, from first sketch to launch.',
      'Refers product ideas that need engineering to us, and design work to them.',
    ],
  },
  contact: { label: 'Email Digital Foundry', email: `foundry@${domain}` },
};
