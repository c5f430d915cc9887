import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OfflineNotice, SkipLink } from '@orisun/ui';
import { useDocumentMeta } from './useDocumentMeta.ts';

/**
 * The shell of a work screen (`SiteRoute.shell: 'workspace'`, the staff desk): no site header, ticker or footer. The page
 * draws its own full-height shell (the kit's `Workspace`: top bar, views, `<main id="main">`); around it only the skip
 * link, the offline notice and the document's title and meta tags.
 */
export function WorkspaceLayout() {
  useDocumentMeta();
  useEffect(() => {
    // Tells tests that the page is interactive (as SiteLayout does).
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <OfflineNotice />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
