import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider, UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';
import { RouterLink } from '../../site/src/app/RouterLink.tsx';
import { AdminDashboardView } from '../../site/src/pages/AdminDashboard/index.tsx';
import { AdminSignInView } from '../../site/src/pages/AdminSignIn/index.tsx';

/**
 * The staff desk's two pages (`/admin`, `/admin/dashboard`) in a memory router at `path`, with a
 * fresh query client and toasts, as the site renders them: component tests of the desk, against the
 * mock API. `location()` reads where the router is.
 */
export function renderStaffPages(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminSignInView /> },
      { path: '/admin/dashboard', element: <AdminDashboardView /> },
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
