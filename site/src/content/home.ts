/** Copy of the home page. */
import { brand } from './brand.ts';

export const homeHero = {
  headline: 'Empowering Small Businesses with Custom Software Solutions',
  subtitle:
    'We design and build the software your business runs on: web and mobile apps, SaaS platforms and integrations, made in Lagos, Ogbomosho and Cotonou for businesses across West Africa.',
  cta: { label: 'GET STARTED', href: '#CTA' },
} as const;

export const homeCta = {
  id: 'CTA',
  heading: 'Ready to start your project?',
  body: `Tell us what you need. ${brand.name} replies within 24 hours, and the first 30-minute consultation is free.`,
  emailLabel: 'Email us',
  phoneLabel: 'Call us',
} as const;
