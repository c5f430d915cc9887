import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SkipLink } from '@orisun/ui';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { useDocumentMeta } from './useDocumentMeta.ts';

/** The shell of every page: skip link, sticky header, `<main id="main">`, footer. */
export function SiteLayout() {
  useDocumentMeta();
  useEffect(() => {
    // Tells tests (and CSS, if ever needed) that the prerendered page is now interactive.
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
