export { toastRequested, toastClosed, toastsCleared, stampToastFx, $toasts, $currentToast, $recentMessages, durationFor } from './model';
export type { Toast, ToastInput, ToastKind } from './model';
export { showToast, showInfo, showError, showSuccess, showPersistent } from './notify';
export { Toaster } from './ui/Toaster';
