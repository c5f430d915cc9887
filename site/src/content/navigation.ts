/** Every link of the shared header and footer. Internal links are paths; external ones full URLs. */
import { brand } from './brand.ts';

export interface NavItem {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

export const headerLinks: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'About', href: '/about' },
  { label: 'Team', href: '/team' },
  { label: 'Forum', href: '/forum' },
];

export const headerAction: NavItem = { label: 'Contact Us', href: '/contact' };

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Press & Media', href: '/PressMedia' },
      { label: 'Careers', href: '/careers' },
      // Not in the spec's footer list either: the consultants directory (spec's Expert Network) is reached from here.
      { label: 'Expert Network', href: '/consultants' },
      { label: 'Partners', href: '/partners' },
      // Not in the spec's footer list, but /affiliates (and the affiliate pages it leads to) must be reachable from somewhere.
      { label: 'Our Ecosystem', href: '/affiliates' },
      { label: 'Legal', href: '/legal' },
      { label: 'Privacy Policy', href: brand.external.privacyPolicy },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: '/support' },
      { label: 'Events', href: '/events' },
      { label: 'Community Forum', href: '/forum' },
      { label: 'Terms of Service', href: brand.external.termsOfService },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'API Docs', href: '/developers/api-docs' },
      { label: 'Developer Resources', href: '/developers/dev-resources' },
    ],
  },
];

/** True for links that leave the site (or open another app): rendered as plain anchors. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
