import { useEffect } from 'react';

/**
 * Desktop shortcuts: 1–4 pick an option, 0 or Space is "I don't know". Space on a focused button keeps its native
 * meaning (that button is clicked), so keyboard users who tab through the options are never overridden.
 */
export function useAnswerKeys(options: readonly string[] | null, onPick: (choice: string | null, index: number | null) => void) {
  useEffect(() => {
    if (!options) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (/^[1-4]$/.test(event.key)) {
        const index = Number(event.key) - 1;
        const option = options[index];
        if (option === undefined) return;
        event.preventDefault();
        onPick(option, index);
      } else if (event.key === '0' || (event.key === ' ' && !target?.closest('button, a, [role="button"]'))) {
        event.preventDefault();
        onPick(null, null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [options, onPick]);
}
