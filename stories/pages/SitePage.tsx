import type { ComponentType } from 'react';
import { userEvent, within } from 'storybook/test';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';
import { RouterLink } from '../../site/src/runtime/RouterLink.tsx';
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
    <Providers queryClient={createQueryClient()}>
      <UiProvider linkComponent={RouterLink}>
        <RouterProvider router={router} />
      </UiProvider>
    </Providers>
  );
}

/**
 * The page's main navigation as a visitor reaches it: on a phone or tablet (below 992 px) the
 * header collapses it behind the 'Menu' button, which this opens first.
 */
export async function mainNavigation(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  // Hidden from everyone (display: none) at laptop width, where the links show in the header.
  const toggle = canvas.queryByRole('button', { name: 'Menu' });
  if (toggle && toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
  return canvas.getByRole('navigation', { name: 'Main' });
}
