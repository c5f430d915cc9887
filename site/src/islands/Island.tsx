import { createContext, useContext, type ComponentType } from 'react';
import { islandAttribute, islandPropsAttribute } from './attributes.ts';
import type { IslandName } from './registry.ts';

/**
 * True while the prerender renders a marketing page: its interactive parts become islands. Elsewhere (the app pages
 * in the browser and their shells) they are ordinary parts of the React app.
 */
export const IslandsContext = createContext(false);

export interface IslandProps<P extends object> {
  /** Its name in src/islands/registry.ts, whose module's default export is `component`. */
  name: IslandName;
  /** The island's component, which the React app renders in place. */
  component: ComponentType<P>;
  /** Its props: plain data, written into the page as JSON. */
  props: P;
}

/**
 * An interactive part of a page. On a marketing page's prerender: an empty element that names the island and holds
 * its props, which the prerender fills with the island's own HTML (rendered by Preact, which hydrates it in the
 * browser with a few KB of script instead of React and the router). In the React app: the component itself.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const islands = useContext(IslandsContext);
  if (!islands) return <Component {...props} />;
  return <div {...{ [islandAttribute]: name, [islandPropsAttribute]: JSON.stringify(props) }} style={{ display: 'contents' }} />;
}
