/**
 * The only script of a marketing page (built with Preact in place of React, `ISLANDS=client` in
 * site/vite.config.ts): hydrates each island the prerender wrote into the page (`Island.tsx`), each with its own
 * code, loaded in parallel (the prerender preloads the page's), and registers the service worker. What is not an
 * island is HTML and CSS only.
 */
import { hydrate } from 'preact';
import { registerServiceWorker } from '../registerServiceWorker.ts';
import { IdScope } from './IdScope.tsx';
import { islandAttribute, islandPropsAttribute } from './attributes.ts';
import { islandModules, type IslandName } from './registry.ts';

const elements = [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)];
await Promise.all(
  elements.map(async (element, index) => {
    const name = element.getAttribute(islandAttribute) as IslandName;
    const load = islandModules[name];
    if (!load) throw new Error(`islands: no island named ${name}`);
    const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? '{}') as object;
    const { default: Component } = await load();
    const Island = Component as unknown as (props: object) => React.ReactNode;
    hydrate((<IdScope scope={String(index + 1)}><Island {...props} /></IdScope>) as never, element);
  }),
);
// Tells tests that the page is interactive (the React app sets the same in SiteLayout).
document.documentElement.setAttribute('data-hydrated', '');

registerServiceWorker();
