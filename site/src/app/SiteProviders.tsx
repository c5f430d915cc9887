import type { ReactNode } from 'react';
import { UiProvider } from '@orisun/ui';
import { RouterLink } from './RouterLink.tsx';

/**
 * What every page needs, identical in the browser and the prerender: the kit's settings (router
 * links). Kept this small on purpose: server state and toasts live in `DataProviders`, which the
 * pages that use them wrap themselves in, so marketing pages do not load that code. The entries
 * import it from this module, which imports nothing of `DataProviders`: a page that uses
 * `DataProviders` (the customer ticket page) makes it a shared chunk, and an import of it from the
 * entry would put TanStack Query and the toasts on every page's first load.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return <UiProvider linkComponent={RouterLink}>{children}</UiProvider>;
}
