import type { Card, CardStage } from '../card/@x/learning';

/** docs/api.md "Learning". */
export type TrainingPrompt = 'recognition' | 'recall' | 'listening' | 'typed' | 'typed-reverse';
export type TrainingAnswer = 'know' | 'again';
export type LearningStage = CardStage;

export interface TrainingItem {
  card: Card;
  prompt: TrainingPrompt;
  due: string | null;
  /** Four English words for `recall` (one is `card.word`), else null. */
  options: string[] | null;
}

export interface TrainingSessionDto {
  data: TrainingItem[];
  meta: { dueNow: number };
}

export interface AnswerDto {
  id: string;
  cardId: number;
  answer: TrainingAnswer;
  reviewedAt: string;
  durationMs?: number;
  prompt?: TrainingPrompt;
}

export interface AnswerResult {
  id: string;
  cardId: number;
  stageBefore: LearningStage | null;
  stageAfter: LearningStage | null;
  due: string | null;
  replay: boolean;
  skipped?: boolean;
  /** Why a skipped answer was refused: `answer-id-taken` when its id belongs to another user's answer. */
  code?: string;
}

export interface AnswersResponse {
  data: AnswerResult[];
  meta: { dueLeft: number };
}

export interface StreakDto {
  current: number;
  best: number;
  freezes: number;
  lastDay: string | null;
  today: boolean;
  /** Days of the last 5 weeks that counted ('active') or were frozen (GET user/learning/stats only). */
  days?: Array<{ day: string; kind: 'active' | 'frozen' }>;
}

export interface SessionSummary {
  sessionId: string;
  answered: number;
  known: number;
  again: number;
  stageChanges: { cardId: number; from: LearningStage | null; to: LearningStage | null }[];
  points: number;
  streak: StreakDto;
}

export interface DayReviews {
  day: string;
  count: number;
  passed: number;
}

export interface LearningStats {
  stages: Record<LearningStage, number>;
  /** overdue/today/tomorrow: cards to train (every stage); review*: cards to review (past learning), docs/decisions/0044. */
  due: { overdue: number; today: number; tomorrow: number; reviewToday: number; reviewTomorrow: number };
  reviewsPerDay: DayReviews[];
  retention: {
    requested: number;
    measured: number | null;
    measuredFrom: number;
    predicted: number | null;
    /** Measured retention per 7 local days, oldest first, the last ending today. */
    weekly?: { weekStart: string; reviews: number; measured: number | null }[];
    /** Trained words whose predicted recall is at or above the target now and a week from now. */
    safe?: { of: number; today: number; inWeek: number };
    /** personal: the learner's own fitted memory model is in use. */
    model?: 'personal' | 'default';
  };
  limits: {
    repeatToday: { used: number; max: number };
    total: { used: number; max: number };
    moves: { used: number; left: number; max: number; refillAt: string | null };
  };
  vacation: boolean;
  /** Today's training answers against the daily goal. */
  goal: { daily: number; today: number };
  streak: StreakDto;
}

export type LearningCard = Card & { due: string | null };

export interface LearningCardsPage {
  data: LearningCard[];
  meta: { nextCursor: string | null };
}

export interface LearningSettings {
  retention?: number;
  vacation?: boolean;
  dailyGoal?: number;
}

export const STAGES: readonly LearningStage[] = ['learning', 'repeating', 'fixing', 'learned', 'known'];
