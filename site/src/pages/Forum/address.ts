import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { isHydratingIsland } from '../../islands/later.ts';
import { basePath, localeHref } from '../../i18n/index.ts';

/**
 * The forum's address (`/forum?tab=popular&q=bug`, `/forum/threads/:id`) without a router: the forum is an island page
 * (src/islands), hydrated on its own with Preact, and React Router with the app's route table cost /forum's first load
 * 27 KB of its 188. Its list and thread dialog follow the browser's history through this small interface; tests and
 * stories give it one held in memory (`memoryHistory`), the prerender one fixed at the page's path (`staticHistory`).
 */
export interface ForumLocation {
  pathname: string;
  /** `?tab=popular&q=bug`, or `''`. */
  search: string;
  /** What `push` or `replace` put in the entry (`{ fromList: true }` when the list opened a thread), else `null`. */
  state: unknown;
}

export type ForumAction = 'POP' | 'PUSH' | 'REPLACE';

export interface ForumHistory {
  /** The current location: the same object until it changes (a `useSyncExternalStore` snapshot). */
  location(): ForumLocation;
  subscribe(listener: () => void): () => void;
  /** A new entry (Back returns to this one). */
  push(to: { pathname: string; search: string }, state?: unknown): void;
  /** Changes this entry in place. */
  replace(to: { pathname: string; search: string }, state?: unknown): void;
  back(): void;
}

/**
 * The forum's history in the browser: `window.history`, with `popstate` for Back and Forward. The forum reads and writes
 * English paths (`/forum/c/x`); on a French page the address is the page's (`/fr/forum/c/x`, src/i18n).
 */
export function browserHistory(): ForumHistory {
  const listeners = new Set<() => void>();
  let current: ForumLocation | undefined;
  const read = (): ForumLocation => {
    const pathname = basePath(window.location.pathname);
    const { search } = window.location;
    const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
    if (!current || current.pathname !== pathname || current.search !== search || current.state !== state) current = { pathname, search, state };
    return current;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onPop = () => notify();
  const go = (method: 'pushState' | 'replaceState') => (to: { pathname: string; search: string }, state: unknown = null) => {
    // Under `usr`, where React Router keeps its own: an entry made here reads the same from either.
    window.history[method]({ usr: state, key: Math.random().toString(36).slice(2, 10) }, '', `${localeHref(to.pathname)}${to.search}`);
    notify();
  };
  return {
    location: read,
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPop);
      };
    },
    push: go('pushState'),
    replace: go('replaceState'),
    back: () => window.history.back(),
  };
}

/** A history held in memory, from `path` (stories and tests): `entries`, `index` and `action` tell what happened. */
export function memoryHistory(path: string): ForumHistory & { readonly entries: ForumLocation[]; readonly index: number; readonly action: ForumAction } {
  const listeners = new Set<() => void>();
  const parse = (to: string, state: unknown = null): ForumLocation => {
    const url = new URL(to, 'http://localhost');
    return { pathname: url.pathname, search: url.search, state };
  };
  const entries = [parse(path)];
  let index = 0;
  let action: ForumAction = 'POP';
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get entries() {
      return entries;
    },
    get index() {
      return index;
    },
    get action() {
      return action;
    },
    location: () => entries[index]!,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(to, state = null) {
      entries.splice(index + 1, entries.length, { ...to, state });
      index += 1;
      action = 'PUSH';
      notify();
    },
    replace(to, state = null) {
      entries[index] = { ...to, state };
      action = 'REPLACE';
      notify();
    },
    back() {
      if (index === 0) return;
      index -= 1;
      action = 'POP';
      notify();
    },
  };
}

/** The address the prerender renders (the island's props): it never changes. */
export function staticHistory(path: string): ForumHistory {
  const location = memoryHistory(path).location();
  return { location: () => location, subscribe: () => () => {}, push: () => {}, replace: () => {}, back: () => {} };
}

/** The forum's history: the browser's unless a story, a test or the prerender gives another. */
export const ForumHistoryContext = createContext<ForumHistory | null>(null);

let sharedBrowserHistory: ForumHistory | undefined;

/** The forum's history from the context, else the browser's (one for the page). */
export function useForumHistory(): ForumHistory {
  const given = useContext(ForumHistoryContext);
  if (given) return given;
  if (typeof window === 'undefined') throw new Error('useForumHistory: no ForumHistoryContext outside a browser');
  sharedBrowserHistory ??= browserHistory();
  return sharedBrowserHistory;
}

/** The forum's location, rendered again when it changes. */
export function useForumLocation(): ForumLocation {
  const history = useForumHistory();
  return useSyncExternalStore(history.subscribe, history.location, history.location);
}

const noSubscription = () => () => {};
const yes = () => true;
const no = () => false;
/**
 * `false` in the prerender and while hydrating, `true` after: what depends on the URL's query or the browser's storage
 * waits for it, so the first render in the browser is the prerendered HTML (React and Preact 11 both read the server
 * snapshot while hydrating). An island hydrating (`src/islands/later.ts`) turns it on in an effect, a task of its own
 * after the paint: Preact's store check ran the whole forum's second render in the hydration's task (issue 23).
 */
export function useHydrated(): boolean {
  const [inIsland] = useState(isHydratingIsland);
  const synced = useSyncExternalStore(noSubscription, inIsland ? no : yes, no);
  const [afterHydration, setAfterHydration] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second pass after hydrating is the point: a render of its own, after the paint
    if (inIsland) setAfterHydration(true);
  }, [inIsland]);
  return inIsland ? afterHydration : synced;
}

/** The thread id of `/forum/threads/:id`, else `undefined`. */
export function threadIdOf(pathname: string): string | undefined {
  const match = /^\/forum\/threads\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}
