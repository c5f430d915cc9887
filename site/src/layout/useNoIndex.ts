import { useEffect } from 'react';

/**
 * Keeps search engines off the page while it is shown: a `<meta name="robots" content="noindex">`.
 * The staff desk's shell pages carry one from the prerender already (and robots.txt disallows
 * `/admin`); this covers arriving by a client-side navigation from a page that has none. A tag the
 * page did not add is left in place.
 */
export function useNoIndex() {
  useEffect(() => {
    if (document.querySelector('meta[name="robots"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
