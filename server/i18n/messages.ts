/**
 * Every message the server writes into a response body, in both interface languages.
 * The client shows its own texts for most statuses; these reach the user for field errors and 412 reasons.
 */
export const messages = {
  en: {
    unauthenticated: 'Unauthenticated.',
    forbidden: 'This action is unauthorized.',
    notFound: 'Not found.',
    routeNotFound: 'The route {{path}} could not be found.',
    csrfMismatch: 'CSRF token mismatch.',
    tooManyAttempts: 'Too Many Attempts.',
    serverError: 'Server Error',
    maintenance: 'The service is being updated. Please try again in a few seconds.',
    upgradeRequired: 'A new version of the app is available. The page will reload.',
    preconditionFailed: 'The operation is not allowed now by some conditions',
    malformedJson: 'The request body is not valid JSON.',
    payloadTooLarge: 'The request body is too large.',
    unsupportedMediaType: 'Unsupported content type.',
    invalidData: 'The given data was invalid.',
    andMore_one: '{{message}} (and {{count}} more error)',
    andMore_other: '{{message}} (and {{count}} more errors)',
    'field.required': 'Field is required',
    'field.email': 'Field must be a valid E-mail',
    'field.max': 'No more than {{max}} characters',
    'field.min': 'At least {{min}} characters',
    'field.string': 'Must be text',
    'field.number': 'Must be a number',
    'field.boolean': 'Must be true or false',
    'field.invalid': 'Invalid value',
    'field.unknown': 'Unknown field',
    'field.passwordsMismatch': 'Passwords are mismatch',
  },
  ru: {
    unauthenticated: 'Требуется вход.',
    forbidden: 'Это действие запрещено.',
    notFound: 'Не найдено.',
    routeNotFound: 'Адрес {{path}} не найден.',
    csrfMismatch: 'Страница устарела. Повторите действие.',
    tooManyAttempts: 'Слишком много запросов.',
    serverError: 'Ошибка сервера',
    maintenance: 'Сервис обновляется. Повторите через несколько секунд.',
    upgradeRequired: 'Вышла новая версия приложения. Страница перезагрузится.',
    preconditionFailed: 'Сейчас это действие недоступно',
    malformedJson: 'Тело запроса — не корректный JSON.',
    payloadTooLarge: 'Слишком большой запрос.',
    unsupportedMediaType: 'Неподдерживаемый тип содержимого.',
    invalidData: 'Переданы неверные данные.',
    andMore_one: '{{message}} (и ещё {{count}} ошибка)',
    andMore_few: '{{message}} (и ещё {{count}} ошибки)',
    andMore_many: '{{message}} (и ещё {{count}} ошибок)',
    andMore_other: '{{message}} (и ещё {{count}} ошибки)',
    'field.required': 'Поле обязательно для заполнения',
    'field.email': 'Поле должно содержать корректный E-mail',
    'field.max': 'Не более {{max}} символов',
    'field.min': 'Не менее {{min}} символов',
    'field.string': 'Должно быть текстом',
    'field.number': 'Должно быть числом',
    'field.boolean': 'Должно быть «да» или «нет»',
    'field.invalid': 'Неверное значение',
    'field.unknown': 'Неизвестное поле',
    'field.passwordsMismatch': 'Пароли не совпадают',
  },
} as const;

export type Locale = keyof typeof messages;
type Key = keyof (typeof messages)['en'];
type PluralBase<K> = K extends `${infer B}_${'one' | 'other'}` ? B : never;
export type MessageKey = Key | PluralBase<Key>;

const plural = { en: new Intl.PluralRules('en'), ru: new Intl.PluralRules('ru') };

export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const table = messages[locale] as Record<string, string>;
  let template = table[key];
  if (template === undefined && typeof params.count === 'number') {
    const form = plural[locale].select(params.count);
    template = table[`${key}_${form}`] ?? table[`${key}_other`];
  }
  template ??= (messages.en as Record<string, string>)[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The first of ru/en named by Accept-Language wins; anything else falls back to en, as the client does. */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('ru')) return 'ru';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
