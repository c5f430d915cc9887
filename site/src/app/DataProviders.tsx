import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '@orisun/ui';
import { createQueryClient, sharedQueryClient } from '../api/queryClient.ts';

export { createQueryClient };

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
