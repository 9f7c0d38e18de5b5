/**
 * The query string exactly as the page was opened, captured when this module is first evaluated — before the
 * router is created, because a browser-router navigation replaces `location.search` and the signed VK launch
 * params would be lost. `POST auth/vk` (issue 3) sends this string verbatim for signature checking.
 */
export const rawLaunchSearch: string = typeof window === 'undefined' ? '' : window.location.search;

/** A VK launch always carries a signed `vk_app_id`; both must be present to even try the bridge. */
export function hasVkLaunchParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return Boolean(params.get('vk_app_id') && params.get('sign'));
}
