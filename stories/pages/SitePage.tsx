import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../../site/src/app/AppProviders.tsx';
import { SiteLayout } from '../../site/src/layout/SiteLayout.tsx';

/**
 * Renders a site page as the site does (layout, providers, router link) inside a memory router
 * at `path`, for the page stories. Not a story file.
 */
export function SitePage({ page: Page, path = '/' }: { page: ComponentType; path?: string }) {
  const router = createMemoryRouter(
    [{ Component: SiteLayout, children: [{ path: '*', Component: Page }] }],
    { initialEntries: [path] },
  );
  return (
    // Storybook's preview already wraps every story in a ToastProvider.
    <AppProviders queryClient={createQueryClient()} toasts={false}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
