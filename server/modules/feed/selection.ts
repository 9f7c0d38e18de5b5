import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';
import { lockLearner } from '../../db/learner-lock';
import type { UserRow } from '../users/users.repository';
import { publicCards } from '../cards/visibility';
import { localDay } from '../../domain/local-day';
import { cardLevelFor, levelsFrom } from '../../domain/levels';
import { GRAMMAR_POS, concreteFirst, spaceSameTranslations } from './photo-cards';
import { FEED_RULES } from './rules';
import { pictureKey } from '../photos/photo.service';

/** Whether today's selection exists (compiled once: every feed page asks). */
const selectedOn = compiledOnce((db: Db, userId: number, day: string) =>
  db.selectFrom('feed_items').select('card_id').where('user_id', '=', userId).where('day', '=', day).limit(1),
);

/**
 * Today's selection: once per local day, published cards at the user's level (system and authors' cards) that they
 * have neither decided nor been shown, concrete words first and each tier most frequent first (photo-cards.ts),
 * topped up from the next level when the level runs dry, two cards with one translation never back to back. Each gets 24 hours in the feed from now. One card per word: the dictionary has some headwords twice
 * (preposition and particle "to"), and a learner who has a word in any sense is not offered it again. One card per
 * picture: two cards of a day never show the same thing ("home" and "house" both a house), the later one waits.
 * `renew` (a level-up) replaces today's undecided cards with a selection at the learner's new level.
 */
export async function ensureTodaysSelection(db: Db, user: UserRow, now: number, movesPerDay: number, opts: { renew?: boolean } = {}): Promise<void> {
  const day = localDay(now, user.timezone);
  const [existing] = await selectedOn(db, user.id, day);
  if (existing && !opts.renew) return;
  const wanted = movesPerDay + FEED_RULES.selectionExtra;
  const levels = levelsFrom(cardLevelFor(user.level));
  const picked: Array<{ id: number; translation: string }> = [];
  // Words the learner already has a card of, in any sense: read once (a few hundred rows), not per candidate.
  const owned = await db
    .selectFrom('user_cards')
    .innerJoin('cards', 'cards.id', 'user_cards.card_id')
    .select('cards.word')
    .where('user_cards.user_id', '=', user.id)
    .execute();
  const words = new Set(owned.map((r) => r.word.trim().toLowerCase()));
  const pictures = new Set<string>();
  for (const level of levels) {
    if (picked.length >= wanted) break;
    const rows = await db
      .selectFrom('cards')
      .leftJoin('words', 'words.id', 'cards.word_id')
      .select(['cards.id', 'cards.word', 'cards.translation', 'cards.example', 'cards.tags', 'words.emoji', 'words.pos'])
      .where(publicCards())
      .where('cards.level', '=', level)
      .where((eb) => eb.or([eb('cards.author_id', 'is', null), eb('cards.author_id', '!=', user.id)]))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('user_cards').select('card_id').where('user_cards.user_id', '=', user.id).whereRef('user_cards.card_id', '=', 'cards.id'))),
      )
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('feed_items').select('card_id').where('feed_items.user_id', '=', user.id).whereRef('feed_items.card_id', '=', 'cards.id'))),
      )
      .where((eb) => eb.or([eb('words.pos', 'is', null), eb('words.pos', 'not in', GRAMMAR_POS)]))
      .orderBy(concreteFirst)
      .orderBy(sql`coalesce(words.zipf, 0)`, 'desc')
      .orderBy('cards.id')
      // Room for the duplicates dropped below.
      .limit((wanted - picked.length) * 3)
      .execute();
    for (const row of rows) {
      const word = row.word.trim().toLowerCase();
      const picture = pictureKey(row);
      if (words.has(word) || (picture !== null && pictures.has(picture)) || picked.length >= wanted) continue;
      words.add(word);
      if (picture !== null) pictures.add(picture);
      picked.push(row);
    }
  }
  if (picked.length === 0) return;
  await db.transaction().execute(async (trx) => {
    // The learner's first feed request of the day on two nodes at once: the second finds the first's selection.
    await lockLearner(trx, user.id);
    if (opts.renew) {
      // A new level (docs/decisions/0044): today's cards not decided yet make way for the new level's selection.
      await trx
        .deleteFrom('feed_items')
        .where('user_id', '=', user.id)
        .where('day', '=', day)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('user_cards').select('card_id').where('user_cards.user_id', '=', user.id).whereRef('user_cards.card_id', '=', 'feed_items.card_id'))))
        .execute();
    } else if ((await selectedOn(trx, user.id, day)).length > 0) return;
    const max = await trx.selectFrom('feed_items').select((eb) => eb.fn.max<number>('position').as('p')).where('user_id', '=', user.id).executeTakeFirst();
    const start = Number(max?.p ?? 0);
    const rows = spaceSameTranslations(picked).map(({ id: cardId }, i) => ({ user_id: user.id, card_id: cardId, day, position: start + i + 1, shown_at: now, expires_at: now + FEED_RULES.feedItemTtlMs }));
    // A day's selection grows with FREE_MOVES_PER_DAY (up to a million): in statements within both databases' limits
    // on bound parameters (SQLite's 32,766 would be passed at about 5,450 rows).
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await trx
        .insertInto('feed_items')
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflict((oc) => oc.columns(['user_id', 'card_id']).doNothing())
        .execute();
    }
  });
}

/** Rows per insert: 6 parameters each, far below SQLite's 32,766 and PostgreSQL's 65,535 parameters a statement. */
const INSERT_BATCH = 1000;
