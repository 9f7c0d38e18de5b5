import type { Locale } from '../../i18n/messages';
import type { Milestone } from './milestones';

/** What the picture of a milestone says: a line over the figure, the figure, what it counts, a line under it. */
export interface StoryText {
  kicker: string;
  figure: string;
  unit: string;
  caption: string;
  invite: string;
}

const plural = { en: new Intl.PluralRules('en'), ru: new Intl.PluralRules('ru') };
const pick = (locale: Locale, n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) => forms[plural[locale].select(n)] ?? forms.other;

/** The pictures' texts in both interface languages (every string in both: story-picture.test.ts checks each). */
const texts = {
  en: {
    streak: (days: number) => ({
      kicker: 'My streak',
      unit: pick('en', days, { one: 'day in a row', other: 'days in a row' }),
      caption: 'I learn English words every day',
    }),
    words: (words: number) => ({
      kicker: 'My progress',
      unit: pick('en', words, { one: 'word learned', other: 'words learned' }),
      caption: 'English words that stay with me',
    }),
    level: () => ({
      kicker: 'My level',
      unit: 'level of English',
      caption: 'One more step towards fluent English',
    }),
    invite: 'Learn English words with me',
  },
  ru: {
    streak: (days: number) => ({
      kicker: 'Моя серия',
      unit: pick('ru', days, { one: 'день подряд', few: 'дня подряд', other: 'дней подряд' }),
      caption: 'Я учу английские слова каждый день',
    }),
    words: (words: number) => ({
      kicker: 'Мой прогресс',
      unit: pick('ru', words, { one: 'слово выучено', few: 'слова выучено', other: 'слов выучено' }),
      caption: 'Английские слова, которые остались со мной',
    }),
    level: () => ({
      kicker: 'Мой уровень',
      unit: 'уровень английского',
      caption: 'Ещё один шаг к свободному английскому',
    }),
    invite: 'Учи английские слова со мной',
  },
} as const;

export function storyText(locale: Locale, m: Milestone): StoryText {
  const t = texts[locale];
  if (m.kind === 'streak') return { ...t.streak(m.days), figure: String(m.days), invite: t.invite };
  if (m.kind === 'words') return { ...t.words(m.words), figure: String(m.words), invite: t.invite };
  return { ...t.level(), figure: m.level.toUpperCase(), invite: t.invite };
}
