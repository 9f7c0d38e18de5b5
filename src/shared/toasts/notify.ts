import { callUnit } from '../lib/scope';
import { toastRequested, type ToastInput } from './model';

/** Imperative helpers for code outside React and effector (API client, global handlers, bridge callbacks). */
export function showToast(input: ToastInput): void {
  callUnit(toastRequested, input);
}

export function showInfo(message: string, title?: string): void {
  showToast({ kind: 'info', message, ...(title ? { title } : {}) });
}

export function showError(message: string, title?: string): void {
  showToast({ kind: 'error', message, ...(title ? { title } : {}) });
}

export function showSuccess(message: string): void {
  showToast({ kind: 'success', message });
}

/** No auto-close; clicking navigates to `link` (foreground push messages). */
export function showPersistent(message: string, link: string, title?: string): void {
  showToast({ kind: 'persistent', message, link, ...(title ? { title } : {}) });
}
