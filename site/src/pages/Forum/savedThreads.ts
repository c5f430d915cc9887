import { useCallback, useSyncExternalStore } from 'react';
import { forumLimits } from '@orisun/api';

/**
 * The visitor's saved threads (docs/product.md §3.11: a local toggle list): their ids in localStorage, newest first,
 * at most `forumLimits.savedMax` (what the Saved tab may ask for). Shared by every part of the page and kept
 * in step across tabs (the `storage` event). Without storage (private mode, the prerender) the list is empty.
 */
export const savedThreadsKey = 'orisun.forum.saved';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const none: readonly string[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly string[] } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved ids as stored (anything that is not a list of thread ids reads as none). */
export function readSavedThreads(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(savedThreadsKey) ?? null;
  } catch {
    raw = null;
  }
  if (cached && cached.raw === raw) return cached.ids;
  let ids: readonly string[] = none;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) ids = [...new Set(parsed.filter((id): id is string => typeof id === 'string' && uuid.test(id)))].slice(0, forumLimits.savedMax);
    } catch {
      ids = none;
    }
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: readonly string[]) {
  try {
    storage()?.setItem(savedThreadsKey, JSON.stringify(ids));
  } catch {
    // Storage full or refused: the list stays as it was.
  }
  for (const listener of listeners) listener();
}

/** Saves (`true`, first in the list) or unsaves thread `id`. */
export function setThreadSaved(id: string, saved: boolean) {
  const rest = readSavedThreads().filter((other) => other !== id);
  write(saved ? [id, ...rest].slice(0, forumLimits.savedMax) : rest);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === savedThreadsKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved ids and a setter; the server render (and hydration) sees none. */
export function useSavedThreads() {
  const ids = useSyncExternalStore(subscribe, readSavedThreads, () => none);
  const setSaved = useCallback((id: string, saved: boolean) => setThreadSaved(id, saved), []);
  return { ids, isSaved: (id: string) => ids.includes(id), setSaved };
}
