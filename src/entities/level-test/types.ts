import type { UserDto } from '../../shared/api';

/** docs/api.md "Level test". */
export type LevelTestEntry = 'easy' | 'medium' | 'hard';
export const ENTRIES: readonly LevelTestEntry[] = ['easy', 'medium', 'hard'];

export type CefrLevel = 'a1' | 'a2' | 'b1' | 'b2' | 'c1' | 'c2';
export const CEFR_LEVELS: readonly CefrLevel[] = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'];

/** What the test can conclude (or a learner can pick): `novice` sits below A1. */
export type TestLevel = 'novice' | CefrLevel;
export const TEST_LEVELS: readonly TestLevel[] = ['novice', ...CEFR_LEVELS];

export interface LevelTestItem {
  id: string;
  word: string;
  /** Four Russian options; the right one is never sent before the answer. */
  options: string[];
}

export interface LevelTestProgress {
  answered: number;
  max: number;
}

export interface LevelBreakdown {
  level: CefrLevel;
  asked: number;
  correct: number;
  /** Estimated share of this level's words the learner knows, 0–1. */
  known: number;
}

export interface LevelTestResult {
  /** The level reached: at least half of its words known (novice: less than half of A1). */
  level: TestLevel;
  /** The level being worked towards (null at C2). */
  next?: CefrLevel | null;
  theta: number;
  se: number;
  vocabulary: { value: number; low: number; high: number; margin: number; confidence?: number };
  perLevel: LevelBreakdown[];
  answered: number;
  honesty: { pseudoWords: number; falseAlarms: number };
}

export interface LevelTest {
  id: string;
  entry: LevelTestEntry;
  item: LevelTestItem | null;
  progress: LevelTestProgress;
  result: LevelTestResult | null;
}

export interface AnswerOutcome {
  id: string;
  /** null for a replay of an item that was already answered (a retried request). */
  correct: boolean | null;
  item: LevelTestItem | null;
  progress: LevelTestProgress;
  result: LevelTestResult | null;
}

export interface RejectOutcome {
  level: TestLevel;
  rejected: true;
  user: UserDto | null;
}

/** Points a finished test pays a user (server: POINTS.levelTest). */
export const LEVEL_TEST_POINTS = 10;
