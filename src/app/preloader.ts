let shown!: () => void;
/**
 * Settles once the first screen has replaced the preloader: work the first screen does not need (the service worker
 * and its cache warm-up, src/app/pwa.ts) waits for it, so it does not compete with the first screen.
 */
export const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/** Fades out the inline preloader of index.html (spec §2: hidden once routing is ready). Safe to call twice. */
export function hidePreloader(): void {
  shown();
  const element = document.getElementById('preloader');
  if (!element || element.classList.contains('preloader--hidden')) return;
  element.classList.add('preloader--hidden');
  element.setAttribute('aria-hidden', 'true');
  setTimeout(() => element.remove(), 250);
}
