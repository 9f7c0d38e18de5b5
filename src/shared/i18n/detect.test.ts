import { describe, expect, it } from 'vitest';
import { detectLocale } from './detect';

describe('detectLocale', () => {
  it('prefers the saved locale', () => {
    expect(detectLocale({ saved: 'en', vkLanguage: 'ru', browserLanguages: ['ru-RU'] })).toBe('en');
  });
  it('uses vk_language inside VK when nothing is saved', () => {
    expect(detectLocale({ saved: null, vkLanguage: 'ru', browserLanguages: ['en-US'] })).toBe('ru');
    expect(detectLocale({ saved: null, vkLanguage: 'be', browserLanguages: ['en-US'] })).toBe('ru');
    expect(detectLocale({ saved: null, vkLanguage: 'en', browserLanguages: ['ru'] })).toBe('en');
  });
  it('then the first supported browser language', () => {
    expect(detectLocale({ saved: null, browserLanguages: ['de-DE', 'ru-RU', 'en'] })).toBe('ru');
    expect(detectLocale({ saved: null, browserLanguages: ['en-GB'] })).toBe('en');
  });
  it('falls back to en', () => {
    expect(detectLocale({ saved: null, vkLanguage: 'es', browserLanguages: ['de', 'fr'] })).toBe('en');
    expect(detectLocale({ saved: null, browserLanguages: [] })).toBe('en');
  });
});
