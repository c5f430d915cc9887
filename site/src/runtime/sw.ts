/**
 * The site's service worker (Workbox, built by vite-plugin-pwa; registered by `entry-client.tsx`): revisits cost
 * almost nothing and a page seen once opens without a network.
 *
 * - Precached at install: the scripts and the stylesheet every page loads (the entry and what it imports up front,
 *   `site/vite.config.ts`), which the first page already brought into the HTTP cache: no extra bytes.
 * - Pages: network first, with a 3 s timeout, then the copy kept from the last visit, marked
 *   `<html data-offline-copy>` so the layout shows that it may be out of date.
 * - Hashed assets (`/assets/`): from the cache once fetched (they never change).
 * - Never cached: the API, the staff desk (`/admin`) and the customer's tickets (`/dashboard`): what they show belongs
 *   to one person and one moment. The browser handles those requests as if there were no service worker.
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

interface ServiceWorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<readonly { url: string }[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
}
declare const self: ServiceWorkerScope;

/** Paths whose pages and calls are never kept: one person's data. */
export const privatePath = /^\/(api|admin|dashboard)(\/|$)/;

/** The cache of pages, by address. */
export const pagesCache = 'orisun-pages';

/** The page as kept, marked as a copy (`<html data-offline-copy>`): the layout then says it may be out of date. */
async function markedCopy(response: Response): Promise<Response> {
  const html = (await response.text()).replace(/<html\b/i, '<html data-offline-copy');
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * The pages open while the worker starts (the first page of a first visit loaded before there was a worker): kept
 * now, so they too open without a network later. The HTTP cache revalidates them (a 304 of a few hundred bytes).
 */
async function keepOpenPages() {
  const cache = await caches.open(pagesCache);
  const windows = await self.clients.matchAll({ type: 'window' });
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      url.hash = '';
      if (url.origin !== self.location.origin || privatePath.test(url.pathname) || (await cache.match(url.href))) return;
      const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => undefined);
      if (response?.status === 200 && !response.redirected) await cache.put(url.href, response);
    }),
  );
}

// A new version takes over at once: the pages it serves are all network first, and the old precache goes.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), keepOpenPages()])));
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !privatePath.test(url.pathname),
  new NetworkFirst({
    cacheName: pagesCache,
    networkTimeoutSeconds: 3,
    plugins: [
      // Only a page that was there (not a 404, a redirect or an error) is kept.
      { cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null) },
      // Read from the cache only when the network failed or was too slow.
      { cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markedCopy(cachedResponse) : cachedResponse) },
    ],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'orisun-assets',
    // Each release has new file names: the oldest go once a hundred are kept.
    plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }, new ExpirationPlugin({ maxEntries: 100 })],
  }),
);
