import { describe, expect, it, vi } from 'vitest';

describe('one language in the shell', () => {
  it('starts with the current language only and switches once the other one has loaded', async () => {
    // Fresh modules: the test setup registers both languages for components; this one starts as the app does.
    vi.resetModules();
    const { i18next, initI18n } = await import('./init');
    const { loadLanguage } = await import('./languages');
    const { $locale, changeLocaleFx } = await import('./model');

    await loadLanguage('en');
    initI18n('en');
    expect(i18next.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18next.hasResourceBundle('ru', 'common')).toBe(false);

    // The language changes only when its strings are there: every string rendered in it exists.
    const seenOnChange: boolean[] = [];
    i18next.on('languageChanged', (lng) => seenOnChange.push(['common', 'nav', 'errors', 'validation'].every((ns) => i18next.hasResourceBundle(lng, ns))));
    await changeLocaleFx('ru');
    expect(seenOnChange).toEqual([true]);
    expect(i18next.language).toBe('ru');
    expect(i18next.t('errors:noInternet')).toMatch(/[а-яё]/i);
    expect($locale.getState()).toBe('ru');
  });
});
