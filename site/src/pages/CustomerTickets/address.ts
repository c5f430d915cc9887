import { createContext } from 'react';

/**
 * The ticket page's address without a router: `/dashboard` is an island page (src/islands), hydrated on its own with
 * Preact, so it reads the mail's one-time link (`?link=`) from the browser's address and takes it out with
 * `history.replaceState` (Back never shows it). The React app's render of the page (tests, stories) gives it the
 * router's location instead (`TicketAddressContext`, see index.tsx).
 */
export interface TicketAddress {
  /** `?link=...`, or `''`. */
  search(): string;
  /** Replaces this history entry's search (`''` or `?x=1`), keeping the path and the hash. */
  replaceSearch(search: string): void;
}

/** The browser's own address; in the prerender an empty one. */
export function browserAddress(): TicketAddress {
  if (typeof window === 'undefined') return { search: () => '', replaceSearch: () => {} };
  return {
    search: () => window.location.search,
    replaceSearch(search) {
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
    },
  };
}

/** The address the page reads (`null`: the browser's). */
export const TicketAddressContext = createContext<TicketAddress | null>(null);

/** The search of the address without `link` (the one-time secret of the mail). */
export function withoutLink(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('link');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
