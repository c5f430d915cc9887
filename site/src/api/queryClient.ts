import { QueryClient } from '@tanstack/react-query';

/** A query client with the site's defaults (one per page load, or per prerendered page). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** The browser's one client: pages that use server state share its cache across navigations. */
let browserClient: QueryClient | undefined;

/** The browser's one query client (a fresh one per call on the server, where each render is its own). */
export function sharedQueryClient(): QueryClient {
  return typeof window === 'undefined' ? createQueryClient() : (browserClient ??= createQueryClient());
}
