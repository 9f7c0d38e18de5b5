/**
 * A new learner's first feed selection, run through the feed's own code (feed/selection.ts) over an in-memory SQLite
 * database loaded with a vocabulary: what issue 26's first-day figures count, for verify-topics.ts (the words) and
 * verify-pictures.ts (the pictures).
 */
import { createDb, migrateToLatest } from '../../server/db/database';
import type { CefrLevel as Level } from '../../server/domain/levels';
import { ensureTodaysSelection } from '../../server/modules/feed/selection';
import { createUser, updateUser } from '../../server/modules/users/users.repository';
import type { VocabularyFile } from '../../server/modules/vocabulary/data-schema';
import { loadBaseVocabulary } from '../../server/modules/vocabulary/loader';

export interface NewLearner {
  name: string;
  /** The level the learner chose; without one, a guest at the default level. */
  level?: Level;
}

export interface FeedCard {
  word: string;
  example: string | null;
  /** The card's tags (JSON). */
  tags: string;
  translation: string;
  headword: string | null;
  pos: string | null;
  emoji: string | null;
  concrete: boolean;
}

/**
 * Each learner's first selection, in feed order, as if they took `moves` cards on their first day (the selection
 * adds the feed's extra cards). `vocabulary` defaults to the committed one.
 */
export async function firstSelections(learners: readonly NewLearner[], opts: { now: number; moves: number; vocabulary?: VocabularyFile }): Promise<FeedCard[][]> {
  const db = createDb({ kind: 'sqlite', path: ':memory:' });
  try {
    await migrateToLatest(db);
    await loadBaseVocabulary(db, { now: opts.now, ...(opts.vocabulary ? { vocabulary: opts.vocabulary } : {}) });
    const out: FeedCard[][] = [];
    for (const learner of learners) {
      const created = await createUser(db, { name: learner.name, isGuest: !learner.level }, opts.now);
      const user = learner.level ? await updateUser(db, created.id, { level: learner.level }, opts.now) : created;
      await ensureTodaysSelection(db, user, opts.now, opts.moves);
      const rows = await db
        .selectFrom('feed_items')
        .innerJoin('cards', 'cards.id', 'feed_items.card_id')
        .leftJoin('words', 'words.id', 'cards.word_id')
        .select(['cards.word', 'cards.example', 'cards.tags', 'cards.translation', 'words.headword', 'words.pos', 'words.emoji', 'words.concrete'])
        .where('feed_items.user_id', '=', user.id)
        .orderBy('feed_items.position')
        .execute();
      out.push(rows.map((r) => ({ ...r, concrete: r.concrete === 1 })));
    }
    return out;
  } finally {
    await db.destroy();
  }
}
