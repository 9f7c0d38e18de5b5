/**
 * Levels, one list for the whole server: cards, words and test items are levelled by CEFR (A1…C2); a learner's
 * level adds "novice" below A1 (a level test far under A1). Routes validate against these lists, never a copy.
 */
export const CEFR_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const LEVELS = ['novice', ...CEFR_LEVELS] as const;
export type Level = (typeof LEVELS)[number];

/** The level after this one, or null at the top (or for a value that is not a level). */
export const nextLevel = (level: string): Level | null => {
  const i = LEVELS.indexOf(level as Level);
  return i >= 0 && i < LEVELS.length - 1 ? LEVELS[i + 1]! : null;
};

/** The cards a learner at this level studies: a novice learns from A1 cards. */
export const cardLevelFor = (level: string): CefrLevel => (level === 'novice' ? 'a1' : (level as CefrLevel));

/** The CEFR levels from `level` up, in order. */
export const levelsFrom = (level: CefrLevel): CefrLevel[] => CEFR_LEVELS.slice(CEFR_LEVELS.indexOf(level));
