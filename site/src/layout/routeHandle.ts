/**
 * What each route of the table carries in react-router's `handle`: read by the layout (the
 * document's title and meta tags on client navigation) and the prerender. Its own module in the
 * layout's folder, so the layout does not import the route table (runtime/routes.tsx) that imports the layout.
 */
import { brand } from '../content/brand.ts';

/** What each route carries in `handle`, read by the layout (document title) and the prerender. */
export interface RouteHandle {
  title: string;
  description: string;
  /** The page's source file, relative to `site/` (the key of Vite's build manifest). */
  pageFile: string;
  /**
   * Whether search engines may index it: the prerendered pages, and public pages served from a shell
   * (`SiteRoute.indexed`: a forum thread). The others (the other shell pages, the not-found page) carry
   * `noindex` from the prerender, and the layout keeps it on client navigation.
   */
  indexed: boolean;
  /** A marketing page rendered as islands (`ResolvedSiteRoute.islands`: the indexed pages). */
  islands: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'description' in value;
}

/** The full `<title>` of a page: "Page Not Found | Orisun Software". */
export function documentTitle(title: string): string {
  return `${title} | ${brand.name}`;
}
