import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enFeed from '../../../shared/i18n/locales/en/feed.json';
import ruFeed from '../../../shared/i18n/locales/ru/feed.json';
import { clockText, durationText, splitSeconds } from './countdown';

let ru: TFunction<'feed'>;
let en: TFunction<'feed'>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'ru', fallbackLng: 'en', resources: { ru: { feed: ruFeed }, en: { feed: enFeed } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  ru = instance.getFixedT('ru', 'feed') as TFunction<'feed'>;
  en = instance.getFixedT('en', 'feed') as TFunction<'feed'>;
});

describe('countdown to the refill', () => {
  it('splits seconds and shows a clock', () => {
    expect(splitSeconds(3 * 3600 + 7 * 60 + 9)).toEqual({ hours: 3, minutes: 7, seconds: 9 });
    expect(clockText(5 * 3600 + 7 * 60 + 9)).toBe('5:07:09');
    expect(clockText(65)).toBe('01:05');
    expect(clockText(-5)).toBe('00:00');
  });

  it('says the time in Russian with the right plural forms', () => {
    expect(durationText(ru, 1 * 3600 + 1 * 60)).toBe('1 час 1 минуту');
    expect(durationText(ru, 2 * 3600 + 3 * 60)).toBe('2 часа 3 минуты');
    expect(durationText(ru, 5 * 3600 + 11 * 60)).toBe('5 часов 11 минут');
    expect(durationText(ru, 21 * 3600 + 22 * 60)).toBe('21 час 22 минуты');
    expect(durationText(ru, 14 * 3600)).toBe('14 часов');
    expect(durationText(ru, 25 * 60)).toBe('25 минут');
    expect(durationText(ru, 4 * 60 + 31)).toBe('4 минуты 31 секунду');
    expect(durationText(ru, 45)).toBe('45 секунд');
    expect(durationText(ru, 2)).toBe('2 секунды');
  });

  it('and in English', () => {
    expect(durationText(en, 3600 + 60)).toBe('1 hour 1 minute');
    expect(durationText(en, 2 * 3600 + 30 * 60)).toBe('2 hours 30 minutes');
    expect(durationText(en, 1)).toBe('1 second');
  });

  it('counts moves with Russian plurals', () => {
    expect(ru('moves.left', { count: 1 })).toBe('Остался 1 ход');
    expect(ru('moves.left', { count: 3 })).toBe('Осталось 3 хода');
    expect(ru('moves.left', { count: 12 })).toBe('Осталось 12 ходов');
    expect(ru('moves.left', { count: 21 })).toBe('Остался 21 ход');
    expect(ru('moves.left', { count: 0 })).toBe('Осталось 0 ходов');
    expect(en('moves.left', { count: 1 })).toBe('1 move left');
    expect(en('moves.left', { count: 12 })).toBe('12 moves left');
  });
});
