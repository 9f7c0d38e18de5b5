import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps keyboard focus on the screen when the control that had it goes away: a card that leaves with its buttons, a
 * tile that becomes disabled once matched. Without this the browser drops focus to <body> and a keyboard or screen
 * reader user starts over from the top of the page. `pick` names where focus goes instead (the next card, prompt or
 * tile, from the control that lost it); focus that the user moved elsewhere on purpose is left alone.
 */
export function useFocusRescue(rootRef: RefObject<HTMLElement | null>, pick: (lost: HTMLElement) => HTMLElement | null | undefined): void {
  const pickRef = useRef(pick);
  pickRef.current = pick;
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    let last: HTMLElement | null = null;
    const onFocusIn = (e: FocusEvent) => {
      last = e.target instanceof HTMLElement ? e.target : null;
    };
    const check = () => {
      if (!last) return;
      const active = document.activeElement;
      const gone = !last.isConnected || last.matches(':disabled') || Boolean(last.closest('[hidden], [aria-hidden="true"]'));
      if (!gone || (active && active !== document.body && active !== last)) return;
      // Nothing to take it yet (a spinner between a card and the summary): try again on the next change.
      const target = pickRef.current(last);
      if (!target) return;
      last = null;
      target.focus({ preventScroll: false });
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'aria-hidden'] });
    root.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
    };
  }, [rootRef]);
}

/** The first control in `root` that takes focus (a fallback for `useFocusRescue`). */
export function firstFocusable(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>('button:not(:disabled), [href], input:not(:disabled), [tabindex]:not([tabindex="-1"])') ?? null;
}
