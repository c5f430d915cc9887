/**
 * The only script of a marketing page (built with Preact in place of React, `ISLANDS=client` in
 * site/vite.config.ts): hydrates each island the prerender wrote into the page (`Island.tsx`), each with its own
 * code, loaded in parallel (the prerender preloads the page's) and hydrated one task at a time, and registers the
 * service worker. What is not an island is HTML and CSS only.
 */
import { hydrate } from 'preact';
import { registerServiceWorker } from '../registerServiceWorker.ts';
import { IdScope } from './IdScope.tsx';
import { islandAttribute, islandPropsAttribute } from './attributes.ts';
import { islandModules, type IslandName } from './registry.ts';

/**
 * The page's inline CSS holds only the rules of its prerendered HTML (src/prerender.ts, `criticalCss`); the kit's whole
 * stylesheet, linked `disabled`, is turned on now, off the first paint's path, for what the islands open later.
 */
const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
  (link) =>
    new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      // Unreachable (offline, a deploy in between): the inline rules still show the page as it was prerendered.
      link.addEventListener('error', () => resolve(), { once: true });
      link.disabled = false;
    }),
);

const elements = [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)];

/** Lets the browser paint and answer input between two islands: each hydration is a task of its own, not one long one. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Every island's code fetched at once (the prerender preloads it); hydrated one by one, in page order.
const loaded = elements.map((element) => {
  const name = element.getAttribute(islandAttribute) as IslandName;
  const load = islandModules[name];
  if (!load) throw new Error(`islands: no island named ${name}`);
  // Its code unreachable (offline, a deploy in between): the island stays the prerendered HTML, the others start.
  return load().catch((error: unknown) => {
    console.error(`islands: the code of ${name} could not be loaded`, error);
    return undefined;
  });
});
for (const [index, element] of elements.entries()) {
  const module = await loaded[index];
  if (!module) continue;
  const { default: Component } = module;
  const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? '{}') as object;
  const Island = Component as unknown as (props: object) => React.ReactNode;
  await yieldToBrowser();
  hydrate((<IdScope scope={String(index + 1)}><Island {...props} /></IdScope>) as never, element);
}
await Promise.all(stylesheets);
// Tells tests that the page is interactive, its whole stylesheet applied (the React app sets the same in SiteLayout).
document.documentElement.setAttribute('data-hydrated', '');

registerServiceWorker();
