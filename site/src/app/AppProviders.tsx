import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { UiProvider } from '@orisun/ui';
import { DataProviders } from './DataProviders.tsx';
import { RouterLink } from './RouterLink.tsx';

export { createQueryClient } from './DataProviders.tsx';

/**
 * What every page needs, identical in the browser and the prerender: the kit's settings (router
 * links). Kept this small on purpose: server state and toasts live in `DataProviders`, which the
 * pages that use them wrap themselves in, so marketing pages do not load that code.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return <UiProvider linkComponent={RouterLink}>{children}</UiProvider>;
}

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
