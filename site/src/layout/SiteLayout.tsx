import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useDocumentMeta } from './useDocumentMeta.ts';

/** The shell of every page: skip link, sticky header, `<main id="main">`, footer. */
export function SiteLayout() {
  useDocumentMeta();
  return (
    <>
      <header><a href="/">Orisun</a></header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer>footer</footer>
      <ScrollRestoration />
    </>
  );
}
