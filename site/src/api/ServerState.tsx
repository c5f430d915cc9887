import { useContext, useState, type ComponentType, type ReactNode } from 'react';
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

/** `Component` inside `ServerState`: the default export of a lazily loaded form's chunk. */
export function withServerState<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithServerState(props: P) {
    return (
      <ServerState>
        <Component {...props} />
      </ServerState>
    );
  }
  WithServerState.displayName = `WithServerState(${Component.displayName ?? Component.name})`;
  return WithServerState;
}
