import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider, UiProvider } from '@orisun/ui';
import { RouterLink } from './RouterLink.tsx';

/** A query client with the site's defaults (one per page load, or per prerendered page). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * The providers every page needs, identical in the browser, the prerender and the stories:
 * server state (TanStack Query), the kit's settings (router links) and the toasts. The router goes inside.
 */
export function AppProviders({
  queryClient,
  toasts = true,
  children,
}: {
  queryClient: QueryClient;
  /** Render the ToastProvider. Default `true`; `false` where a host already provides one (Storybook's preview). */
  toasts?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider linkComponent={RouterLink}>
        {toasts ? <ToastProvider>{children}</ToastProvider> : children}
      </UiProvider>
    </QueryClientProvider>
  );
}
