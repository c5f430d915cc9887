import { useEffect, useState } from 'react';
import type * as PostFormsModule from './PostForms.tsx';

/** The thread's forms' module (./PostForms.tsx). */
export type PostForms = typeof PostFormsModule;

let loaded: PostForms | undefined;
let loading: Promise<PostForms> | undefined;

/**
 * The thread's forms (the reply box, the report form, the editors: react-hook-form, the contract's schemas, the emoji
 * picker) as one chunk, fetched once, the first time a reader wants one: not on the thread page's first load
 * (tests/e2e/budgets.test.ts, docs/adr/0025). A failed fetch (offline) may be tried again.
 */
export function loadPostForms(): Promise<PostForms> {
  loading ??= import('./PostForms.tsx').then(
    (forms) => (loaded = forms),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The forms' module if a part has fetched it already, else undefined. */
export function loadedPostForms(): PostForms | undefined {
  return loaded;
}

/**
 * The forms' module once `wanted` (at once if an earlier part fetched it), with whether the fetch failed and a way to
 * try again.
 */
export function usePostForms(wanted: boolean): { forms: PostForms | undefined; failed: boolean; retry: () => void } {
  const [forms, setForms] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || forms) return;
    let live = true;
    loadPostForms().then(
      (module) => live && setForms(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, forms, attempt]);
  return {
    forms,
    failed: failed && !forms,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
