import type { ReactNode } from 'react';

/** A Preact vnode's fields `useId` reads: `__m`, the id counter of its root ([root number, next id]). */
interface PreactVNode {
  __m?: [number, number];
}

/**
 * The root of one island, rendered by Preact (prerender and browser alike). Preact's `useId` numbers ids per root
 * from `P0-0`, so two islands of a page would repeat each other's ids (a menu's `aria-controls` naming another
 * island's element); each island's root counts from its own number, its position on the page (`P<n>-0`), which is
 * the same in the prerender and in the browser. Pinned Preact 11.2.0 internals (`__v`, `__m`): the page tests'
 * HTML check fails on a repeated id.
 */
export function IslandRoot(this: { __v?: PreactVNode } | undefined, { index, children }: { index: number; children: ReactNode }) {
  const vnode = this?.__v;
  if (vnode) vnode.__m ??= [index + 1, 0];
  return children;
}
