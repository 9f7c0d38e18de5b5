import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { nextLocalMidnight } from '../../domain/local-day';
import { translate, type Locale } from '../../i18n/messages';
import { FEED_RULES } from '../feed/rules';
import { friendsService } from '../friends/friends.service';
import { loadOf, movesOf } from '../feed/moves';
import type { PushMessage } from '../push/provider';
import { currentStreak } from '../streaks/streak.service';
import type { UserRow } from '../users/users.repository';
import { kindEnabled, type ReminderSettings } from './settings';
import type { ReminderKind } from './rules';

const REVIEW_STAGES = ['repeating', 'fixing', 'learned'] as const;

export interface KindContext {
  db: Db;
  user: UserRow;
  settings: ReminderSettings;
  now: number;
  freeMovesPerDay: number;
}

const localeOf = (user: UserRow): Locale => (user.locale === 'ru' ? 'ru' : 'en');

/**
 * Cards whose memory falls to the learner's target retention before their local midnight. FSRS sets each card's
 * due date to the day its retrievability reaches the requested retention, so "due before tonight" is exactly
 * "about to be forgotten today". The most overdue one comes first: a notification's actions grade that one.
 */
async function slipping(db: Db, user: UserRow, now: number) {
  const end = nextLocalMidnight(now, user.timezone);
  const base = db
    .selectFrom('user_cards')
    .innerJoin('cards', 'cards.id', 'user_cards.card_id')
    .where('user_cards.user_id', '=', user.id)
    .where('user_cards.stage', 'in', [...REVIEW_STAGES])
    .where('user_cards.due', '<', end)
    .where('cards.deleted_at', 'is', null);
  const [count, first] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base.select(['cards.id', 'cards.word']).orderBy('user_cards.due').orderBy('cards.id').limit(1).executeTakeFirst(),
  ]);
  return { count: Number(count?.n ?? 0), card: first ?? null };
}

/** What each kind says, if it applies to this learner now; null = nothing to remind of. */
export const KINDS: Record<ReminderKind, (c: KindContext) => Promise<PushMessage | null>> = {
  async forgetting({ db, user, now }) {
    const { count, card } = await slipping(db, user, now);
    if (count === 0 || !card) return null;
    const l = localeOf(user);
    return {
      title: translate(l, 'reminder.forgetting.title', { count }),
      body: translate(l, 'reminder.forgetting.body', { count, word: card.word }),
      link: '/training',
      // The web notification's "I know" / "Don't remember" grade this card through POST training/answers; the answer
      // id makes a repeated delivery or a retried request count once.
      data: {
        kind: 'forgetting',
        cardId: String(card.id),
        answerId: randomUUID(),
        actionKnow: translate(l, 'reminder.action.know'),
        actionAgain: translate(l, 'reminder.action.again'),
      },
    };
  },

  async 'new-cards'({ db, user, settings, now, freeMovesPerDay }) {
    // Words about to be forgotten come first: that reminder is sent instead, at the same time.
    if (kindEnabled(settings, 'forgetting') && (await slipping(db, user, now)).count > 0) return null;
    const [moves, load] = await Promise.all([movesOf(db, user, now, freeMovesPerDay), loadOf(db, user, now)]);
    if (moves.left === 0 || load.active >= FEED_RULES.totalLimit || load.dueToday > FEED_RULES.repeatLimit) return null;
    const l = localeOf(user);
    return {
      title: translate(l, 'reminder.newCards.title'),
      body: translate(l, 'reminder.newCards.body', { count: moves.left }),
      // A link to /selection also tells an open app that new cards are there (spec §2).
      link: '/selection',
      data: { kind: 'new-cards' },
    };
  },

  async streak({ db, user, now }) {
    const streak = await currentStreak(db, user, now);
    if (streak.current === 0 || streak.today) return null;
    const l = localeOf(user);
    // A friend streak that breaks tonight too: the reminder names the longest one (the app URL is not needed here).
    const [friend] = await friendsService({ db, clock: { now: () => now }, config: { appUrl: '' } }).streaksAtRisk(user);
    const body = translate(l, 'reminder.streak.body', { count: streak.current });
    return {
      title: translate(l, 'reminder.streak.title', { count: streak.current }),
      body: friend ? `${body} ${translate(l, 'reminder.friendStreak.body', { name: friend.name })}` : body,
      link: '/training',
      data: { kind: 'streak' },
    };
  },
};
