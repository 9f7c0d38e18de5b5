/**
 * Full-page navigations in one place: jsdom cannot spy on `location.replace/assign`, so tests mock this module,
 * and the call sites read as intent ("reload the app") rather than DOM plumbing.
 */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}

export function assignLocation(url: string): void {
  window.location.assign(url);
}
