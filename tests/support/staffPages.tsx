import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider, UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';
import { RouterLink } from '../../site/src/runtime/RouterLink.tsx';
import { StaffDeskView } from '../../site/src/pages/StaffDesk/index.tsx';
import { StaffSignInView } from '../../site/src/pages/StaffSignIn/index.tsx';

/**
 * The staff desk's two pages (`/admin`, `/admin/dashboard`) in a memory router at `path`, with a
 * fresh query client and toasts, as the site renders them: component tests of the desk, against the
 * mock API. `location()` reads where the router is.
 */
export function renderStaffPages(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <StaffSignInView /> },
      { path: '/admin/dashboard', element: <StaffDeskView /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const result = render(
    <Providers queryClient={queryClient} toasts={ToastProvider}>
      <UiProvider linkComponent={RouterLink}>
        <RouterProvider router={router} />
      </UiProvider>
    </Providers>,
  );
  return { ...result, router, queryClient, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}
