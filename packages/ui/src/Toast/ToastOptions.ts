import type { ReactNode } from 'react';

// What a toast is and what the providers take: shared by the providers (Toast.tsx, ToastQueue.tsx) and the toasts'
// list (ToastList.tsx), which `DeferredToastProvider` loads on demand.

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

/** A toast in the list: shown (`open`) or closing. */
export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}
