import { useState } from 'react';
import { ButtonLink, NavBar } from '@orisun/ui';
import * as m from '#messages';
import { headerAction, headerLinks } from '../content/navigation.ts';
import { localeHref, type Locale } from '../i18n/index.ts';
import { BrandMark } from './BrandMark.tsx';

/** True when `href` is the page at `pathname` (or a page under it; `/` only matches itself). */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export interface HeaderBarProps {
  /** The page's path (its English one: `/about` for `/fr/about`): its link is marked current, and a new path closes the small-screen menu. */
  pathname: string;
  /** The same page in the other language, when it has one (`SiteHeader` finds it: the island carries no list of pages). */
  otherLanguage?: { language: Locale; path: string; name: string; title: string };
}

/**
 * The sticky header's bar: logo, the main links (current page marked) and Contact Us. An island on the marketing
 * pages (only its menu needs a script), part of the app on the others (`SiteHeader`).
 */
export default function HeaderBar({ pathname: page, otherLanguage: other }: HeaderBarProps) {
  const pathname = localeHref(page);
  const [menu, setMenu] = useState({ open: false, pathname });
  // A navigation (a link, back/forward) closes the small-screen menu.
  if (menu.pathname !== pathname) setMenu({ open: false, pathname });

  return (
    <NavBar.Root>
      <NavBar.Brand href={localeHref('/')}>
        <BrandMark />
      </NavBar.Brand>
      <NavBar.Menu label={m.navigation_mainLabel()} toggleLabel={m.navigation_menuToggle()} open={menu.open} onOpenChange={(open) => setMenu({ open, pathname })}>
        {headerLinks.map((link) => (
          <NavBar.Item key={link.href} href={link.href} current={isActivePath(link.href, pathname)}>
            {link.label}
          </NavBar.Item>
        ))}
        {other && (
          <NavBar.Item href={other.path} lang={other.language} hrefLang={other.language} data-language-choice={other.language} title={other.title}>
            {other.name}
          </NavBar.Item>
        )}
        <NavBar.Action>
          <ButtonLink href={headerAction.href} aria-current={isActivePath(headerAction.href, pathname) ? 'page' : undefined}>
            {headerAction.label}
          </ButtonLink>
        </NavBar.Action>
      </NavBar.Menu>
    </NavBar.Root>
  );
}
