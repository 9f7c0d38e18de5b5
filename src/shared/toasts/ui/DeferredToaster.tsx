import { useEffect, useState, type ComponentType } from 'react';
import { useUnit } from 'effector-react';
import { idleAfterFirstScreen, loadOnce } from '../../lib/after-first-screen';
import { $currentToast, toastClosed } from '../model';
import { useToastTimer } from './useToastTimer';
import type { ToasterProps } from './Toaster';

/** The snackbar, its icons and styles: a chunk of their own, not in the shell. */
const loadToaster = loadOnce(() => import('./Toaster').then((m) => m.Toaster));
let loaded: ComponentType<ToasterProps> | null = null;
/**
 * How long a waiting toast waits for its snackbar before it shows as text. An import that neither loads nor fails
 * (a stalled network; a cancelled Vite preload error once made one) would otherwise hold the toast, and every one
 * queued behind it, for good: the queue moves on the shown toast's own timer.
 */
export const TOAST_CHUNK_GRACE_MS = 1500;

/**
 * The toaster as the shell carries it: only the queue (../model, always loaded, so a toast raised by the first failed
 * request is kept) and this stand-in. The snackbar's chunk is fetched when the first toast is waiting, or once the
 * first screen is shown and the browser is idle; the queued toast then shows, its time on screen counted from then.
 * A failed fetch (offline before the chunk was cached) is tried again with the next toast; meanwhile, or when the
 * chunk is still not there TOAST_CHUNK_GRACE_MS after a toast began to wait, the toast shows as plain text, so a notice
 * raised offline ("kept for later") is never lost with its snackbar.
 */
export function DeferredToaster(props: ToasterProps) {
  const toast = useUnit($currentToast);
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(() => loaded);
  const [plain, setPlain] = useState(false);
  const waiting = Boolean(toast) && !Loaded && !plain;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setPlain(true), TOAST_CHUNK_GRACE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    const load = () =>
      loadToaster().then(
        (component) => {
          loaded = component;
          if (live) setLoaded(() => component);
        },
        (error: unknown) => {
          console.warn('[slovo] the toaster failed to load', error);
          if (live) setPlain(true);
        },
      );
    if (toast) void load();
    else
      void idleAfterFirstScreen().then(() => {
        if (live) void load();
      });
    return () => {
      live = false;
    };
  }, [Loaded, toast]);
  return Loaded ? <Loaded {...props} /> : plain ? <PlainToast {...props} /> : null;
}

/** A toast as text above the tab bar: what shows while the snackbar's chunk cannot be fetched. */
function PlainToast({ offsetY = 0 }: ToasterProps) {
  const [toast, close] = useUnit([$currentToast, toastClosed]);
  useToastTimer(toast, close);
  if (!toast) return null;
  const lift = typeof offsetY === 'number' ? `${offsetY}px` : offsetY;
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-kind={toast.kind}
      onClick={() => close(toast.id)}
      style={{ position: 'fixed', insetInline: 12, bottom: `calc(${lift} + 12px)`, zIndex: 30, padding: '12px 16px', borderRadius: 12, background: 'var(--vkui--color_background_contrast_inverse, #2c2d2e)', color: 'var(--vkui--color_text_contrast, #fff)' }}
    >
      {toast.title ? <strong>{toast.title} </strong> : null}
      {toast.message}
    </div>
  );
}
