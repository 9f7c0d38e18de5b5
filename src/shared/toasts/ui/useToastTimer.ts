import { useEffect } from 'react';
import type { Toast } from '../model';

/**
 * The toast's time on screen is ours (spec §9: errors 7 s). VKUI's own timer starts only after its entry animation
 * has ended and stops while the toast has focus, which stretched an error toast to about 13 s (issue 18).
 */
export function useToastTimer(toast: Toast | null, close: (id: number) => void) {
  const id = toast?.id;
  const duration = toast?.duration ?? null;
  useEffect(() => {
    if (id === undefined || duration === null) return;
    const timer = setTimeout(() => close(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, close]);
}
