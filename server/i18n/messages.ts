/**
 * Every message the server writes into a response body, in both interface languages.
 * The client shows its own texts for most statuses; these reach the user for field errors and 412 reasons.
 */
export const messages = {
  en: {
    unauthenticated: 'Unauthenticated.',
    forbidden: 'This action is unauthorized.',
    'realtime.signature': '{{reason}}',
    'realtime.presenceOnly': 'Only presence channels have users.',
    'push.notYourVkId': 'This is not the VK account you are signed in with.',
    'push.cardPublished.title': 'Your card is published',
    'push.cardPublished.body': '“{{word}}” passed moderation. Share it!',
    'push.cardRejected.title': 'Your card was not published',
    'push.cardRejected.body': '“{{word}}”: {{reason}}',
    notFound: 'Not found.',
    routeNotFound: 'The route {{path}} could not be found.',
    badUrl: 'The address is not valid.',
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
    'auth.failed': 'These credentials do not match our records.',
    'auth.throttle': 'Too many login attempts. Please try again in {{seconds}} seconds.',
    'auth.emailTaken': 'This e-mail is already registered. Log in instead.',
    'auth.codeInvalid': 'Invalid verification code',
    'auth.codeExpired': 'The code has expired. Request a new one.',
    'auth.linkInvalid': 'Login failed or the link has expired (links are valid for 24 hours). Request a new link in settings.',
    'auth.alreadyVerified': 'Your e-mail is already confirmed.',
    'auth.noEmail': 'Add an e-mail to your account first.',
    'auth.verifyThrottle': 'A letter was sent a moment ago. You can ask for another in {{seconds}} seconds.',
    'auth.resetSent': 'If this e-mail is registered, we have sent a link to reset the password.',
    'auth.resetInvalid': 'This password reset link is invalid or has expired. Request a new one.',
    'auth.passwordReset': 'Your password has been changed.',
    'auth.vkSignInvalid': 'The VK launch parameters are not valid.',
    'auth.vkStale': 'The VK launch parameters have expired. Reopen the app.',
    'auth.vkNotConfigured': 'VK login is not configured on this server.',
    'auth.providerNotConfigured': 'This login method is not configured on this server.',
    'auth.oauthFailed': 'Login through the provider failed. Try again.',
    'auth.guestForbidden': 'Log in fully to do this.',
    'auth.identityTaken': 'This account is already linked to another Slovo user.',
    'auth.lastLoginMethod': 'This is your only way to log in. Add an e-mail and password or another account first.',
    'auth.passwordWrong': 'The password is not correct.',
    'auth.confirmDelete': 'Type DELETE to confirm.',
    'upload.type': 'Upload a JPEG, PNG or WebP picture.',
    'upload.size': 'The picture must be at most {{max}} MB.',
    'upload.missing': 'Choose a picture to upload.',
    'support.sent': 'Thank you! Your message has reached the team.',
    'auth.verificationSent': 'We have sent a new letter. Check your inbox.',
    'precondition.no-steps': 'Maximum steps exceeded',
    'precondition.too-more-today': 'Too more cards for repeating today',
    'precondition.too-more-total': 'Too more cards for learning',
    'precondition.undo-unavailable': 'Only your last decision of today can be taken back.',
    'precondition.level-up-unavailable': 'A level-up is not offered right now.',
    'precondition.not-in-moderation': 'This card is not waiting for moderation.',
    'card.markup': 'Markup and scripts are not allowed',
    'card.tooManyTags': 'No more than 5 tags',
    'card.photoUnknown': 'Choose one of the photos generated for this word and example',
    'card.noPhotos': 'No photos could be generated. Change the example.',
    'card.guestsCannot': 'Log in with e-mail, VK or Yandex to create cards and comment.',
    'card.commentsClosed': 'The author has turned comments off for this card.',
  },
  ru: {
    unauthenticated: 'Требуется вход.',
    forbidden: 'Это действие запрещено.',
    'realtime.signature': '{{reason}}',
    'realtime.presenceOnly': 'Пользователи есть только у каналов присутствия.',
    'push.notYourVkId': 'Это не тот аккаунт ВКонтакте, с которым вы вошли.',
    'push.cardPublished.title': 'Ваша карточка опубликована',
    'push.cardPublished.body': '«{{word}}» прошла модерацию. Поделитесь ею!',
    'push.cardRejected.title': 'Ваша карточка не опубликована',
    'push.cardRejected.body': '«{{word}}»: {{reason}}',
    notFound: 'Не найдено.',
    routeNotFound: 'Адрес {{path}} не найден.',
    badUrl: 'Некорректный адрес.',
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
    'auth.failed': 'Неверный e-mail или пароль.',
    'auth.throttle': 'Слишком много попыток входа. Повторите через {{seconds}} с.',
    'auth.emailTaken': 'Этот e-mail уже зарегистрирован. Войдите в аккаунт.',
    'auth.codeInvalid': 'Неверный код подтверждения',
    'auth.codeExpired': 'Срок действия кода истёк. Запросите новый.',
    'auth.linkInvalid': 'Не удалось войти или срок действия ссылки истёк (ссылки действуют 24 часа). Запросите новую ссылку в настройках.',
    'auth.alreadyVerified': 'Ваш e-mail уже подтверждён.',
    'auth.noEmail': 'Сначала добавьте e-mail в аккаунт.',
    'auth.verifyThrottle': 'Письмо только что отправлено. Новое можно запросить через {{seconds}} с.',
    'auth.resetSent': 'Если этот e-mail зарегистрирован, мы отправили на него ссылку для сброса пароля.',
    'auth.resetInvalid': 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.',
    'auth.passwordReset': 'Пароль изменён.',
    'auth.vkSignInvalid': 'Параметры запуска VK недействительны.',
    'auth.vkStale': 'Параметры запуска VK устарели. Откройте приложение заново.',
    'auth.vkNotConfigured': 'Вход через VK не настроен на этом сервере.',
    'auth.providerNotConfigured': 'Этот способ входа не настроен на сервере.',
    'auth.oauthFailed': 'Не удалось войти через сервис. Попробуйте ещё раз.',
    'auth.guestForbidden': 'Войдите полностью, чтобы сделать это.',
    'auth.identityTaken': 'Этот аккаунт уже привязан к другому пользователю Slovo.',
    'auth.lastLoginMethod': 'Это ваш единственный способ входа. Сначала добавьте e-mail и пароль или другой аккаунт.',
    'auth.passwordWrong': 'Неверный пароль.',
    'auth.confirmDelete': 'Введите DELETE для подтверждения.',
    'upload.type': 'Загрузите картинку JPEG, PNG или WebP.',
    'upload.size': 'Картинка должна быть не больше {{max}} МБ.',
    'upload.missing': 'Выберите картинку для загрузки.',
    'support.sent': 'Спасибо! Ваше сообщение получено командой.',
    'auth.verificationSent': 'Мы отправили новое письмо. Проверьте почту.',
    'precondition.no-steps': 'Ходы на сегодня закончились',
    'precondition.too-more-today': 'Слишком много карточек на повторение сегодня',
    'precondition.too-more-total': 'Слишком много карточек на изучении',
    'precondition.undo-unavailable': 'Отменить можно только последнее решение за сегодня.',
    'precondition.level-up-unavailable': 'Повышение уровня сейчас недоступно.',
    'precondition.not-in-moderation': 'Эта карточка не ждёт модерации.',
    'card.markup': 'Разметка и скрипты не допускаются',
    'card.tooManyTags': 'Не более 5 тегов',
    'card.photoUnknown': 'Выберите одно из фото, созданных для этого слова и примера',
    'card.noPhotos': 'Не удалось создать фото. Измените пример.',
    'card.guestsCannot': 'Войдите через e-mail, VK или Яндекс, чтобы создавать карточки и комментировать.',
    'card.commentsClosed': 'Автор отключил комментарии к этой карточке.',
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
