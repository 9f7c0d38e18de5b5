import type { Level } from '../../server/modules/vocabulary/data-schema';

/**
 * The re-levelling rule (docs/data.md "Levels", decision 0018). CEFR-J places some words far earlier than a learner
 * meets them (reunify, penniless, daze at B1): Japanese school topics and rare derived words. Frequency alone is no
 * better: it puts kettle, homework and o'clock late. So a listed level moves only when the kinds of evidence agree:
 *
 * - frequency: the Zipf of the word *in this part of speech* (the headword's Zipf plus log10 of the part's share of
 *   WordNet's sense-tagged uses: release the noun is rarer than release the verb) is below 3.8, a C1–C2 frequency
 *   by the usual thresholds (5.0 / 4.6 / 4.2 / 3.8 / 3.4), two levels or more after B1;
 * - no course evidence for the early level: the word is not in a CEFR-J topic inventory nor in Slovo's topic sets,
 *   and is not a concrete thing (frequency underrates things);
 * - nor is its Russian primary an everyday word (Russian Zipf below 4.5): the concept is uncommon in both languages.
 *
 * Such a B1 row moves to B2, or to C1 when its Zipf is below 3.0 (reunify 1.9, penniless 2.9). A1–A2 rows are not
 * moved by the rule — at those levels frequency misjudges too many everyday words (kilogram, weekday, polite) — but
 * by reviewed overrides (contest, release the noun). Never function words or entries written for Slovo.
 */
export const RELEVEL = { level: 'b1' as Level, rareZipf: 3.8, veryRareZipf: 3.0, ruEveryday: 4.5 } as const;

export interface RelevelEvidence {
  level: Level;
  /** Zipf of the headword (all parts of speech together). */
  zipf: number;
  /** This part of speech's share of the headword's tagged uses in WordNet (1 when WordNet has none). */
  posShare: number;
  /** Russian Zipf of the primary translation (the rarest of its words for a phrase; 0 when unknown). */
  ruZipf: number;
  /** In a CEFR-J topic inventory or a Slovo topic set, or a concrete thing. */
  courseEvidence: boolean;
}

export const posZipf = (zipf: number, share: number) => (share > 0 && share < 1 ? zipf + Math.log10(share) : zipf);

/**
 * This part of speech's share of the headword's `total` sense-tagged uses in WordNet. A part WordNet never tagged
 * among them is rarer than one use more would make it (1 / (total + 1)), not as common as the headword: the noun
 * "bother" or the adjective "flash" were left at the headword's Zipf before. No tagged use at all tells nothing (1).
 */
export const posShare = (own: number, total: number) => (total <= 0 ? 1 : own > 0 ? own / total : 1 / (total + 1));

/** The level the rule gives, or null when the listed level stays. */
export function relevel(e: RelevelEvidence): Level | null {
  if (e.level !== RELEVEL.level || e.courseEvidence || e.ruZipf >= RELEVEL.ruEveryday) return null;
  const z = posZipf(e.zipf, e.posShare);
  if (z >= RELEVEL.rareZipf) return null;
  return z < RELEVEL.veryRareZipf ? 'c1' : 'b2';
}
