/**
 * The service worker (src/runtime/sw.ts) once the page has loaded: revisits then cost almost nothing, and a page seen once
 * opens without a network. Not in `npm run dev` (Vite serves no service worker there).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
