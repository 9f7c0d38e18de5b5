import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enA11y from '../../../shared/i18n/locales/en/a11y.json';
import ruA11y from '../../../shared/i18n/locales/ru/a11y.json';
import { aCard } from '../../../test/fixtures';
import { translatorsFor } from '../../../test/i18n';
import { feedAnnouncement } from './announce';

let ru: TFunction<'a11y'>;
let en: TFunction<'a11y'>;

beforeAll(async () => {
  ({ en, ru } = await translatorsFor('a11y', { en: enA11y, ru: ruA11y }));
});

const cat = aCard({ id: 1, word: 'cat', translation: 'кошка' });
const state = { step: null, top: cat, movesLeft: 20, outOfMoves: false, done: false };

describe('what the feed says to a screen reader', () => {
  it('says the card on top and the moves left, after the last decision', () => {
    expect(feedAnnouncement(en, state)).toBe('cat — кошка. 20 moves left.');
    expect(feedAnnouncement(en, { ...state, step: { kind: 'learn', word: 'dog', n: 1 }, movesLeft: 1 })).toBe('To learn: dog. cat — кошка. 1 move left.');
    expect(feedAnnouncement(ru, { ...state, step: { kind: 'know', word: 'dog', n: 1 }, movesLeft: 19 })).toBe('Знаю: dog. cat — кошка. Осталось 19 ходов.');
    expect(feedAnnouncement(ru, { ...state, step: { kind: 'undone', word: 'cat', n: 2 }, movesLeft: 3 })).toBe('Возвращено: cat. cat — кошка. Осталось 3 хода.');
    // A visitor without moves hears the card only.
    expect(feedAnnouncement(en, { ...state, movesLeft: null })).toBe('cat — кошка.');
  });

  it('says when the day is over instead of a card', () => {
    expect(feedAnnouncement(en, { ...state, step: { kind: 'learn', word: 'dog', n: 1 }, top: null, movesLeft: 0, outOfMoves: true })).toBe('To learn: dog. No moves left today.');
    expect(feedAnnouncement(ru, { ...state, top: null, done: true, movesLeft: 4 })).toBe('На сегодня карточки закончились. Осталось 4 хода.');
  });
});
