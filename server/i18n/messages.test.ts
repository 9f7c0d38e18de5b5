import { describe, expect, it } from 'vitest';
import { localeFrom, messages, translate } from './messages';

const base = (k: string) => k.replace(/_(one|few|many|other)$/, '');

describe('server messages', () => {
  it('exist in both languages', () => {
    expect([...new Set(Object.keys(messages.ru).map(base))].sort()).toEqual([...new Set(Object.keys(messages.en).map(base))].sort());
  });

  it('pick Russian plural forms', () => {
    expect(translate('ru', 'andMore', { message: 'x', count: 1 })).toBe('x (и ещё 1 ошибка)');
    expect(translate('ru', 'andMore', { message: 'x', count: 2 })).toBe('x (и ещё 2 ошибки)');
    expect(translate('ru', 'andMore', { message: 'x', count: 5 })).toBe('x (и ещё 5 ошибок)');
    expect(translate('en', 'andMore', { message: 'x', count: 5 })).toBe('x (and 5 more errors)');
  });

  it('follow Accept-Language, falling back to English', () => {
    expect(localeFrom('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(localeFrom('de-DE,en;q=0.5')).toBe('en');
    expect(localeFrom('uk')).toBe('en');
    expect(localeFrom(undefined)).toBe('en');
  });
});
