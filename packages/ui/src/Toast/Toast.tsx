import { useContext } from 'react';
import { ToastList } from './ToastList.tsx';
import type { ToastProviderProps } from './ToastOptions.ts';
import { ToastContext, useToastQueue } from './ToastQueue.tsx';

export { TOAST_DURATION_MS, toastTypes, type ToastApi, type ToastOptions, type ToastProviderProps, type ToastType } from './ToastOptions.ts';
export { DeferredToastProvider, useToast } from './ToastQueue.tsx';

/**
 * Renders the Radix Toast provider and its viewport (a labelled landmark region, F8 jumps to it)
 * and gives `useToast()` to everything below. Toasts stack, close after `duration` or on their
 * close button (or a swipe), and animate only without reduced motion. Put one at the app root,
 * or around the part of the app that raises toasts.
 *
 * Inside another ToastProvider it renders only its children: toasts go to the outer one, so a
 * page that brings its own provider never adds a second notifications region (or F8 target)
 * to a host that has one (Storybook's preview, a layout). The outer one's options apply.
 */
export function ToastProvider(props: ToastProviderProps) {
  const outer = useContext(ToastContext);
  if (outer) return <>{props.children}</>;
  return <ToastRegion {...props} />;
}
ToastProvider.displayName = 'ToastProvider';

function ToastRegion({ children, ...options }: ToastProviderProps) {
  const { api, items } = useToastQueue();
  // The page inside Radix Toast's provider, as before the deferred provider: a dialog opened inside it and the toasts
  // share one Radix tree, so Escape closes the dialog once its toast has gone (the forum's keyboard journey).
  return (
    <ToastList {...options} items={items} dismiss={api.dismiss}>
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
    </ToastList>
  );
}
