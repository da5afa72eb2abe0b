export { Toaster, TOAST_DURATION_MS, clearToasts, dismissToast, toast, toastVariants } from './Toaster';
export type { ToastOptions, ToastVariant, ToasterProps } from './Toaster';
