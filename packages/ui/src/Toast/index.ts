export {
  ToastProvider,
  DeferredToastProvider,
  useToast,
  TOAST_DURATION_MS,
  toastTypes,
  type ToastType,
  type ToastOptions,
  type ToastApi,
  type ToastProviderProps,
} from './Toast.tsx';
