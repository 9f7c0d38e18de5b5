import type { DayReviews, LearningStage, LearningStats } from '../../../entities/learning';
import { niceMax } from '../../../shared/lib';

export { niceMax };

export interface Bar {
  day: string;
  count: number;
  passed: number;
  x: number;
  width: number;
  /** Top of the whole bar and of its "passed" part (SVG y grows downwards). */
  y: number;
  height: number;
  passedY: number;
  passedHeight: number;
}

export interface BarChart {
  bars: Bar[];
  max: number;
  total: number;
  passed: number;
  width: number;
  height: number;
}

/** Reviews per day as bars in a `width`×`height` box: total height = count, the lower part = passed. */
export function reviewBars(days: readonly DayReviews[], width: number, height: number, gap = 2): BarChart {
  const max = niceMax(Math.max(0, ...days.map((d) => d.count)));
  const slot = days.length ? width / days.length : width;
  const barWidth = Math.max(1, slot - gap);
  const scale = (v: number) => (v / max) * height;
  const bars = days.map((d, i) => {
    const h = scale(d.count);
    const ph = scale(Math.min(d.passed, d.count));
    return {
      day: d.day,
      count: d.count,
      passed: d.passed,
      x: i * slot + gap / 2,
      width: barWidth,
      y: height - h,
      height: h,
      passedY: height - ph,
      passedHeight: ph,
    };
  });
  return {
    bars,
    max,
    total: days.reduce((s, d) => s + d.count, 0),
    passed: days.reduce((s, d) => s + d.passed, 0),
    width,
    height,
  };
}

export const STAGE_ORDER: readonly LearningStage[] = ['learning', 'repeating', 'fixing', 'learned', 'known'];

export interface Segment {
  stage: LearningStage;
  count: number;
  /** 0…1 of all cards, and where the segment starts. */
  share: number;
  offset: number;
}

export function stageSegments(stages: Partial<Record<LearningStage, number>>): { segments: Segment[]; total: number } {
  const total = STAGE_ORDER.reduce((s, k) => s + (stages[k] ?? 0), 0);
  let offset = 0;
  const segments = STAGE_ORDER.map((stage) => {
    const count = stages[stage] ?? 0;
    const share = total ? count / total : 0;
    const seg = { stage, count, share, offset };
    offset += share;
    return seg;
  });
  return { segments, total };
}

export interface CalendarDay {
  date: string;
  /** A training day (reviews that day). null: before the stats window, unknown. */
  active: boolean | null;
  today: boolean;
  future: boolean;
  /** The day counted for a streak ('active': a finished training or a cleared due list) or was covered by a freeze. */
  streak: 'active' | 'frozen' | null;
}

const DAY_MS = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The last `weeks` weeks, Monday first, ending with the week of `today` (the user's local date, YYYY-MM-DD):
 * a day is active when it had reviews, and carries its streak mark (counted or frozen) from the server's record.
 * Days after today are placeholders.
 */
export function streakCalendar(
  days: readonly DayReviews[],
  today: string,
  weeks = 5,
  streakDays: ReadonlyArray<{ day: string; kind: 'active' | 'frozen' }> = [],
): CalendarDay[][] {
  const marks = new Map(streakDays.map((d) => [d.day, d.kind]));
  const counts = new Map(days.map((d) => [d.day, d.count]));
  const first = days[0]?.day ?? today;
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const weekday = (new Date(todayMs).getUTCDay() + 6) % 7; // Monday = 0
  const start = todayMs - (weekday + 7 * (weeks - 1)) * DAY_MS;
  const out: CalendarDay[][] = [];
  for (let w = 0; w < weeks; w++) {
    const week: CalendarDay[] = [];
    for (let d = 0; d < 7; d++) {
      const t = start + (w * 7 + d) * DAY_MS;
      const date = iso(t);
      const future = t > todayMs;
      const active = future || date < first ? null : (counts.get(date) ?? 0) > 0;
      week.push({ date, active, today: date === today, future, streak: marks.get(date) ?? null });
    }
    out.push(week);
  }
  return out;
}

export interface RetentionRow {
  key: 'measured' | 'predicted' | 'requested';
  value: number | null;
}

export function retentionRows(r: LearningStats['retention']): RetentionRow[] {
  return [
    { key: 'measured', value: r.measured },
    { key: 'predicted', value: r.predicted },
    { key: 'requested', value: r.requested },
  ];
}

/** Retention bars start at 50%: below that the scheduler is not doing its job, and the differences that matter (85 vs 90) stay visible. */
export const RETENTION_FLOOR = 0.5;
export function retentionWidth(value: number | null): number {
  if (value === null) return 0;
  return Math.max(0, Math.min(1, (value - RETENTION_FLOOR) / (1 - RETENTION_FLOOR)));
}

export const percent = (v: number) => Math.round(v * 100);
