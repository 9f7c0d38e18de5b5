import i18next, { type TFunction } from 'i18next';
import type { Namespace } from '../shared/i18n/resources';

type Bundle = Record<string, unknown>;

/** The ru and en translators of one namespace, from its JSON files, for tests of text-building functions. */
export async function translatorsFor<NS extends Namespace>(ns: NS, bundles: { en: Bundle; ru: Bundle }): Promise<{ en: TFunction<NS>; ru: TFunction<NS> }> {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'ru', fallbackLng: 'en', resources: { ru: { [ns]: bundles.ru }, en: { [ns]: bundles.en } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  return { en: instance.getFixedT('en', ns) as TFunction<NS>, ru: instance.getFixedT('ru', ns) as TFunction<NS> };
}
