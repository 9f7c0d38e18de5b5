import { useLayoutEffect, useRef } from 'react';

/** The CSS variable screens pad their bottom with while the offer floats over them (0 when there is none). */
export const RESERVED_SPACE_VAR = '--floating-card-space';
/** The offer's gap to the content above it. */
const GAP_PX = 12;

/**
 * A floating card (the install offer, a milestone to share) sits above the tab bar; a screen whose buttons sit at the
 * bottom (the feed's «Учить» / «Знаю») would end up under it. While mounted, the element's height is published on the root as RESERVED_SPACE_VAR, which the
 * layout adds to the bottom of the content (app/global.css) and the feed subtracts from its fitted height.
 */
export function useReservedSpace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(RESERVED_SPACE_VAR, `${Math.ceil(element.getBoundingClientRect().height) + GAP_PX}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(RESERVED_SPACE_VAR);
    };
  }, []);
  return ref;
}
