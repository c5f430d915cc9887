/**
 * The footer's link columns: paths of this build's language (`localeHref`), external addresses as they are. Apart from
 * the header's links (`navigation.ts`), which the header's island carries: the footer is prerendered HTML only.
 */
import * as m from '#messages';
import { localeHref } from '../i18n/index.ts';
import { brand } from './brand.ts';
import type { NavItem } from './navigation.ts';

export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    title: m.navigation_footerCompany(),
    links: [
      { label: m.navigation_footerAboutUs(), href: localeHref('/about') },
      { label: m.navigation_footerPress(), href: localeHref('/PressMedia') },
      { label: m.navigation_footerCareers(), href: localeHref('/careers') },
      // Not in the spec's footer list either: the consultants directory (spec's Expert Network) is reached from here.
      { label: m.navigation_footerExperts(), href: localeHref('/consultants') },
      { label: m.navigation_footerPartners(), href: localeHref('/partners') },
      // Not in the spec's footer list, but /affiliates (and the affiliate pages it leads to) must be reachable from somewhere.
      { label: m.navigation_footerEcosystem(), href: localeHref('/affiliates') },
      { label: m.navigation_footerLegal(), href: localeHref('/legal') },
      { label: m.navigation_footerPrivacy(), href: brand.external.privacyPolicy },
    ],
  },
  {
    title: m.navigation_footerSupport(),
    links: [
      { label: m.navigation_footerHelpCenter(), href: localeHref('/support') },
      { label: m.navigation_footerEvents(), href: localeHref('/events') },
      { label: m.navigation_footerForum(), href: localeHref('/forum') },
      { label: m.navigation_footerTerms(), href: brand.external.termsOfService },
    ],
  },
  {
    title: m.navigation_footerDevelopers(),
    links: [
      { label: m.navigation_footerApiDocs(), href: localeHref('/developers/api-docs') },
      { label: m.navigation_footerDevResources(), href: localeHref('/developers/dev-resources') },
    ],
  },
];
