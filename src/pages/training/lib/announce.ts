import type { TFunction } from 'i18next';
import type { TrainingItem, TrainingPrompt } from '../../../entities/learning';
import type { TypedVerdict } from '../../../features/training-session';

/** The card on screen and how far the learner got with it. */
export interface TrainingMoment {
  item: TrainingItem;
  prompt: TrainingPrompt;
  /** The prompt's own words, as the card shows them ("Which English word is it?", "Once more"). */
  promptLabel: string;
  /** Cards left in the session, this one included. */
  left: number;
  revealed: boolean;
  picked: string | null;
  typed: TypedVerdict | null;
  /** How the learner answered the card before this one. */
  lastAnswer: 'know' | 'again' | null;
}

/** What the prompt shows to be answered: the word, its translation, or nothing but a sound. */
function cueOf({ item, prompt }: Pick<TrainingMoment, 'item' | 'prompt'>): string {
  if (prompt === 'recognition' || prompt === 'typed-reverse') return item.card.word;
  if (prompt === 'recall' || prompt === 'typed') return item.card.translation;
  return '';
}

/**
 * What the live region says about the card: when it shows, the last answer, the prompt with its cue and the cards
 * left; once answered, the verdict with the right answer (options and typing) or the word with its translation.
 */
export function trainingAnnouncement(t: TFunction<'a11y'>, m: TrainingMoment): string {
  const { card } = m.item;
  if (m.typed) {
    const answer = m.prompt === 'typed-reverse' ? card.translation : card.word;
    return t(m.typed === 'exact' ? 'training.right' : m.typed === 'typo' ? 'training.typo' : 'training.wrong', { answer });
  }
  if (m.picked !== null) return t(m.picked === card.word ? 'training.right' : 'training.wrong', { answer: card.word });
  if (m.revealed) return t('training.revealed', { word: card.word, translation: card.translation });
  const parts = [m.lastAnswer ? t(`training.answered.${m.lastAnswer}`) : '', t('training.card', { prompt: m.promptLabel, cue: cueOf(m) }).trim(), t('training.cardsLeft', { count: m.left })];
  return parts.filter(Boolean).join(' ');
}
