import { useContext, useState, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '@orisun/ui';
import { createQueryClient, sharedQueryClient } from '../api/queryClient.ts';

export { createQueryClient };

/**
 * Server state (TanStack Query) and toasts, for the pages that use them (forms, the support desk,
 * the forum, the dashboards): wrap the page's component in it. It is NOT at the app root, so
 * the marketing pages' first load carries neither TanStack Query nor the Radix toast code
 * (about 17 KB brotli; the performance budget in tests/e2e/budgets.test.ts depends on it).
 * In the browser every page shares one query client.
 *
 * Under another query client (a story's or a test's `AppProviders`) it uses that one, so a page
 * that wraps itself in `DataProviders` still reads the host's cache; and a `ToastProvider` inside
 * another one sends its toasts to the outer one.
 */
export function DataProviders({
  queryClient,
  toasts = true,
  children,
}: {
  /** A client to use instead of the one above, or the shared one (tests, stories, the prerender). */
  queryClient?: QueryClient;
  /** Render the ToastProvider. Default `true`; `false` where a host already provides one (Storybook's preview). */
  toasts?: boolean;
  children: ReactNode;
}) {
  const above = useContext(QueryClientContext);
  const [client] = useState(() => queryClient ?? above ?? sharedQueryClient());
  const content = toasts ? <ToastProvider>{children}</ToastProvider> : children;
  if (client === above) return content;
  return <QueryClientProvider client={client}>{content}</QueryClientProvider>;
}
