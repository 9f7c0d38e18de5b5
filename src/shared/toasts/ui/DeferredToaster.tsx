import { useEffect, useState, type ComponentType } from 'react';
import { useUnit } from 'effector-react';
import { idleAfterFirstScreen, loadOnce } from '../../lib/after-first-screen';
import { $currentToast } from '../model';
import type { ToasterProps } from './Toaster';

/** The snackbar, its icons and styles: a chunk of their own, not in the shell. */
const loadToaster = loadOnce(() => import('./Toaster').then((m) => m.Toaster));
let loaded: ComponentType<ToasterProps> | null = null;

/**
 * The toaster as the shell carries it: only the queue (../model, always loaded, so a toast raised by the first failed
 * request is kept) and this stand-in. The snackbar's chunk is fetched when the first toast is waiting, or once the
 * first screen is shown and the browser is idle; the queued toast then shows, its time on screen counted from then.
 * A failed fetch (offline before the chunk was cached) is tried again with the next toast.
 */
export function DeferredToaster(props: ToasterProps) {
  const toast = useUnit($currentToast);
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(() => loaded);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    const load = () =>
      loadToaster().then(
        (component) => {
          loaded = component;
          if (live) setLoaded(() => component);
        },
        (error: unknown) => console.warn('[slovo] the toaster failed to load', error),
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
  return Loaded ? <Loaded {...props} /> : null;
}
