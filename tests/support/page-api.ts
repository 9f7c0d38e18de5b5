import type { Page } from 'playwright-core';

/** A call to the API from the page, with the session cookie and the XSRF header, as the app itself would make it. */
export async function pageApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([method, path, body]) => {
      const xsrf = () => decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
      // A login regenerates the CSRF token: ask for the current one before every write.
      if (!xsrf() || method !== 'GET') await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
      const res = await fetch(`/api/v1/${path}`, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf() },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  ) as Promise<{ status: number; body: T }>;
}

/**
 * Makes the browser a new guest, from a page that does not boot the app (/health): a request the booting app has in
 * flight (its own csrf-cookie or user call, sent without the new cookie) would otherwise answer after the login and
 * put an anonymous session cookie back. The page is left on /health; the caller opens the screen it needs.
 */
export async function becomeGuest(page: Page, origin: string): Promise<number> {
  await page.goto(`${origin}/health`);
  const res = await pageApi<{ data: { id: number } }>(page, 'POST', 'auth/guest', { timezone: 'UTC' });
  if (res.status !== 201) throw new Error(`POST auth/guest answered ${res.status}`);
  return res.body.data.id;
}

/**
 * A plain GET through the page, with the browser's own cookies and nothing else (no csrf-cookie call first, which
 * would start a session of its own): for reading what the app's session sees. The body only on 200.
 */
// `any` as fetch().json() gives it: each journey reads the resource it asked for.
export async function pageGet(page: Page, path: string): Promise<{ status: number; body: any }> {
  return page.evaluate(async (p) => {
    const response = await fetch(`/api/v1/${p}`, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
    return { status: response.status, body: response.status === 200 ? await response.json() : null };
  }, path);
}
