/**
 * The shared header's links (the footer's columns are `footer.ts`, which only the prerender reads): paths of this build's
 * language (`localeHref`). The words are the `navigation` messages (site/messages).
 */
import * as m from '#messages';
import { localeHref } from '../i18n/index.ts';

export interface NavItem {
  label: string;
  href: string;
}

export const headerLinks: readonly NavItem[] = [
  { label: m.navigation_home(), href: localeHref('/') },
  { label: m.navigation_services(), href: localeHref('/services') },
  { label: m.navigation_about(), href: localeHref('/about') },
  { label: m.navigation_team(), href: localeHref('/team') },
  { label: m.navigation_forum(), href: localeHref('/forum') },
];

export const headerAction: NavItem = { label: m.navigation_contactUs(), href: localeHref('/contact') };

/** True for links that leave the site (or open another app): rendered as plain anchors. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
