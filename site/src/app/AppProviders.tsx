import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DataProviders } from './DataProviders.tsx';
import { SiteProviders } from './SiteProviders.tsx';

export { createQueryClient } from './DataProviders.tsx';
export { SiteProviders };

/**
 * Everything at once (the site's providers plus server state and toasts), for stories and tests
 * that render a page outside the site's entries. The router goes inside.
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
    <DataProviders queryClient={queryClient} toasts={toasts}>
      <SiteProviders>{children}</SiteProviders>
    </DataProviders>
  );
}
