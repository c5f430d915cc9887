import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@orisun/ui';
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
 * server state (TanStack Query) and the kit's settings (router links). The router goes inside.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider linkComponent={RouterLink}>{children}</UiProvider>
    </QueryClientProvider>
  );
}
