/**
 * The only script of a marketing page (built with Preact in place of React, `ISLANDS=client` in
 * site/vite.config.ts): hydrates each island the prerender wrote into the page (`islands/Island.tsx`), each with its own
 * code, loaded in parallel (the prerender preloads the page's) and hydrated one task at a time, and registers the
 * service worker. What is not an island is HTML and CSS only.
 */
import { hydrate } from 'preact';
import { registerServiceWorker } from './registerServiceWorker.ts';
import { IslandRoot } from '../islands/IslandRoot.tsx';
import { islandAttribute, islandLoadAttribute, islandPropsAttribute, islandSrcAttribute } from '../islands/attributes.ts';
import { hydrateIsland, hydrateLaterParts } from '../islands/later.ts';

/**
 * The page's inline CSS holds only the rules of its prerendered HTML (src/build/prerender.ts, `criticalCss`); the kit's whole
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

/**
 * An island's code, from the address the prerender wrote on it (it preloads those of the islands that load with the
 * page). Unreachable (offline, a deploy in between): the island stays the prerendered HTML, the others start.
 */
const code = (element: HTMLElement) =>
  (import(/* @vite-ignore */ element.getAttribute(islandSrcAttribute)!) as Promise<{ default: unknown }>).catch((error: unknown) => {
    console.error(`islands: the code of ${element.getAttribute(islandAttribute)} could not be loaded`, error);
    return undefined;
  });

/** Resolved when a `visible` island comes on screen (its element is `display: contents`: its first child's box), or an `intent` one is pointed at, touched or focused. */
const wanted = (element: HTMLElement, load: string) =>
  new Promise<void>((resolve) => {
    if (load === 'visible') {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(element.firstElementChild ?? element);
    } else for (const type of ['pointerover', 'focusin', 'pointerdown', 'touchstart']) element.addEventListener(type, () => resolve(), { once: true, capture: true });
  });

const start = async (element: HTMLElement, index: number, module: Awaited<ReturnType<typeof code>>) => {
  if (!module) return;
  const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? '{}') as object;
  const Island = module.default as unknown as (props: object) => React.ReactNode;
  // What its first render needs that it otherwise loads lazily (a thread's page: the thread's code), so it hydrates in
  // place with the island, not in a task of its own once that code is here. Unreachable: it hydrates all the same, and
  // the part that needs that code keeps its HTML (it suspends) until it comes.
  await (module as { prepare?: (props: object) => Promise<void> }).prepare?.(props).catch((error: unknown) => console.error('islands: an island could not prepare', error));
  await yieldToBrowser();
  // What it renders in a `HydrateLater` (a long list's rows) hydrates after, a task each (`hydrateLaterParts`).
  hydrateIsland(() => hydrate((<IslandRoot scope={String(index + 1)}><Island {...props} /></IslandRoot>) as never, element));
};

// The code of every island that loads with the page fetched at once (the prerender preloads it), hydrated one by one,
// in page order; the others (`visible`, `intent`) when they are wanted.
let inOrder = Promise.resolve();
for (const [index, element] of elements.entries()) {
  const load = element.getAttribute(islandLoadAttribute);
  if (load) void wanted(element, load).then(() => code(element)).then((module) => start(element, index, module));
  else {
    const module = code(element);
    inOrder = inOrder.then(() => module).then((loaded) => start(element, index, loaded));
  }
}
await inOrder;
await Promise.all(stylesheets);
await hydrateLaterParts();
// Tells tests that the page is interactive, its whole stylesheet applied (the React app sets the same in SiteLayout).
document.documentElement.setAttribute('data-hydrated', '');

registerServiceWorker();
