import { useContext, useState, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ToastProvider } from '@orisun/ui';
import { createQueryClient, sharedQueryClient } from '../api/queryClient.ts';

export { createQueryClient };

export interface ProvidersProps {
  /**
   * A query client of its own (a test's, a story's). Default: the one of a `Providers` above (a form inside the forum,
   * a page in a story), else the page's shared one (`sharedQueryClient`: one per page in the browser, its cache kept
   * across the React app's navigations; a fresh one per render in the prerender).
   */
  queryClient?: QueryClient;
  /**
   * The kit's `ToastProvider`, where what is inside raises toasts (the forum, the desk's pages). Given here, not imported
   * by this module: a form's chunk on a page without toasts (contact, home, team) loads none of their code. Inside
   * another one (a page's, Storybook's preview) it adds nothing: toasts go to the outer one.
   */
  toasts?: typeof ToastProvider;
  children: ReactNode;
}

/**
 * The one wrapper at a boundary that holds server data (README, "Contributing: forms and server data"): the forum's
 * island, a form's lazily loaded chunk (its default export wraps the form in it, so TanStack Query arrives with the
 * form and not with the page), the React app's pages that read server data (the ticket page, the staff desk), and the
 * stories and tests that render them. It gives TanStack Query's client (see `queryClient`), and with `toasts` the
 * toasts. (The React app's router links are the kit's `UiProvider` with `RouterLink` around the router, in its entries
 * and in the stories and tests of its pages; an island has no router.)
 *
 * It is not at the root of the React app or of every island: the marketing pages' first load carries neither TanStack
 * Query nor the toasts' code (tests/e2e/budgets.test.ts). A boundary inside another uses the outer one's client,
 * so a dialog's chunk or a page in a story reads the cache of the page or story around it.
 */
export function Providers({ queryClient, toasts: Toasts, children }: ProvidersProps) {
  const above = useContext(QueryClientContext);
  const [client] = useState(() => queryClient ?? above ?? sharedQueryClient());
  const content = Toasts ? <Toasts>{children}</Toasts> : children;
  if (client === above) return content;
  return <QueryClientProvider client={client}>{content}</QueryClientProvider>;
}
