/** Fades out the inline preloader of index.html (spec §2: hidden once routing is ready). Safe to call twice. */
export function hidePreloader(): void {
  const element = document.getElementById('preloader');
  if (!element || element.classList.contains('preloader--hidden')) return;
  element.classList.add('preloader--hidden');
  element.setAttribute('aria-hidden', 'true');
  setTimeout(() => element.remove(), 250);
}
