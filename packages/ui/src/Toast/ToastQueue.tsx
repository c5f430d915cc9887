import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ToastApi, ToastItem, ToastOptions, ToastProviderProps } from './ToastOptions.ts';

// What raising a toast needs (the context, `useToast`, the list of toasts), apart from how toasts look (ToastList.tsx,
// with Radix Toast and the kit's buttons), so that `DeferredToastProvider` gives `useToast()` at once and loads the rest with
// the first toast.

export const ToastContext = createContext<ToastApi | null>(null);

/**
 * The one way to raise a toast: `const { toast } = useToast(); toast({ title, type: 'success' })`.
 * Needs a `ToastProvider` (or `DeferredToastProvider`) above.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (the app root wraps everything in one).');
  return api;
}

/** The toasts raised and the API that raises and closes them (both providers). */
export function useToastQueue(): { api: ToastApi; items: ToastItem[] } {
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);
  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setItems((list) => [...list.filter((t) => t.open), { ...options, id, open: true }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => {
    setItems((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return { api, items };
}

const LazyToastList = lazy(() => import('./ToastList.tsx').then((module) => ({ default: module.ToastList })));

/**
 * `ToastProvider` for a page whose first load should not carry the toasts' code (Radix Toast and its parts, about 11 KB
 * brotli): `useToast()` works at once, and the toasts' code and their viewport (the notifications region, F8) arrive
 * with the first toast, which shows as soon as they are here. Inside another toast provider it renders only its
 * children, as `ToastProvider` does.
 */
export function DeferredToastProvider({ children, ...options }: ToastProviderProps) {
  const outer = useContext(ToastContext);
  const { api, items } = useToastQueue();
  if (outer) return <>{children}</>;
  return (
    <>
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {items.length > 0 && (
        <Suspense fallback={null}>
          <LazyToastList {...options} items={items} dismiss={api.dismiss} />
        </Suspense>
      )}
    </>
  );
}
DeferredToastProvider.displayName = 'DeferredToastProvider';
