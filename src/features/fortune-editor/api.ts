import type { Fortune } from '../../entities/fortune';
import { api } from '../../shared/api';

/** A saying as the operator sees it (GET admin/fortunes, docs/api.md). */
export interface AdminFortune extends Fortune {
  enabled: boolean;
  date: string | null;
  createdAt: string;
  updatedAt: string;
}
export type FortuneStatus = 'all' | 'enabled' | 'disabled' | 'scheduled';
export interface FortuneFilter {
  search: string;
  status: FortuneStatus;
  page: number;
}
export interface FortunePage {
  data: AdminFortune[];
  meta: { total: number; page: number; perPage: number };
}
export interface FortuneDraft {
  en?: string;
  ru?: string;
  level?: string;
  enabled?: boolean;
  date?: string | null;
}

export const FORTUNES_PER_PAGE = 20;

export async function fetchFortunes(filter: FortuneFilter): Promise<FortunePage> {
  const searchParams: Record<string, string> = { status: filter.status, page: String(filter.page), perPage: String(FORTUNES_PER_PAGE) };
  if (filter.search.trim()) searchParams.search = filter.search.trim();
  return api.get('admin/fortunes', { searchParams }).json<FortunePage>();
}

export async function saveFortune(id: number | null, draft: FortuneDraft): Promise<AdminFortune> {
  const request = id === null ? api.post('admin/fortunes', { json: draft }) : api.patch(`admin/fortunes/${id}`, { json: draft });
  return (await request.json<{ data: AdminFortune }>()).data;
}

export async function deleteFortune(id: number): Promise<void> {
  await api.delete(`admin/fortunes/${id}`);
}
