import { markFirstScreenShown } from '../shared/lib/after-first-screen';

/** Fades out the inline preloader of index.html (spec §2: hidden once routing is ready). Safe to call twice. */
export function hidePreloader(): void {
  // What the first screen does not need waits for this (shared/lib/after-first-screen.ts).
  markFirstScreenShown();
  const element = document.getElementById('preloader');
  if (!element || element.classList.contains('preloader--hidden')) return;
  element.classList.add('preloader--hidden');
  element.setAttribute('aria-hidden', 'true');
  setTimeout(() => element.remove(), 250);
}
