export { LiveRegion } from './LiveRegion';
export { useFocusRescue, firstFocusable } from './focus';
export { prefersReducedMotion } from './motion';
export { useShortcutKeysShowFocus } from './keyboard';
