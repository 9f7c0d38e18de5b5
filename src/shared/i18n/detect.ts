import type { Locale } from '../storage/prefs';

export interface LocaleSources {
  saved: Locale | null;
  /** vk_language from the launch params; only present inside VK. */
  vkLanguage?: string | null;
  browserLanguages: readonly string[];
}

/** Languages of VK's audience that read Russian more easily than English. */
const RUSSIAN_READERS = new Set(['ru', 'uk', 'ua', 'be', 'kz', 'kk']);

function fromTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  if (RUSSIAN_READERS.has(base)) return 'ru';
  if (base === 'en') return 'en';
  return null;
}

/** Spec §9: saved locale, else VK's language inside VK, else the browser's, falling back to en. */
export function detectLocale({ saved, vkLanguage, browserLanguages }: LocaleSources): Locale {
  if (saved) return saved;
  const vk = fromTag(vkLanguage);
  if (vk) return vk;
  for (const tag of browserLanguages) {
    const found = fromTag(tag);
    if (found) return found;
  }
  return 'en';
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
