import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrainingItem } from '../../../entities/learning';
import enA11y from '../../../shared/i18n/locales/en/a11y.json';
import ruA11y from '../../../shared/i18n/locales/ru/a11y.json';
import { aCard } from '../../../test/fixtures';
import { translatorsFor } from '../../../test/i18n';
import { trainingAnnouncement, type TrainingMoment } from './announce';

let ru: TFunction<'a11y'>;
let en: TFunction<'a11y'>;

beforeAll(async () => {
  ({ en, ru } = await translatorsFor('a11y', { en: enA11y, ru: ruA11y }));
});

const item = { card: aCard({ id: 1, word: 'apple', translation: 'яблоко' }) } as TrainingItem;
const moment = (over: Partial<TrainingMoment>): TrainingMoment => ({ item, prompt: 'recognition', promptLabel: 'What does it mean?', left: 5, revealed: false, picked: null, typed: null, lastAnswer: null, ...over });

describe('what training says to a screen reader', () => {
  it('names the prompt, its cue and the cards left, after the last answer', () => {
    expect(trainingAnnouncement(en, moment({}))).toBe('What does it mean? apple 5 cards left.');
    expect(trainingAnnouncement(en, moment({ prompt: 'recall', promptLabel: 'Which English word is it?', left: 1, lastAnswer: 'again' }))).toBe('Keep learning. Which English word is it? яблоко 1 card left.');
    // Listening has no written cue: the word is heard.
    expect(trainingAnnouncement(en, moment({ prompt: 'listening', promptLabel: 'Listen and recall the word', lastAnswer: 'know' }))).toBe('I know. Listen and recall the word 5 cards left.');
    expect(trainingAnnouncement(ru, moment({ prompt: 'typed', promptLabel: 'Напишите слово по-английски', left: 2 }))).toBe('Напишите слово по-английски яблоко Осталось 2 карточки.');
    expect(trainingAnnouncement(ru, moment({ promptLabel: 'Что это значит?', left: 21 }))).toBe('Что это значит? apple Осталась 21 карточка.');
    expect(trainingAnnouncement(ru, moment({ promptLabel: 'Что это значит?', left: 11 }))).toBe('Что это значит? apple Осталось 11 карточек.');
  });

  it('gives the verdict with the right answer, or the word with its translation', () => {
    expect(trainingAnnouncement(en, moment({ revealed: true }))).toBe('apple — яблоко.');
    expect(trainingAnnouncement(en, moment({ prompt: 'recall', picked: 'pear', revealed: true }))).toBe('Wrong. The right answer: apple.');
    expect(trainingAnnouncement(ru, moment({ prompt: 'recall', picked: 'apple', revealed: true }))).toBe('Верно: apple.');
    expect(trainingAnnouncement(en, moment({ prompt: 'typed', typed: 'typo', revealed: true }))).toBe('Right, with a typo. The spelling: apple.');
    expect(trainingAnnouncement(ru, moment({ prompt: 'typed-reverse', typed: 'wrong', revealed: true }))).toBe('Неверно. Правильный ответ: яблоко.');
  });
});
