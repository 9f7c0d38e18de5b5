import { type Card, createEmptyCard, fsrs, type FSRS, generatorParameters, Rating, State } from 'ts-fsrs';
import type { Stage, UserCardsTable } from '../../db/schema';

/**
 * FSRS-6 through ts-fsrs, fuzz on, the user's requested retention (0.80–0.95), and the learner's own fitted
 * parameters when the memory-fit job has stored some (defaults otherwise).
 * "I know" in training is Good, "keep learning" is Again.
 */
const schedulers = new Map<string, FSRS>();
export function schedulerFor(retention: number, params: readonly number[] | null = null): FSRS {
  const r = Math.round(Math.min(0.95, Math.max(0.8, retention)) * 100) / 100;
  const key = `${r}|${params ? params.join(',') : 'default'}`;
  let f = schedulers.get(key);
  if (!f) {
    f = fsrs(generatorParameters({ request_retention: r, enable_fuzz: true, ...(params ? { w: params } : {}) }));
    // Fitted parameter sets differ per learner: keep the cache bounded.
    if (schedulers.size > 1000) schedulers.clear();
    schedulers.set(key, f);
  }
  return f;
}

export const RATINGS = { know: Rating.Good, again: Rating.Again } as const;

/**
 * Stages follow the memory state: learning while new, learning or relearning; then by stability (days for
 * retrievability to fall to 90%): repeating under 7 days, fixing under 30, learned from 30.
 */
export const STAGE_BANDS = { repeating: 7, fixing: 30 } as const;
export function stageOf(card: Pick<Card, 'state' | 'stability'>): Stage {
  if (card.state !== State.Review) return 'learning';
  if (card.stability < STAGE_BANDS.repeating) return 'repeating';
  if (card.stability < STAGE_BANDS.fixing) return 'fixing';
  return 'learned';
}

type Row = Pick<UserCardsTable, 'due' | 'stability' | 'difficulty' | 'elapsed_days' | 'scheduled_days' | 'learning_steps' | 'reps' | 'lapses' | 'state' | 'last_review'>;

export function toFsrsCard(row: Row, now: number): Card {
  const base = createEmptyCard(new Date(now));
  return {
    ...base,
    due: new Date(row.due ?? now),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    ...(row.last_review ? { last_review: new Date(row.last_review) } : {}),
  };
}

export function fromFsrsCard(card: Card): Row {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}
