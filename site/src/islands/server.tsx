/**
 * The islands' prerender, built with Preact in place of React (`ISLANDS=ssr`, site/vite.config.ts): the HTML of one
 * island, which `client.tsx` hydrates with Preact in the browser.
 */
import { renderToString } from 'preact-render-to-string';
import { IdScope } from './IdScope.tsx';
import { preloadIslands } from './intent.tsx';
import { islandLoader } from './modules.ts';

/** The HTML of the island `name` with `props`, the `index`-th island of its page. */
export async function renderIsland(name: string, props: object, index: number): Promise<string> {
  const load = islandLoader(name);
  if (!load) throw new Error(`renderIsland: no island named ${name} (a ${name}.island.tsx module)`);
  const { default: Component } = await load();
  // Its islands on intent (forms) rendered in full, in place.
  await preloadIslands();
  const Island = Component as unknown as (props: object) => React.ReactNode;
  return renderToString((<IdScope scope={String(index + 1)}><Island {...props} /></IdScope>) as never);
}
