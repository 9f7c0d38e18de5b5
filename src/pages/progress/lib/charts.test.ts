import { describe, expect, it } from 'vitest';
import { niceMax, retentionRows, retentionWidth, reviewBars, stageSegments, streakCalendar } from './charts';

const day = (d: string, count: number, passed = count) => ({ day: d, count, passed });

describe('chart data', () => {
  it('rounds the axis up to a readable maximum', () => {
    expect([0, 3, 5, 7, 12, 26, 130].map(niceMax)).toEqual([5, 5, 5, 10, 20, 50, 200]);
  });

  it('shapes reviews per day into bars with the passed part at the bottom', () => {
    const chart = reviewBars([day('2026-11-01', 0), day('2026-11-02', 10, 5), day('2026-11-03', 20, 20)], 300, 100, 0);
    expect(chart.max).toBe(20);
    expect(chart.total).toBe(30);
    expect(chart.passed).toBe(25);
    expect(chart.bars[0]).toMatchObject({ x: 0, width: 100, height: 0, y: 100 });
    expect(chart.bars[1]).toMatchObject({ x: 100, height: 50, y: 50, passedHeight: 25, passedY: 75 });
    expect(chart.bars[2]).toMatchObject({ height: 100, y: 0, passedHeight: 100 });
  });

  it('splits cards by stage in a fixed order with shares and offsets', () => {
    const { segments, total } = stageSegments({ known: 2, learning: 4, repeating: 2, fixing: 0, learned: 0 });
    expect(total).toBe(8);
    expect(segments.map((s) => s.stage)).toEqual(['learning', 'repeating', 'fixing', 'learned', 'known']);
    expect(segments.map((s) => [s.share, s.offset])).toEqual([
      [0.5, 0],
      [0.25, 0.5],
      [0, 0.75],
      [0, 0.75],
      [0.25, 0.75],
    ]);
    expect(stageSegments({}).total).toBe(0);
  });

  it('lays the streak calendar out in Monday-first weeks ending with this week', () => {
    const days = Array.from({ length: 30 }, (_, i) => {
      const d = new Date(Date.UTC(2026, 10, 22 - 29 + i)).toISOString().slice(0, 10);
      return day(d, d === '2026-11-20' || d === '2026-11-22' ? 3 : 0);
    });
    // 2026-11-22 is a Sunday: the last week ends today, nothing in the future.
    const weeks = streakCalendar(days, '2026-11-22', 5);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]![0]!.date).toBe('2026-11-16');
    expect(weeks[4]![6]).toMatchObject({ date: '2026-11-22', today: true, active: true, future: false });
    expect(weeks[4]![4]).toMatchObject({ date: '2026-11-20', active: true });
    expect(weeks[4]![5]).toMatchObject({ date: '2026-11-21', active: false });
    // Before the 30-day window the calendar does not guess.
    expect(weeks[0]![0]).toMatchObject({ date: '2026-10-19', active: null });
  });

  it('marks the days that counted for a streak and the days a freeze covered', () => {
    const days = ['2026-11-18', '2026-11-19', '2026-11-21'].map((d) => day(d, 2));
    const marks = [
      { day: '2026-11-19', kind: 'active' as const },
      { day: '2026-11-20', kind: 'frozen' as const },
      { day: '2026-11-21', kind: 'active' as const },
    ];
    const week = streakCalendar(days, '2026-11-22', 1, marks)[0]!;
    // The 18th had reviews but did not count (no finished training, due list not cleared).
    expect(week.map((d) => d.streak)).toEqual([null, null, null, 'active', 'frozen', 'active', null]);
    expect(week[2]).toMatchObject({ date: '2026-11-18', active: true, streak: null });
    expect(streakCalendar(days, '2026-11-22', 1)[0]!.every((d) => d.streak === null)).toBe(true);
  });

  it('marks the days after today as future on a Wednesday', () => {
    const weeks = streakCalendar([day('2026-11-18', 1)], '2026-11-18', 1);
    expect(weeks[0]!.map((d) => d.future)).toEqual([false, false, false, true, true, true, true]);
    expect(weeks[0]![2]).toMatchObject({ today: true, active: true });
  });

  it('scales retention from a 50% floor and keeps missing values', () => {
    expect(retentionWidth(0.9)).toBeCloseTo(0.8);
    expect(retentionWidth(0.4)).toBe(0);
    expect(retentionWidth(null)).toBe(0);
    expect(retentionRows({ requested: 0.9, measured: null, measuredFrom: 0, predicted: 0.93 }).map((r) => r.value)).toEqual([null, 0.93, 0.9]);
  });
});
