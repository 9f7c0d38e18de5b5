/** The feed's business constants (spec §9, architecture §4), in one place. */
export const FEED_RULES = {
  /** Anonymous visitors see this many A1 cards. (Daily moves are configuration: FREE_MOVES_PER_DAY.) */
  anonymousSample: 20,
  /** More than this many cards to review today (REVIEW_STAGES due before midnight) blocks adding new ones (412 too-more-today). */
  repeatLimit: 25,
  /** Cards across learning, repeating and fixing on the free plan (412 too-more-total). */
  totalLimit: 50,
  /** Today's selection offers this many cards beyond the moves, so there is a choice. */
  selectionExtra: 10,
  /** A shown card leaves the feed after 24 hours. */
  feedItemTtlMs: 24 * 3600_000,
  /** About one "I know" in this many is checked with a 4-option question. */
  checkEvery: 4,
  /** Level-up is offered when at least `share` of the last `window` decisions at the level were "I know". */
  levelUp: { window: 20, share: 0.8 },
} as const;

export const ACTIVE_STAGES = ['learning', 'repeating', 'fixing'] as const;
/** Cards learnt at least once: the ones "to review" counts (docs/decisions/0044); learning-stage cards are new. */
export const REVIEW_STAGES = ['repeating', 'fixing', 'learned'] as const;
