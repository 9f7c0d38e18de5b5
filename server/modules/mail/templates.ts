import type { Locale } from '../../i18n/messages';

/** Mails in the user's language. Plain text first (it is what most clients show in previews), then simple HTML. */
const texts = {
  en: {
    verifySubject: 'Confirm your e-mail for Slovo',
    verifyBody: (name: string, link: string, code: string) =>
      `Hello, ${name}!\n\nConfirm your e-mail to keep your progress safe and get 50 points.\n\nOpen this link:\n${link}\n\nor enter this code in the app: ${code}\n\nThe link and the code are valid for 24 hours. If you did not sign up for Slovo, ignore this letter.`,
    resetSubject: 'Reset your Slovo password',
    resetBody: (name: string, link: string) =>
      `Hello, ${name}!\n\nSomeone (hopefully you) asked to reset the password of your Slovo account.\n\nSet a new password here:\n${link}\n\nThe link works once and is valid for 24 hours. If you did not ask for it, ignore this letter: your password stays the same.`,
    supportSubject: (id: number) => `Support message #${id}`,
  },
  ru: {
    verifySubject: 'Подтвердите e-mail в Slovo',
    verifyBody: (name: string, link: string, code: string) =>
      `Здравствуйте, ${name}!\n\nПодтвердите e-mail, чтобы не потерять прогресс и получить 50 баллов.\n\nОткройте ссылку:\n${link}\n\nили введите код в приложении: ${code}\n\nСсылка и код действуют 24 часа. Если вы не регистрировались в Slovo, просто проигнорируйте это письмо.`,
    resetSubject: 'Сброс пароля Slovo',
    resetBody: (name: string, link: string) =>
      `Здравствуйте, ${name}!\n\nКто-то (надеемся, вы) попросил сбросить пароль от аккаунта Slovo.\n\nЗадайте новый пароль по ссылке:\n${link}\n\nСсылка одноразовая и действует 24 часа. Если вы этого не делали, проигнорируйте письмо — пароль останется прежним.`,
    supportSubject: (id: number) => `Сообщение в поддержку №${id}`,
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/**
 * The HTML part: the text escaped, with exactly our own link made clickable. Nothing else is linkified or formatted:
 * user-chosen text (a name with a URL in it) stays plain text, so our sender cannot be used to phish.
 */
const toHtml = (text: string, link: string) =>
  `<div style="font-family:sans-serif;font-size:16px;line-height:1.5">${escape(text)
    .split(escape(link))
    .join(`<a href="${escape(link)}">${escape(link)}</a>`)
    .replace(/\n/g, '<br>')}</div>`;

export function verificationMail(locale: Locale, name: string, link: string, code: string) {
  const t = texts[locale];
  const text = t.verifyBody(name, link, code);
  return { subject: t.verifySubject, text, html: toHtml(text, link) };
}

export function passwordResetMail(locale: Locale, name: string, link: string) {
  const t = texts[locale];
  const text = t.resetBody(name, link);
  return { subject: t.resetSubject, text, html: toHtml(text, link) };
}

export const supportSubject = (locale: Locale, id: number) => texts[locale].supportSubject(id);
