import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { SHELL_NAMESPACES } from './resources';
import enShell from './shell/en';
import ruShell from './shell/ru';

/** The shell's strings as the app loads them, one chunk per language (shell/<locale>.ts). */
const resources = { en: enShell, ru: ruShell };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
type Tree = { [key: string]: string | Tree };

/** Flattened keys; plural variants collapse to their base key because languages have different plural sets. */
function keysOf(tree: Tree, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.add(path.replace(PLURAL_SUFFIX, ''));
    else for (const nested of keysOf(value, path)) out.add(nested);
  }
  return out;
}

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const localesDir = join(__dirname, 'locales');
const read = (lang: string) =>
  Object.fromEntries(readdirSync(join(localesDir, lang)).map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(join(localesDir, lang, f), 'utf8')) as Tree]));
/** Every namespace, bundled or lazy, as shipped. */
const all = { en: read('en'), ru: read('ru') };

describe('i18n resources', () => {
  it('ships the same namespace files for en and ru, all registered', () => {
    const en = readdirSync(join(localesDir, 'en')).sort();
    const ru = readdirSync(join(localesDir, 'ru')).sort();
    expect(ru).toEqual(en);
    // Each namespace is either bundled with the first screen or registered by its screens' chunk (lazy/<ns>.ts).
    const lazy = readdirSync(join(__dirname, 'lazy')).map((f) => f.replace('.ts', ''));
    expect([...Object.keys(resources.en), ...lazy].sort()).toEqual(en.map((f) => f.replace('.json', '')));
    expect(Object.keys(resources.en).filter((ns) => lazy.includes(ns))).toEqual([]);
    // Each language's shell chunk carries the same namespaces, the ones the shell declares.
    expect(Object.keys(resources.en).sort()).toEqual([...SHELL_NAMESPACES].sort());
    expect(Object.keys(resources.ru).sort()).toEqual([...SHELL_NAMESPACES].sort());
  });

  it.each(readdirSync(join(localesDir, 'en')))('has the same keys in en and ru: %s', (file) => {
    const en = JSON.parse(readFileSync(join(localesDir, 'en', file), 'utf8')) as Tree;
    const ru = JSON.parse(readFileSync(join(localesDir, 'ru', file), 'utf8')) as Tree;
    const enKeys = keysOf(en);
    const ruKeys = keysOf(ru);
    expect([...ruKeys].filter((k) => !enKeys.has(k)), `keys only in ru/${file}`).toEqual([]);
    expect([...enKeys].filter((k) => !ruKeys.has(k)), `keys only in en/${file}`).toEqual([]);
  });

  it('gives every Russian plural key all four forms and every English one its two', () => {
    for (const [lang, forms] of [
      ['ru', ['one', 'few', 'many', 'other']],
      ['en', ['one', 'other']],
    ] as const) {
      for (const ns of Object.values(all[lang])) {
        const all = leaves(ns as unknown as Tree).map(([k]) => k);
        const bases = new Set(all.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
        for (const base of bases) for (const form of forms) expect(all, `${lang}: ${base}_${form}`).toContain(`${base}_${form}`);
      }
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const ns of Object.keys(all.en)) {
      const vars = (tree: Tree) => {
        const map = new Map<string, Set<string>>();
        for (const [key, value] of leaves(tree)) {
          const base = key.replace(PLURAL_SUFFIX, '');
          const set = map.get(base) ?? new Set<string>();
          for (const m of value.matchAll(/\{\{(\w+)\}\}/g)) set.add(m[1] ?? '');
          map.set(base, set);
        }
        return map;
      };
      const en = vars(all.en[ns]!);
      const ru = vars(all.ru[ns]!);
      for (const [key, set] of en) expect([...(ru.get(key) ?? [])].sort(), `${ns}:${key}`).toEqual([...set].sort());
    }
  });

  it('has no empty strings', () => {
    for (const lang of ['en', 'ru'] as const)
      for (const [ns, tree] of Object.entries(all[lang]))
        for (const [key, value] of leaves(tree)) expect(value.trim(), `${lang}/${ns}:${key}`).not.toBe('');
  });
});

describe('spec messages', () => {
  const instance = i18next.createInstance();
  void instance.init({ resources, lng: 'en', fallbackLng: 'en', initAsync: false, showSupportNotice: false });
  // Keys come from tables here; the typed `t` would only accept literals.
  const tr = instance.t.bind(instance) as unknown as (key: string, options?: Record<string, unknown>) => string;

  it.each([
    ['validation:required', 'This field is required', 'Поле обязательно для заполнения'],
    ['validation:email', 'Enter a valid e-mail address', 'Укажите корректный адрес электронной почты'],
    ['validation:passwordsMismatch', 'The passwords do not match', 'Пароли не совпадают'],
    ['errors:412', 'This is not possible right now', 'Сейчас это действие недоступно из-за ограничений'],
    ['errors:412-no-steps', 'No moves left for today', 'Ходы на сегодня закончились'],
    ['errors:412-too-more-today', 'Too many cards to review today', 'Сегодня слишком много карточек на повторение'],
    ['errors:412-too-more-total', 'Too many cards in learning', 'Слишком много карточек на изучении'],
    ['errors:emailVerificationCodeInvalid', 'Invalid verification code', 'Неверный код подтверждения'],
  ])('%s has the spec meaning in correct English and reads naturally in Russian', (key, en, ru) => {
    expect(tr(key, { lng: 'en' })).toBe(en);
    expect(tr(key, { lng: 'ru' })).toBe(ru);
  });

  it.each([
    'errors:noInternet',
    'errors:cookieNotAccepted',
    'errors:verifiedPage',
    'errors:card.noPhotos',
    'errors:card.noTranslations',
    'errors:pageExpired',
    'errors:tooManyRequests',
    'errors:serverError',
    'errors:updating',
    'errors:update.title',
    'validation:exampleUnchanged',
  ])('%s exists in both languages', (key) => {
    const en = tr(key, { lng: 'en' });
    const ru = tr(key, { lng: 'ru' });
    expect(en).not.toBe(key.split(':')[1]);
    expect(ru).not.toBe(en);
    expect(ru).toMatch(/[а-яё]/i);
  });

  it('formats the length rule with {max} in both languages', () => {
    expect(instance.t('validation:length', { lng: 'en', count: 255, max: 255 })).toBe('No more than 255 characters');
    expect(instance.t('validation:length', { lng: 'ru', count: 255, max: 255 })).toBe('Не более 255 символов');
    expect(instance.t('validation:length', { lng: 'ru', count: 21, max: 21 })).toBe('Не более 21 символа');
  });

  it('uses Russian plural forms', () => {
    const cards = (count: number) => instance.t('common:counters.cards', { lng: 'ru', count });
    expect([1, 2, 5, 11, 21, 22, 25, 111].map(cards)).toEqual([
      '1 карточка',
      '2 карточки',
      '5 карточек',
      '11 карточек',
      '21 карточка',
      '22 карточки',
      '25 карточек',
      '111 карточек',
    ]);
    expect(instance.t('common:counters.days', { lng: 'ru', count: 3 })).toBe('3 дня');
    expect(instance.t('common:counters.days', { lng: 'en', count: 1 })).toBe('1 day');
    expect(instance.t('common:counters.days', { lng: 'en', count: 3 })).toBe('3 days');
  });
});
