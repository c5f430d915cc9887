import { useState } from 'react';
import { ButtonLink, NavBar } from '@orisun/ui';
import { headerAction, headerLinks } from '../content/navigation.ts';
import { BrandMark } from './BrandMark.tsx';

/** True when `href` is the page at `pathname` (or a page under it; `/` only matches itself). */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export interface HeaderBarProps {
  /** The page's path: its link is marked current, and a new path closes the small-screen menu. */
  pathname: string;
}

/**
 * The sticky header's bar: logo, the main links (current page marked) and Contact Us. An island on the marketing
 * pages (only its menu needs a script), part of the app on the others (`SiteHeader`).
 */
export default function HeaderBar({ pathname }: HeaderBarProps) {
  const [menu, setMenu] = useState({ open: false, pathname });
  // A navigation (a link, back/forward) closes the small-screen menu.
  if (menu.pathname !== pathname) setMenu({ open: false, pathname });

  return (
    <NavBar.Root>
      <NavBar.Brand href="/">
        <BrandMark />
      </NavBar.Brand>
      <NavBar.Menu label="Main" toggleLabel="Menu" open={menu.open} onOpenChange={(open) => setMenu({ open, pathname })}>
        {headerLinks.map((link) => (
          <NavBar.Item key={link.href} href={link.href} current={isActivePath(link.href, pathname)}>
            {link.label}
          </NavBar.Item>
        ))}
        <NavBar.Action>
          <ButtonLink href={headerAction.href} aria-current={isActivePath(headerAction.href, pathname) ? 'page' : undefined}>
            {headerAction.label}
          </ButtonLink>
        </NavBar.Action>
      </NavBar.Menu>
    </NavBar.Root>
  );
}
