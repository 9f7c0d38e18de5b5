import { currentPage, isHandledError, reportError } from '../../shared/api';
import { showError } from '../../shared/toasts';
import { t } from '../../shared/i18n';
import { handleChunkLoadFailure } from '../../shared/lib/lazy-page';
import { isBridgeError, reportBridgeError, setBridgeFailureReporter } from '../../shared/platform';

/** Browser noise that is not an app failure and that the user cannot act on. */
const BENIGN = [/ResizeObserver loop/i];

/**
 * A lazy chunk, or a stylesheet Vite preloads with it, that did not arrive. Vite's own `vite:preloadError` event is
 * left alone: cancelling it makes the failed import resolve to `undefined`, so every caller's own recovery (lazyPage's
 * wait for the network, the toaster's plain text) saw a "loaded" module and broke on it instead.
 */
function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

function messageOf(reason: unknown, fallback: string): string {
  if (reason instanceof Error && reason.message) return reason.message;
  if (typeof reason === 'string' && reason) return reason;
  return fallback;
}

/**
 * Spec §8: uncaught errors and unhandled rejections are shown as an error toast with their text and reported.
 * Errors the API layer already explained (toast, redirect) are only silenced here. A VK client refusing a bridge
 * method is expected on some platforms: reported quietly (once per method), never shown.
 */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  setBridgeFailureReporter((method, error) => {
    void reportError({ err: `VK bridge refused ${method}`, instance: 'vk-bridge', info: JSON.stringify({ error, page: currentPage() }) });
  });

  const onError = (event: ErrorEvent) => {
    const reason: unknown = event.error;
    const message = messageOf(reason, event.message);
    if (BENIGN.some((re) => re.test(message))) return;
    if (isHandledError(reason)) return;
    if (isChunkLoadError(reason)) {
      if (handleChunkLoadFailure(reason)) return;
    }
    // "Script error." carries nothing a user could read: report it, do not toast it.
    if (message !== 'Script error.') showError(message || t('errors:generic'));
    void reportError({
      err: message,
      instance: 'window.onerror',
      info: JSON.stringify({ source: event.filename, line: event.lineno, column: event.colno, page: currentPage() }),
      stack: reason instanceof Error ? reason.stack : undefined,
    });
  };

  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (isHandledError(reason)) {
      event.preventDefault();
      return;
    }
    if (isChunkLoadError(reason) && handleChunkLoadFailure(reason)) {
      event.preventDefault();
      return;
    }
    if (isBridgeError(reason)) {
      event.preventDefault();
      reportBridgeError(reason);
      return;
    }
    const message = messageOf(reason, t('errors:generic'));
    if (BENIGN.some((re) => re.test(message))) return;
    showError(message);
    void reportError({
      err: message,
      instance: 'unhandledrejection',
      info: JSON.stringify({ page: currentPage() }),
      stack: reason instanceof Error ? reason.stack : undefined,
    });
  };

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    setBridgeFailureReporter(() => undefined);
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
