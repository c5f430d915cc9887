import type { ComponentType } from 'react';

/** An island's module: its component is the default export. */
export interface IslandModule {
  default: ComponentType<never>;
  /** Awaited with the island's props before it hydrates: code its first render needs that it otherwise loads lazily. */
  prepare?: (props: never) => Promise<void>;
}

/** The island a module file is: its file name without `.island.tsx` (`src/layout/HeaderBar.island.tsx` is `HeaderBar`). */
export const islandName = (file: string): string => file.slice(file.lastIndexOf('/') + 1, -'.island.tsx'.length);

/**
 * Every island of the site, found by the build: each `*.island.tsx` under `src/` (its name is its file's, unique: a
 * unit test checks it), loaded on demand. The prerender renders them (`build/islands-server.tsx`), and the React app, tests and
 * stories load an island on intent through it. In the browser an island page takes each island's code from the address
 * the prerender wrote into it (`islandSrcAttribute`): the page's first load carries no list of every island.
 */
export const islandModules = import.meta.glob<IslandModule>('../**/*.island.tsx');

/** The code of the island `name`. */
export function islandLoader(name: string): (() => Promise<IslandModule>) | undefined {
  return Object.entries(islandModules).find(([file]) => islandName(file) === name)?.[1];
}
