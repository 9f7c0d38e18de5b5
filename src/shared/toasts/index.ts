export { toastRequested, toastClosed, toastsCleared, stampToastFx, $toasts, $currentToast, $recentMessages, durationFor } from './model';
export type { Toast, ToastInput, ToastKind } from './model';
export { showToast, showInfo, showError, showSuccess, showPersistent } from './notify';
// The snackbar itself is loaded when the first toast waits or after the first screen (ui/DeferredToaster.tsx).
export { DeferredToaster as Toaster } from './ui/DeferredToaster';
