import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@orisun/ui';

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

/**
 * Server state (TanStack Query) and toasts, for the pages that use them (forms, the support desk,
 * the forum, the dashboards): wrap the page's component in it. It is NOT at the app root, so
 * the marketing pages' first load carries neither TanStack Query nor the Radix toast code
 * (about 17 KB brotli; the performance budget in tests/e2e/budgets.test.ts depends on it).
 * In the browser every page shares one query client.
 */
export function DataProviders({
  queryClient,
  toasts = true,
  children,
}: {
  /** A client to use instead of the shared one (tests, stories, the prerender). */
  queryClient?: QueryClient;
  /** Render the ToastProvider. Default `true`; `false` where a host already provides one (Storybook's preview). */
  toasts?: boolean;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? sharedQueryClient());
  return (
    <QueryClientProvider client={client}>{toasts ? <ToastProvider>{children}</ToastProvider> : children}</QueryClientProvider>
  );
}
