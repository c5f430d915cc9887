import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UiProvider } from '@orisun/ui';
import { SiteProviders } from './SiteProviders.tsx';
import { RouterLink } from '../../site/src/runtime/RouterLink.tsx';

/**
 * A section of /admin/dashboard as the desk shows it: its own query client per story, the site's router links, a memory
 * router at `path` (the section's address). Not a story file.
 */
export function DeskPanel({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] }));
  return (
    <SiteProviders>
      <UiProvider linkComponent={RouterLink}>
        <RouterProvider router={router} />
      </UiProvider>
    </SiteProviders>
  );
}
