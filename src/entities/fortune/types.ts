/** A word of a saying that leads to a base-vocabulary card (GET fortunes/today, docs/api.md). */
export interface FortuneWord {
  text: string;
  cardId: number;
  headword: string;
  translation: string;
  decision: 'know' | 'learn' | null;
}

/** A saying of the day: English, its Russian version, a level and its tappable words. */
export interface Fortune {
  id: number;
  en: string;
  ru: string;
  level: string;
  words: FortuneWord[];
}
