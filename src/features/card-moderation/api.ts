import { api, type RequestContext } from '../../shared/api';
import type { Card } from '../../entities/card';

export type QueueStatus = 'moderation' | 'published' | 'rejected';
export interface QueueItem {
  card: Card;
  /** The version a decision names: the server answers 409 when the author changed the card since. */
  version: number;
  isEdit: boolean;
  submittedAt: string | null;
  waitingMs: number | null;
  overdue: boolean;
}
export interface ModerationCard extends QueueItem {
  inQueue: boolean;
  published: Card | null;
  history: Array<{ id: number; action: 'approve' | 'reject'; reason: string | null; at: string; admin: { id: number; name: string | null } | null }>;
}
export interface Corrections {
  word?: string;
  translation?: string;
  example?: string;
  exampleTranslation?: string | null;
  tags?: string[];
}

export async function fetchQueue(status: QueueStatus): Promise<{ data: QueueItem[]; meta: { nextCursor: string | null; total?: number } }> {
  return api.get('admin/cards', { searchParams: { status, limit: 50 } }).json();
}

export async function fetchModerationCard(id: string): Promise<ModerationCard> {
  return (await api.get(`admin/cards/${encodeURIComponent(id)}`).json<{ data: ModerationCard }>()).data;
}

// A decision's failure is told by the model (a 409 reloads the card), not by the generic catalogue.
const DECISION = { context: { silent: true } satisfies RequestContext };

export async function approveCard(id: number, version: number, corrections: Corrections): Promise<ModerationCard> {
  return (await api.post(`admin/cards/${id}/approve`, { json: { version, ...corrections }, ...DECISION }).json<{ data: ModerationCard }>()).data;
}

export async function rejectCard(id: number, version: number, reason: string): Promise<ModerationCard> {
  return (await api.post(`admin/cards/${id}/reject`, { json: { reason, version }, ...DECISION }).json<{ data: ModerationCard }>()).data;
}
