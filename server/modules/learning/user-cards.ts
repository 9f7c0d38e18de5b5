import { createEmptyCard } from 'ts-fsrs';
import type { Db } from '../../db/database';

/**
 * The learner's copy of a card (user_cards) is learning's: whoever puts a card in front of the learner (the feed's
 * decisions, a missed check question) creates it through here, so the memory state always starts the FSRS way.
 */

/** A card put into learning starts as a new FSRS card, due now. */
export async function startLearning(trx: Db, userId: number, cardId: number, now: number) {
  const fresh = createEmptyCard(new Date(now));
  const values = {
    decision: 'learn' as const,
    stage: 'learning' as const,
    due: fresh.due.getTime(),
    stability: fresh.stability,
    difficulty: fresh.difficulty,
    elapsed_days: fresh.elapsed_days,
    scheduled_days: fresh.scheduled_days,
    learning_steps: fresh.learning_steps,
    reps: fresh.reps,
    lapses: fresh.lapses,
    state: fresh.state,
    last_review: null,
    updated_at: now,
  };
  await trx
    .insertInto('user_cards')
    .values({ user_id: userId, card_id: cardId, decided_at: now, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'card_id']).doUpdateSet(values))
    .execute();
}

/** "I know" without training: the card is known and never scheduled. */
export async function markKnown(trx: Db, userId: number, cardId: number, now: number) {
  await trx
    .insertInto('user_cards')
    .values({
      user_id: userId,
      card_id: cardId,
      decision: 'know',
      stage: 'known',
      due: null,
      stability: 0,
      difficulty: 0,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 0,
      reps: 0,
      lapses: 0,
      state: 0,
      last_review: null,
      decided_at: now,
      updated_at: now,
    })
    .execute();
}
