/**
 * The ecosystem (/affiliates) and the affiliate pages (/orisun-labs, /emea, /digital-foundry).
 * A link starting with http opens another site in a new tab; any other link is a route here (of this build's language:
 * `localeHref`). The words are the `affiliates` messages (site/messages).
 */
import * as m from '#messages';
import { localeHref } from '../i18n/index.ts';
import { brand } from './brand.ts';

/** The kinds of affiliation, as identifiers (the English names); the pages show `affiliateTypeLabels`. */
export const affiliateTypes = ['Subsidiary', 'Strategic Partner', 'Technology Alliance', 'Global Network'] as const;
export type AffiliateType = (typeof affiliateTypes)[number];

/** Each kind of affiliation's name, as the page shows it. */
export const affiliateTypeLabels: Record<AffiliateType, string> = {
  Subsidiary: m.affiliates_typeSubsidiary(),
  'Strategic Partner': m.affiliates_typeStrategicPartner(),
  'Technology Alliance': m.affiliates_typeTechnologyAlliance(),
  'Global Network': m.affiliates_typeGlobalNetwork(),
};

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
    description: m.affiliates_labsDescription(),
    logo: '/affiliates/orisun-labs.svg',
    link: localeHref(`/${brand.shortName.toLowerCase()}-labs`),
    linkLabel: m.affiliates_labsLinkLabel({ shortName: brand.shortName }),
  },
  {
    id: 'orisun-academy',
    name: `${brand.shortName} Academy`,
    type: 'Subsidiary',
    description: m.affiliates_academyDescription(),
    logo: '/affiliates/orisun-academy.svg',
    link: 'https://academy.orisun.software',
    linkLabel: m.affiliates_academyLinkLabel(),
  },
  {
    id: 'digital-foundry',
    name: 'Digital Foundry',
    type: 'Strategic Partner',
    description: m.affiliates_foundryDescription(),
    logo: '/affiliates/digital-foundry.svg',
    link: localeHref('/digital-foundry'),
    linkLabel: m.affiliates_foundryLinkLabel(),
  },
  {
    id: 'orisun-open-source',
    name: `${brand.shortName} Open Source`,
    type: 'Technology Alliance',
    description: m.affiliates_openSourceDescription(),
    logo: '/affiliates/orisun-open-source.svg',
    link: github,
    linkLabel: m.affiliates_openSourceLinkLabel(),
  },
  {
    id: 'emea',
    name: m.affiliates_emeaName(),
    type: 'Global Network',
    description: m.affiliates_emeaDescription(),
    logo: '/affiliates/emea.svg',
    link: localeHref('/emea'),
    linkLabel: m.affiliates_emeaLinkLabel(),
  },
  {
    id: 'community',
    name: m.affiliates_communityName({ shortName: brand.shortName }),
    type: 'Global Network',
    description: m.affiliates_communityDescription(),
    logo: '/affiliates/community.svg',
    link: linkedin,
    linkLabel: m.affiliates_communityLinkLabel(),
  },
];

export const ecosystem = {
  title: m.affiliates_title(),
  intro: m.affiliates_intro({ brand: brand.name }),
  categoriesHeading: m.affiliates_categoriesHeading(),
  categories: [
    { type: 'Subsidiary', body: m.affiliates_categorySubsidiaryBody() },
    { type: 'Strategic Partner', body: m.affiliates_categoryStrategicPartnerBody() },
    { type: 'Technology Alliance', body: m.affiliates_categoryTechnologyAllianceBody() },
    { type: 'Global Network', body: m.affiliates_categoryGlobalNetworkBody() },
  ] satisfies readonly { type: AffiliateType; body: string }[],
  organisationsHeading: m.affiliates_organisationsHeading(),
  partnersCta: { heading: m.affiliates_joinHeading(), body: m.affiliates_joinBody(), label: m.affiliates_joinLabel(), href: localeHref('/partners') },
  email: `partners@${brand.email.split('@')[1]}`,
  emailLabel: m.affiliates_emailLabel(),
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
