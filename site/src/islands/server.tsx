/**
 * The islands' prerender, built with Preact in place of React (`ISLANDS=ssr`, site/vite.config.ts): the HTML of one
 * island, which `client.tsx` hydrates with Preact in the browser.
 */
import { renderToString } from 'preact-render-to-string';
import { preloadFormIslands } from '../forms/formIsland.tsx';
import { IdScope } from './IdScope.tsx';
import { islandModules, type IslandName } from './registry.ts';

export { islandModules } from './registry.ts';

/** The HTML of the island `name` with `props`, the `index`-th island of its page. */
export async function renderIsland(name: string, props: object, index: number): Promise<string> {
  const load = islandModules[name as IslandName];
  if (!load) throw new Error(`renderIsland: no island named ${name} in src/islands/registry.ts`);
  const { default: Component } = await load();
  // Its forms rendered in full, in place (see formIsland).
  await preloadFormIslands();
  const Island = Component as unknown as (props: object) => React.ReactNode;
  return renderToString((<IdScope scope={String(index + 1)}><Island {...props} /></IdScope>) as never);
}
