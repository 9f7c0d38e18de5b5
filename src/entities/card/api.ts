import { api, type RequestContext } from '../../shared/api';
import { apiOrigin } from '../../shared/config/env';
import { getPlatformDetail } from '../../shared/platform';
import type { Card } from './types';

interface Wrapped<T> {
  data: T;
}

/** GET cards/{id}: a public card for anyone, a private one for its author (404 otherwise, shown by the page). */
export async function fetchCard(id: number | string): Promise<Card> {
  const body = await api.get(`cards/${encodeURIComponent(String(id))}`, { context: { silent: true } satisfies RequestContext }).json<Wrapped<Card>>();
  return body.data;
}

export async function putBookmark(id: number): Promise<void> {
  await api.put(`cards/${id}/bookmark`);
}

export async function deleteBookmark(id: number): Promise<void> {
  await api.delete(`cards/${id}/bookmark`);
}

/**
 * Photo URLs come as server paths (`/photos/...`). On the web the server is our origin; on VK hosting the client
 * lives on a CDN, so the path is resolved against the API origin.
 */
export function photoUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${apiOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The public link to a card (shared through VK or Web Share): inside VK the mini app's own address (vk.com/app<id>,
 * hash route), on the web the product's site.
 */
export function cardLink(id: number): string {
  const appId = getPlatformDetail()?.vk_app_id;
  if (appId) return `https://vk.com/app${appId}#/cards/${id}`;
  return `${apiOrigin()}/cards/${id}`;
}
