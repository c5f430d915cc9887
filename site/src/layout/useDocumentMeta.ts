import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, isRouteHandle } from '../routes.tsx';

/**
 * Keeps `<title>` and the meta description in step with client-side navigation (the prerender
 * writes them into each page's HTML; this updates them when the router changes page).
 */
export function useDocumentMeta() {
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = handle?.title;
  const description = handle?.description;
  useEffect(() => {
    if (title) document.title = documentTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
