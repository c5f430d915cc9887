import { createContext, useContext, type ComponentType } from 'react';
import { islandAttribute, islandLoadAttribute, islandPropsAttribute, type IslandLoad } from './attributes.ts';
import { intentIsland } from './intent.tsx';

/**
 * While the prerender renders a marketing page: every island's component with its name (its `*.island.tsx` file's,
 * src/islands/modules.ts), for its interactive parts become islands. Elsewhere (the app pages in the browser and their
 * shells, the inside of an island) `null`: they are ordinary parts of the tree.
 */
export const IslandsContext = createContext<ReadonlyMap<unknown, string> | null>(null);

/** An island hydrated as the page loads (`load`, the default) or once it is on screen (`visible`). */
interface EagerIslandProps<P extends object> {
  /** The default export of a `<Name>.island.tsx` module: the React app renders it in place. */
  component: ComponentType<P>;
  /** Its props: plain data, written into the page as JSON. */
  props: P;
  load?: Exclude<IslandLoad, 'intent'>;
}

/** An island whose code loads when the visitor heads for it (a form): its prerendered HTML stays until then. */
interface IntentIslandProps<P extends object> {
  /** Its module `<name>.island.tsx`, imported only then. */
  name: string;
  props: P;
  load: 'intent';
}

export type IslandProps<P extends object> = EagerIslandProps<P> | IntentIslandProps<P>;

/**
 * An interactive part of a page: the one way a part hydrates. On a marketing page's prerender: an empty element that
 * names the island and holds its props (and its strategy), which the prerender fills with the island's own HTML
 * (rendered by Preact, which hydrates it in the browser with a few KB of script instead of React and the router). In
 * the React app and inside an island: the component itself, or on `intent` the component once its code is here.
 */
export function Island<P extends object>(island: IslandProps<P>) {
  const names = useContext(IslandsContext);
  const intent = island.load === 'intent';
  if (!names) {
    const Component = intent ? (intentIsland(island.name) as ComponentType<P>) : island.component;
    return <Component {...island.props} />;
  }
  const name = intent ? island.name : names.get(island.component);
  if (!name) throw new Error('Island: its component is not the default export of a *.island.tsx module');
  const attributes = {
    [islandAttribute]: name,
    // Most islands take no props and load as the page loads: no attribute for either.
    ...(Object.keys(island.props).length ? { [islandPropsAttribute]: JSON.stringify(island.props) } : {}),
    ...(island.load && island.load !== 'load' ? { [islandLoadAttribute]: island.load } : {}),
  };
  return <div {...attributes} style={{ display: 'contents' }} />;
}
