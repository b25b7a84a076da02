export { ToastProvider, type ToastProviderProps } from './Toast';
export { useToast, DEFAULT_TOAST_DURATION_MS, type ToastApi, type ToastOptions, type ToastTone } from './useToast';
export type { Clock } from '../internal/clock';
