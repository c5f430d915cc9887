import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { AlertCircle, CircleCheck, X } from 'lucide-react';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../Button/Button.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Toast.css.ts';

/** How long a toast stays, in milliseconds (the spec: toasts disappear after 3 seconds). */
export const TOAST_DURATION_MS = 3000;

export const toastTypes = ['success', 'error'] as const;
export type ToastType = (typeof toastTypes)[number];

/** What `toast()` takes. */
export interface ToastOptions {
  /** The message, short: "Message sent". */
  title: string;
  /** An optional second line. */
  description?: string;
  /**
   * `success` is announced politely (after what is being read); `error` is announced
   * assertively (at once) and drawn in the critical tone.
   */
  type: ToastType;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The one way to raise a toast: `const { toast } = useToast(); toast({ title, type: 'success' })`.
 * Needs a `ToastProvider` above.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (the app root wraps everything in one).');
  return api;
}

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Milliseconds before a toast closes by itself. Default `TOAST_DURATION_MS` (3000). Hover or focus pauses it. */
  duration?: number;
  /** Name of the toasts' landmark region; `{hotkey}` becomes the key that jumps there. Default "Notifications ({hotkey})". */
  label?: string;
  /** Accessible name of each toast's close button. Default "Dismiss notification". */
  closeLabel?: string;
  /** Words read before the title so the type is not told by colour alone. Default `{ success: 'Success', error: 'Error' }`. */
  typeLabels?: Record<ToastType, string>;
}

const toneOf: Record<ToastType, 'positive' | 'critical'> = { success: 'positive', error: 'critical' };
const iconOf = { success: CircleCheck, error: AlertCircle } as const;

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

function ToastRegion({
  children,
  duration = TOAST_DURATION_MS,
  label = 'Notifications ({hotkey})',
  closeLabel = 'Dismiss notification',
  typeLabels = { success: 'Success', error: 'Error' },
}: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    // Closed toasts have finished (or are finishing) their exit; drop them as new ones arrive.
    setItems((list) => [...list.filter((t) => t.open), { ...options, id, open: true }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => {
    setItems((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right">
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {items.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          // Radix announces `foreground` toasts assertively and `background` ones politely.
          type={t.type === 'error' ? 'foreground' : 'background'}
          data-component="Toast"
          data-type={t.type}
          data-tone={toneOf[t.type]}
          className={styles.toast}
        >
          <Icon icon={iconOf[t.type]} className={styles.icon} />
          <div className={styles.text}>
            <ToastPrimitive.Title data-part="Title" className={styles.title}>
              <VisuallyHidden>{typeLabels[t.type]}: </VisuallyHidden>
              {t.title}
            </ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description data-part="Description" className={styles.description}>
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close asChild>
            <IconButton data-part="Close" size="sm" icon={<X />} label={closeLabel} className={styles.close} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* aria-live (off: Radix announces each toast itself) keeps the region out of a modal dialog's aria-hidden
          (the aria-hidden package spares [aria-live] elements): a toast shown over a dialog stays reachable. */}
      <ToastPrimitive.Viewport data-part="Viewport" label={label} className={styles.viewport} aria-live="off" />
    </ToastPrimitive.Provider>
  );
}
