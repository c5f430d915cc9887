import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { themeClass } from '@orisun/tokens';
import { UiProvider } from '@orisun/ui';
import { RouterLink } from './RouterLink.tsx';
import { registerServiceWorker } from './registerServiceWorker.ts';
import { createRoutes } from './routes.tsx';

// The prerender puts the theme class on <html>; in `npm run dev` the template has none yet.
document.documentElement.classList.add(themeClass);

const routes = createRoutes();

// Load the current page's chunk before hydrating: the first client render then matches the
// prerendered HTML exactly (no fallback, no hydration mismatch).
await Promise.all(
  (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }
  }),
);

// A document opened by a page load (the first page, or a link from an island page, which is not part of the app) has
// no router state in its history entry, so every such entry would share the key "default", and ScrollRestoration would
// scroll a page just opened to where another page was read. Each entry gets its own key for its scroll position.
if (!(history.state as { key?: unknown } | null)?.key) {
  history.replaceState({ ...(history.state as object | null), key: Math.random().toString(36).slice(2, 10) }, '');
}
const router = createBrowserRouter(routes);
// The kit's links go through the router. Nothing else is at the root: the pages that read server data wrap themselves
// in `Providers` (app/Providers.tsx), so a page without (the 404) loads neither TanStack Query nor the toasts' code.
const app = (
  <StrictMode>
    <UiProvider linkComponent={RouterLink}>
      <RouterProvider router={router} />
    </UiProvider>
  </StrictMode>
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of one
// long task: taps and scrolls stay answered on a slow phone while the page wakes up (Lighthouse
// TBT on / under 4x CPU: 280-540 ms as one task).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

registerServiceWorker();
