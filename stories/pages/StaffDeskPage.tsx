import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { HttpHandler } from 'msw';
import { handlers } from '@orisun/api/mocks';
import type { StaffDesk } from '@orisun/api/mocks';
import { UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';
import { RouterLink } from '../../site/src/runtime/RouterLink.tsx';
import { SiteLayout } from '../../site/src/layout/SiteLayout.tsx';
import { WorkspaceLayout } from '../../site/src/layout/WorkspaceLayout.tsx';
import { StaffDeskView } from '../../site/src/pages/StaffDesk/index.tsx';
import { StaffSignInView } from '../../site/src/pages/StaffSignIn/index.tsx';

/**
 * The staff desk's two pages (`/admin` sign-in, `/admin/dashboard`) as the site renders them (layouts,
 * providers, router), in one memory router at `path`, so a story can follow the redirects between
 * them. Each render has its own query client. Not a story file.
 */
export function StaffDeskPage({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        // Each page in the shell its route names (`SiteRoute.shell`): the sign-in in the site's, the desk in its own.
        { Component: SiteLayout, children: [{ path: '/admin', Component: StaffSignInView }] },
        { Component: WorkspaceLayout, children: [{ path: '/admin/dashboard', Component: StaffDeskView }] },
      ],
      { initialEntries: [path] },
    ),
  );
  const [queryClient] = useState(createQueryClient);
  return (
    // Storybook's preview already wraps every story in a ToastProvider.
    <Providers queryClient={queryClient}>
      <UiProvider linkComponent={RouterLink}>
        <RouterProvider router={router} />
      </UiProvider>
    </Providers>
  );
}

/**
 * A story's MSW handlers and reset for a desk: `overrides` first (an endpoint that fails), then the
 * desk, then the defaults. The desk is put back as it was before each run of the story.
 */
export function withDesk(desk: StaffDesk, overrides: HttpHandler[] = []) {
  return {
    parameters: { msw: { handlers: [...overrides, ...desk.handlers, ...handlers] } },
    beforeEach: () => desk.reset(),
  };
}
