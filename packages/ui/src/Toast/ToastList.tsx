import * as ToastPrimitive from '@radix-ui/react-toast';
import { AlertCircle, CircleCheck, X } from 'lucide-react';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../Button/Button.tsx';
import { useUiLabels } from '../UiProvider/UiProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Toast.css.ts';
import { TOAST_DURATION_MS, type ToastItem, type ToastProviderProps, type ToastType } from './ToastOptions.ts';

const toneOf: Record<ToastType, 'positive' | 'critical'> = { success: 'positive', error: 'critical' };
const iconOf = { success: CircleCheck, error: AlertCircle } as const;

/**
 * The toasts and their viewport (Radix Toast): what `ToastProvider` renders beside its children, and what
 * `DeferredToastProvider` loads with the first toast. Not a public part: use one of the providers.
 */
export function ToastList({
  items,
  dismiss,
  duration = TOAST_DURATION_MS,
  label = 'Notifications ({hotkey})',
  closeLabel: closeLabelProp,
  typeLabels = { success: 'Success', error: 'Error' },
  children,
}: ToastProviderProps & { items: readonly ToastItem[]; dismiss: (id: string) => void }) {
  const labels = useUiLabels();
  const closeLabel = closeLabelProp ?? labels.dismissNotification;
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right">
      {children}
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
