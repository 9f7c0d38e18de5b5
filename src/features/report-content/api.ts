import { api, type RequestContext } from '../../shared/api';

export type ReportTarget = 'card' | 'comment';
export const REPORT_REASONS = ['abuse', 'wrong-translation', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface OpenReport {
  target: ReportTarget;
  targetId: number;
  cardId: number;
  reported: { word?: string; translation?: string; example?: string | null; body?: string };
  hidden: boolean;
  reports: Array<{ id: number; reason: ReportReason; note: string | null; at: string }>;
  firstAt: string;
}

// The form says what went wrong (409: reported already) instead of the generic catalogue.
const QUIET = { context: { silent: true } satisfies RequestContext };

export async function sendReport(target: ReportTarget, id: number, reason: ReportReason, note: string): Promise<void> {
  const path = target === 'card' ? `cards/${id}/reports` : `comments/${id}/reports`;
  await api.post(path, { json: { reason, ...(note.trim() ? { note: note.trim() } : {}) }, ...QUIET });
}

export async function fetchOpenReports(): Promise<OpenReport[]> {
  return (await api.get('admin/reports').json<{ data: OpenReport[] }>()).data;
}

export async function decideReports(target: ReportTarget, id: number, action: 'remove' | 'keep'): Promise<void> {
  await api.post(`admin/reports/${target}/${id}/decision`, { json: { action } });
}
