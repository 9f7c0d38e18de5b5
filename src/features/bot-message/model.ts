import { createEvent, createStore, sample } from 'effector';
import { createApiEffect } from '../../shared/api';
import { check, createForm, maxLength, required, type FieldIssues } from '../../shared/form';
import { fetchBotMessages, sendBotMessage, type BotMessage, type BotMessageDraft } from './api';

/** The server's limits (VK notifications carry at most 254 characters). */
export const BOT_LIMITS = { title: 80, body: 254, link: 255, users: 1000 } as const;

export interface BotValues {
  [key: string]: string | boolean;
  title: string;
  body: string;
  link: string;
  /** Empty: everyone. Otherwise user ids separated by commas, spaces or new lines. */
  users: string;
  push: boolean;
}

const IN_APP_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#]*$/;

export const parseUserIds = (text: string): number[] | null => {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0) return [];
  if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
};

export function validateBot(values: BotValues): FieldIssues<BotValues> {
  const issues: FieldIssues<BotValues> = {};
  const title = check(values.title, maxLength(BOT_LIMITS.title));
  if (title) issues.title = title;
  const body = check(values.body, required, maxLength(BOT_LIMITS.body));
  if (body) issues.body = body;
  const link = values.link.trim();
  if (link && !IN_APP_PATH.test(link)) issues.link = { key: 'cards:bot.linkInvalid' };
  const ids = parseUserIds(values.users);
  if (ids === null) issues.users = { key: 'cards:bot.usersInvalid' };
  else if (ids.length > BOT_LIMITS.users) issues.users = { key: 'cards:bot.usersTooMany', values: { count: BOT_LIMITS.users, max: BOT_LIMITS.users } };
  return issues;
}

export const toDraft = (values: BotValues): BotMessageDraft => {
  const ids = parseUserIds(values.users) ?? [];
  return {
    body: values.body.trim(),
    push: values.push,
    ...(values.title.trim() ? { title: values.title.trim() } : {}),
    ...(values.link.trim() ? { link: values.link.trim() } : {}),
    ...(ids.length ? { userIds: ids } : {}),
  };
};

/** POST admin/bot/messages: the form keeps what was typed when the server refuses it. */
export const botForm = createForm<BotValues, BotMessage>({
  initial: { title: '', body: '', link: '', users: '', push: false },
  validate: validateBot,
  submitFx: createApiEffect((values: BotValues) => sendBotMessage(toDraft(values))),
});

export const botPageOpened = createEvent();
const fetchHistoryFx = createApiEffect(() => fetchBotMessages());
/** What went out, newest first; null while loading. */
export const $botHistory = createStore<BotMessage[] | null>(null)
  .on(fetchHistoryFx.doneData, (_, list) => list)
  .on(botForm.succeeded, (list, sent) => [sent, ...(list ?? [])]);
export const $botHistoryFailed = createStore(false)
  .on(fetchHistoryFx.fail, () => true)
  .reset(botPageOpened);
/** The last message sent, for the confirmation above the form. */
export const $botLastSent = createStore<BotMessage | null>(null)
  .on(botForm.succeeded, (_, sent) => sent)
  .reset(botPageOpened);

sample({ clock: botPageOpened, target: fetchHistoryFx });
sample({ clock: botForm.succeeded, fn: () => undefined, target: botForm.reset });
