/**
 * What `react` is in the islands' builds (site/vite.config.ts): Preact's compat layer, with its own `useId`.
 *
 * Preact numbers ids per root in render order. A form whose code arrives after the rest of its island (`<Island load="intent">`)
 * renders after the others in the browser but in order in the prerender, so its ids would differ between the two and
 * its `aria-labelledby` name no element once part of it is rendered again; two islands (two roots) would repeat each
 * other's ids. Here ids are numbered per `IdScopeProvider` (one per island, one per island on intent: `IdScope.tsx`), in
 * render order inside it, which is the same in the prerender and in the browser.
 */
import { createContext, createElement, type ComponentChildren } from 'preact';
import { useContext, useId as preactUseId, useState } from 'preact/hooks';

// @ts-expect-error -- preact/compat's types are one `export =` namespace; its ES module exports each name, which the bundler re-exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

interface Scope {
  prefix: string;
  next: number;
}
const ScopeContext = createContext<Scope | null>(null);

/** The scope's next id: render order is the same in the prerender and the browser, so the ids are too. */
function take(scope: Scope): string {
  return `${scope.prefix}${scope.next++}`;
}

/** React's `useId`: `<prefix><n>` inside an id scope, Preact's own outside one. */
export function useId(): string {
  const scope = useContext(ScopeContext);
  const fallback = preactUseId();
  const [id] = useState(() => (scope ? take(scope) : fallback));
  return id;
}

/** Numbers the ids rendered inside from `<prefix>0`. */
export function IdScopeProvider({ prefix, children }: { prefix: string; children?: ComponentChildren }) {
  const [scope] = useState<Scope>(() => ({ prefix, next: 0 }));
  return createElement(ScopeContext.Provider, { value: scope }, children);
}
