import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../../site/src/app/AppProviders.tsx';
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
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}
