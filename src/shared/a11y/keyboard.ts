import { useEffect } from 'react';

/** VKUI's own event (hooks/useKeyboardInputTracker): from now on its controls draw their focus ring. */
const ENABLE_KEYBOARD_INPUT = 'enableKeyboardInput';
const SHORTCUT = /^(Enter| |[0-9])$/;

/**
 * VKUI shows focus rings only once Tab, an arrow, Backspace or Delete was pressed. Screens whose shortcuts are
 * Enter, space or a digit (training's typed answer and options, the check question) move focus by script after
 * such a key: while one of them is open, those keys count as keyboard use too, so the focused button shows its ring.
 */
export function useShortcutKeysShowFocus(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.isComposing && SHORTCUT.test(e.key)) document.dispatchEvent(new Event(ENABLE_KEYBOARD_INPUT));
    };
    document.addEventListener('keydown', onKey, { capture: true, passive: true });
    return () => document.removeEventListener('keydown', onKey, { capture: true });
  }, []);
}
