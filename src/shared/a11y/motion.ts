/**
 * The learner asked the system for less motion (`prefers-reduced-motion: reduce`). CSS animations follow the media
 * query in `app/a11y.css`; scripted ones (the feed's and training's swipes) ask here and skip their flight.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}
