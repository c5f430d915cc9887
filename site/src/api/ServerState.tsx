import { useContext, useState, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { sharedQueryClient } from './queryClient.ts';

/**
 * Gives its children the site's query client when no `DataProviders` above them does. The form
 * dialogs and the consultant form are loaded on demand on marketing pages, which do not mount
 * `DataProviders` (so their first load carries no TanStack Query): the lazily loaded chunk wraps
 * itself in this, and TanStack Query arrives with it. Under `DataProviders` (the desk, the forum,
 * stories) it adds nothing.
 */
export function ServerState({ children }: { children: ReactNode }) {
  const above = useContext(QueryClientContext);
  const [client] = useState(() => above ?? sharedQueryClient());
  if (above) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
