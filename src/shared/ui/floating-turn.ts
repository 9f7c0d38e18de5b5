import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * Floating cards take turns: one at a time shows, the others wait in the order they came. Two at once covered each
 * other and shared one reserved space, so closing one took the other's room away (issue 32).
 */
const queue: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether this card's turn has come (true for the first card mounted; the next one's comes when it leaves). */
export function useFloatingTurn(): boolean {
  const [id] = useState(() => Symbol('floating-card'));
  useLayoutEffect(() => {
    queue.push(id);
    notify();
    return () => {
      queue.splice(queue.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => queue[0] === id, () => false);
}
