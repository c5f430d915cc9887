/**
 * The ecosystem (/affiliates) and the affiliate pages (/orisun-labs, /emea, /digital-foundry).
 * A link starting with http opens another site in a new tab; any other link is a route here.
 */
import { brand } from './brand.ts';

export const affiliateTypes = ['Subsidiary', 'Strategic Partner', 'Technology Alliance', 'Global Network'] as const;
export type AffiliateType = (typeof affiliateTypes)[number];

/** An affiliated organisation (docs/product.md §2.4). */
export interface Affiliate {
  id: string;
  name: string;
  type: AffiliateType;
  description: string;
  /** `/affiliates/<id>.svg` under `site/public`; the default logo replaces it if it fails to load. */
  logo: string;
  /** A route of this site (`/orisun-labs`) or another site (`https://...`). */
  link: string;
  linkLabel: string;
}

/** The logo shown when an organisation's own logo cannot be loaded. */
export const defaultAffiliateLogo = '/affiliates/default.svg';

/** True for links to other sites (they open in a new tab). */
export function isExternalLink(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const github = brand.social.find((s) => s.network === 'github')?.href ?? 'https://github.com/orisun';
const linkedin = brand.social.find((s) => s.network === 'linkedin')?.href ?? 'https://www.linkedin.com/company/orisun';

export const affiliates: readonly Affiliate[] = [
  {
    id: 'orisun-labs',
    name: `${brand.shortName} Labs`,
    type: 'Subsidiary',
    description: 'Our research and development arm: offline-first sync, low-bandwidth interfaces and local-language tools for West African businesses.',
    logo: '/affiliates/orisun-labs.svg',
    link: `/${brand.shortName.toLowerCase()}-labs`,
    linkLabel: `About ${brand.shortName} Labs`,
  },
  {
    id: 'orisun-academy',
    name: `${brand.shortName} Academy`,
    type: 'Subsidiary',
    description: 'Hands-on training for junior developers and designers in Lagos, Ogbomosho and Cotonou, with paid internships on real client projects.',
    logo: '/affiliates/orisun-academy.svg',
    link: 'https://academy.orisun.software',
    linkLabel: 'Visit the Academy',
  },
  {
    id: 'digital-foundry',
    name: 'Digital Foundry',
    type: 'Strategic Partner',
    description: 'A digital product studio we team up with on product discovery, brand and interface design for clients launching new products.',
    logo: '/affiliates/digital-foundry.svg',
    link: '/digital-foundry',
    linkLabel: 'About Digital Foundry',
  },
  {
    id: 'orisun-open-source',
    name: `${brand.shortName} Open Source`,
    type: 'Technology Alliance',
    description: 'The libraries we publish and maintain with other engineering teams: payment integrations, offline sync and Yoruba and French localisation.',
    logo: '/affiliates/orisun-open-source.svg',
    link: github,
    linkLabel: 'See our code on GitHub',
  },
  {
    id: 'emea',
    name: 'EMEA Partner Network',
    type: 'Global Network',
    description: 'Delivery and referral partners across Europe, the Middle East and Africa who bring us clients and extend our reach beyond West Africa.',
    logo: '/affiliates/emea.svg',
    link: '/emea',
    linkLabel: 'About the EMEA network',
  },
  {
    id: 'community',
    name: `${brand.shortName} Community Network`,
    type: 'Global Network',
    description: 'Alumni, clients and freelance specialists who share referrals, hiring leads and know-how with us across the region.',
    logo: '/affiliates/community.svg',
    link: linkedin,
    linkLabel: 'Join us on LinkedIn',
  },
];

export const ecosystem = {
  title: 'Our Ecosystem',
  intro: `${brand.name} works with a family of companies, partners and networks. Together we can take on projects of any size, in more places, with specialists for every step.`,
  categoriesHeading: 'How we work together',
  categories: [
    { type: 'Subsidiary', body: 'Companies we own, run by our people, sharing our standards and our clients.' },
    { type: 'Strategic Partner', body: 'Firms we deliver projects with, each bringing a skill we do not keep in-house.' },
    { type: 'Technology Alliance', body: 'Engineering collaborations on the open-source tools and platforms our work runs on.' },
    { type: 'Global Network', body: 'Partners and communities beyond our offices who refer, deliver and share knowledge.' },
  ] satisfies readonly { type: AffiliateType; body: string }[],
  organisationsHeading: 'Affiliated organisations',
  partnersCta: { heading: 'Want to join our ecosystem?', body: 'Read about our partnership models, or write to us about working together.', label: 'Become a partner', href: '/partners' },
  email: `partners@${brand.email.split('@')[1]}`,
  emailLabel: 'Email our partnerships team',
} as const;

/**
 * One affiliate's page: who they are, what they do with Orisun, how to reach them. Each page's copy is its own module,
 * named after its page folder (`orisunLabs.ts`, `emea.ts`, `digitalFoundry.ts`), shown by `AffiliateDetail`.
 */
export interface AffiliatePage {
  /** The Affiliate it details. */
  affiliateId: string;
  path: string;
  title: string;
  description: string;
  lead: string;
  about: string;
  withOrisun: { heading: string; items: readonly string[] };
  contact: { label: string; email: string };
}

export function affiliateById(id: string): Affiliate | undefined {
  return affiliates.find((a) => a.id === id);
}
