import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';
import { OfflineNotice, SkipLink } from '@orisun/ui';
import * as m from '#messages';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { useDocumentMeta } from './useDocumentMeta.ts';
import { LanguageOffer } from './LanguageOffer.tsx';
import { frenchOfferQuery, locale } from '../i18n/index.ts';

/**
 * After a client-side page change: the new page starts at its top at once (the site's smooth
 * scrolling is for in-page anchors, not for a 3,000 px glide from the old page's footer), and
 * focus moves to `<main>`, so the next Tab goes into the new page and a screen reader reads it
 * instead of staying on the link that was used. Rendered before `<ScrollRestoration>`, whose
 * layout effect scrolls right after this one. The first render (the prerendered page) is left alone.
 */
function PageChange() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const root = document.documentElement;
    root.style.scrollBehavior = 'auto';
    document.getElementById('main')?.focus({ preventScroll: true });
    const frame = requestAnimationFrame(() => {
      root.style.removeProperty('scroll-behavior');
      // A smooth scroll still running on the old page (Tab moving focus down the footer) carries
      // on for a frame past ScrollRestoration's jump: a new page (not Back) starts at its top.
      if (navigationType !== 'POP' && !hash && window.scrollY !== 0) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, navigationType]);
  return null;
}

/**
 * The shell of every page: skip link, the offer of French (on `/`, for a visitor who prefers it), sticky header, the offline notice (shown only on a copy the service worker
 * kept), `<main id="main">`, footer.
 */
export function SiteLayout() {
  useDocumentMeta();
  const { pathname, search } = useLocation();
  // The version of `/` the server sends to a visitor who prefers French (src/i18n: `frenchOfferFile`).
  const offerFrench = locale === 'en' && pathname === '/' && search === `?${frenchOfferQuery}`;
  useEffect(() => {
    // Tells tests (and CSS, if ever needed) that the prerendered page is now interactive.
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <SkipLink href="#main" />
      {offerFrench && <LanguageOffer />}
      <SiteHeader />
      <OfflineNotice>{m.navigation_offlineCopy()}</OfflineNotice>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <PageChange />
      <ScrollRestoration />
    </>
  );
}
