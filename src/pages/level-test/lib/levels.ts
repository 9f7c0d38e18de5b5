import type { LevelTestEntry, TestLevel } from '../../../entities/level-test';

const ENTRY_OF_ROUTE: Record<string, LevelTestEntry> = { 'test-easy': 'easy', 'test-medium': 'medium', 'test-hard': 'hard' };

/** The route name (the panel's `nav`) decides where the test starts. */
export const entryOfRoute = (nav: string): LevelTestEntry => ENTRY_OF_ROUTE[nav] ?? 'easy';

/** The short code shown large: "B1"; below A1 the CEFR's own "Pre-A1". */
export const levelCode = (level: TestLevel, preA1: string): string => (level === 'novice' ? preA1 : level.toUpperCase());

/** "≈ 2 400 (± 300)": the estimate is rough, so its last digit would only suggest a precision it lacks. */
export const roundEstimate = (n: number): number => (n >= 100 ? Math.round(n / 10) * 10 : n);
