import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobLog } from '../../jobs/job';
import { jobs } from '../../jobs/registry';
import { runJob } from '../../jobs/run-job';
import { startTestApp, type Visitor } from '../../test/harness';
import { startFcmStandIn, startVkStandIn } from '../../test/push-standins';
import { loadSampleVocabulary } from '../../test/vocabulary';
import { sendReminders } from './reminders.job';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const quiet: JobLog = { info() {}, warn() {}, error() {} };
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 2026-11-24 00:00 UTC: the tests set the clock to hours of this day. */
const DAY2 = Date.UTC(2026, 10, 24);

let t: Awaited<ReturnType<typeof startTestApp>>;
let fcm: Awaited<ReturnType<typeof startFcmStandIn>>;
let vk: Awaited<ReturnType<typeof startVkStandIn>>;
let systemCards: number[];

beforeEach(async () => {
  fcm = await startFcmStandIn(publicKey, ['fcm-dead']);
  vk = await startVkStandIn('service-key');
  t = await startTestApp({
    push: {
      fcm: { serviceAccount: { project_id: 'slovo-test', client_email: 'push@slovo-test.iam.gserviceaccount.com', private_key: privateKey }, endpoint: fcm.url, tokenUri: fcm.tokenUri },
      vk: { apiUrl: vk.url, version: '5.199', serviceToken: 'service-key' },
    },
  });
  await loadSampleVocabulary(t.app.db, t.clock.now(), 10);
  systemCards = (await t.app.db.selectFrom('cards').select('id').where('collection', '=', 'system').orderBy('id').limit(20).execute()).map((c) => c.id);
});
afterEach(async () => {
  await t.close();
  await fcm.close();
  await vk.close();
});

interface Learner {
  v: Visitor;
  id: number;
}

/** A guest in a time zone with a web (FCM) or VK push token, and `due` review cards due at the given times. */
async function learner(opts: { timezone: string; locale?: 'ru' | 'en'; fcmToken?: string; vkId?: string; due?: number[]; cards?: number[] }): Promise<Learner> {
  const v = t.visitor();
  if (opts.locale) v.headers['accept-language'] = opts.locale;
  const { id } = (await v.post('/api/v1/auth/guest', { timezone: opts.timezone })).json().data as { id: number };
  if (opts.fcmToken) expect((await v.post('/api/v1/user/push-token', { token: opts.fcmToken, provider: 'firebase' })).statusCode).toBe(204);
  if (opts.vkId) {
    await t.app.db.insertInto('identities').values({ user_id: id, provider: 'vk', provider_user_id: opts.vkId, display_name: null, email: null, created_at: 0 }).execute();
    expect((await v.post('/api/v1/user/push-token', { token: opts.vkId, provider: 'vk_mini_app' })).statusCode).toBe(204);
  }
  const cards = opts.cards ?? systemCards;
  for (const [i, due] of (opts.due ?? []).entries()) {
    await t.app.db
      .insertInto('user_cards')
      .values({ user_id: id, card_id: cards[i]!, decision: 'learn', stage: 'repeating', due, stability: 3, difficulty: 5, elapsed_days: 3, scheduled_days: 3, learning_steps: 0, reps: 3, lapses: 0, state: 2, last_review: due - 3 * DAY, decided_at: due - 10 * DAY, updated_at: due - 3 * DAY })
      .execute();
  }
  return { v, id };
}

const run = (name: string, now = false) => runJob(jobs.get(name)!, { db: t.app.db, clock: t.clock, config: t.config, log: quiet, now });
const result = async (name: string, now = false) => {
  const out = await run(name, now);
  if (out.status !== 'done') throw new Error(`${name} was skipped`);
  return out.result;
};
const fcmTo = (token: string) => fcm.messages.filter((m) => m.message.token === token);

describe('"words you are about to forget"', () => {
  it('goes out at the chosen time in the learner’s own zone, once a day, with the card its web actions grade', async () => {
    const a = await learner({ timezone: 'Europe/Moscow', fcmToken: 'fcm-a', due: [DAY2 + 2 * HOUR, DAY2 - DAY, DAY2 + 30 * HOUR] });
    t.clock.set(DAY2 + 15 * HOUR + 59 * 60_000); // 18:59 in Moscow, the default time is 19:00
    expect(await result('reminder-forgetting')).toMatchObject({ sent: 0, notYet: 1 });
    t.clock.set(DAY2 + 16 * HOUR + 5 * 60_000); // 19:05 in Moscow
    expect(await result('reminder-forgetting')).toMatchObject({ sent: 1 });
    const [sent] = fcmTo('fcm-a');
    const data = sent!.message.data as Record<string, string>;
    // Two cards fall below the target before Moscow midnight; the third only tomorrow. The most overdue is graded.
    expect(data).toMatchObject({
      kind: 'forgetting',
      title: '2 words are slipping away',
      cardId: String(systemCards[1]),
      actionKnow: 'I know',
      actionAgain: 'Don’t remember',
      link: `${t.config.appUrl}/training`,
    });
    expect(data.answerId).toMatch(/^[0-9a-f-]{36}$/);

    // One a day: neither this kind again nor another kind the same day.
    t.clock.advance(20 * 60_000);
    expect(await result('reminder-forgetting')).toMatchObject({ sent: 0, remindedToday: 1 });
    expect(await result('reminder-new-cards')).toMatchObject({ sent: 0, remindedToday: 1 });
    expect(fcmTo('fcm-a')).toHaveLength(1);

    // "I know" from the notification: the training answer endpoint with the push's answer id, safe to repeat.
    const grade = () => a.v.post('/api/v1/training/answers', { answers: [{ id: data.answerId, cardId: Number(data.cardId), answer: 'know' }] });
    const first = (await grade()).json().data[0];
    const again = (await grade()).json().data[0];
    expect(first).toMatchObject({ cardId: systemCards[1], replay: false });
    expect(again).toMatchObject({ cardId: systemCards[1], replay: true, due: first.due });
    expect(await t.app.db.selectFrom('reviews').select('id').where('user_id', '=', a.id).execute()).toHaveLength(1);
  });

  it('speaks the learner’s language; two runs at once still send one', async () => {
    await learner({ timezone: 'UTC', locale: 'ru', fcmToken: 'fcm-ru', due: [DAY2 - HOUR, DAY2, DAY2 + HOUR, DAY2 + 2 * HOUR, DAY2 + 3 * HOUR] });
    t.clock.set(DAY2 + 19 * HOUR);
    const ctx = { db: t.app.db, clock: t.clock, config: t.config, log: quiet, now: false };
    const outs = await Promise.all([sendReminders('forgetting', ctx), sendReminders('forgetting', ctx), sendReminders('new-cards', ctx)]);
    expect(outs.reduce((n, o) => n + Number(o.sent), 0)).toBe(1);
    expect(fcmTo('fcm-ru')).toHaveLength(1);
    expect(fcmTo('fcm-ru')[0]!.message.data).toMatchObject({ title: '5 слов ускользают', actionKnow: 'Знаю', actionAgain: 'Не помню' });
  });
});

describe('"new cards are waiting"', () => {
  it('at the chosen time through VK with the /selection deep link; an operator’s --now ignores the hour but never the quiet hours', async () => {
    const b = await learner({ timezone: 'UTC', vkId: '501' });
    const night = await learner({ timezone: 'America/Los_Angeles', vkId: '502' });
    const early = await learner({ timezone: 'UTC', fcmToken: 'fcm-early' });
    expect((await b.v.request({ method: 'PATCH', url: '/api/v1/user/reminders', payload: { time: '10:30' } })).statusCode).toBe(200);
    expect((await early.v.request({ method: 'PATCH', url: '/api/v1/user/reminders', payload: { time: '21:00' } })).statusCode).toBe(200);
    expect((await night.v.request({ method: 'PATCH', url: '/api/v1/user/reminders', payload: { time: '09:00' } })).statusCode).toBe(200);

    t.clock.set(DAY2 + 10 * HOUR + 20 * 60_000);
    expect(await result('reminder-new-cards')).toMatchObject({ sent: 0, notYet: 2, quiet: 1 });
    t.clock.set(DAY2 + 10 * HOUR + 30 * 60_000);
    expect(await result('reminder-new-cards')).toMatchObject({ sent: 1 });
    expect(vk.calls).toHaveLength(1);
    expect(vk.calls[0]).toMatchObject({ user_ids: '501', fragment: '/selection' });
    expect(vk.calls[0]!.message).toMatch(/^New cards are waiting: Today’s selection is ready: pick up to \d+ cards to learn\.$/);

    // --now: the 21:00 learner gets theirs now; 02:30 in Los Angeles stays quiet; the one reminded today stays reminded.
    expect(await result('reminder-new-cards', true)).toMatchObject({ sent: 1, quiet: 1, remindedToday: 1 });
    expect(fcmTo('fcm-early')[0]!.message.data).toMatchObject({ kind: 'new-cards', link: `${t.config.appUrl}/selection` });
    expect(vk.calls).toHaveLength(1);
  });

  it('not when switched off, not when words are slipping (that reminder goes instead), not after the learner came today', async () => {
    const off = await learner({ timezone: 'UTC', fcmToken: 'fcm-off' });
    await learner({ timezone: 'UTC', fcmToken: 'fcm-slipping', due: [DAY2] });
    const came = await learner({ timezone: 'UTC', fcmToken: 'fcm-came', due: [DAY2] });
    const patch = await off.v.request({ method: 'PATCH', url: '/api/v1/user/reminders', payload: { newCards: false } });
    expect(patch.json().data).toMatchObject({ time: '19:00', newCards: false, forgetting: true, streak: true });
    t.clock.set(DAY2 + 9 * HOUR);
    await came.v.post('/api/v1/training/answers', { answers: [{ id: '6b0f6a6e-2d3a-4c52-9a35-9b1b8a0a0001', cardId: systemCards[0], answer: 'know' }] });
    t.clock.set(DAY2 + 19 * HOUR);
    expect(await result('reminder-new-cards')).toMatchObject({ sent: 0, off: 1, nothing: 1, activeToday: 1 });
    expect(await result('reminder-forgetting')).toMatchObject({ sent: 1 });
    expect(fcmTo('fcm-slipping')).toHaveLength(1);
  });
});

describe('"your streak is at risk"', () => {
  it('in the evening, for a streak that ends tonight', async () => {
    const s = await learner({ timezone: 'UTC', fcmToken: 'fcm-streak' });
    await t.app.db.insertInto('streaks').values({ user_id: s.id, current: 4, best: 4, last_day: '2026-11-23', freezes: 0, updated_at: DAY2 - HOUR }).execute();
    const none = await learner({ timezone: 'UTC', fcmToken: 'fcm-nostreak' });
    expect(none.id).toBeGreaterThan(0);
    t.clock.set(DAY2 + 19 * HOUR + 59 * 60_000);
    expect(await result('reminder-streak')).toMatchObject({ sent: 0, notYet: 2 });
    t.clock.set(DAY2 + 20 * HOUR);
    expect(await result('reminder-streak')).toMatchObject({ sent: 1, nothing: 1 });
    expect(fcmTo('fcm-streak')[0]!.message.data).toMatchObject({ kind: 'streak', title: 'Your 4-day streak is at risk', link: `${t.config.appUrl}/training` });
  });
});

describe('"your streak with a friend ends tonight"', () => {
  /** Two learners made friends by an invite, who both trained on the 22nd and 23rd: a friend streak of 2 that needs today. */
  async function friendsWithAStreak(a: Learner, b: Learner) {
    const { code } = (await a.v.post('/api/v1/friends/invites')).json().data;
    expect((await b.v.post(`/api/v1/friends/invites/${code}/accept`)).statusCode).toBe(201);
    for (const l of [a, b]) {
      await t.app.db.insertInto('streak_days').values(['2026-11-22', '2026-11-23'].map((day) => ({ user_id: l.id, day, kind: 'active' as const }))).onConflict((oc) => oc.doNothing()).execute();
      await t.app.db.insertInto('streaks').values({ user_id: l.id, current: 2, best: 2, last_day: '2026-11-23', freezes: 0, updated_at: DAY2 - HOUR }).onConflict((oc) => oc.doNothing()).execute();
    }
  }
  const named = async (l: Learner, name: string) => void (await t.app.db.updateTable('users').set({ name }).where('id', '=', l.id).execute());

  it('joins the evening reminder in the learner’s language, within quiet hours and once a day', async () => {
    const anna = await learner({ timezone: 'UTC', fcmToken: 'fcm-anna' });
    const vera = await learner({ timezone: 'UTC', locale: 'ru', fcmToken: 'fcm-vera' });
    const tokyo = await learner({ timezone: 'Asia/Tokyo', fcmToken: 'fcm-tokyo' });
    const boris = await learner({ timezone: 'UTC' });
    await named(boris, 'Boris');
    for (const l of [anna, vera, tokyo]) await friendsWithAStreak(l, boris);

    // 20:00 in London is 05:00 in Tokyo: quiet there.
    t.clock.set(DAY2 + 20 * HOUR);
    expect(await result('reminder-streak')).toMatchObject({ sent: 2, quiet: 1 });
    expect(fcmTo('fcm-anna')[0]!.message.data).toMatchObject({ kind: 'streak', title: 'Your 2-day streak is at risk', body: 'One short training before midnight keeps it going. Your streak with Boris ends tonight.' });
    expect(fcmTo('fcm-vera')[0]!.message.data).toMatchObject({ title: 'Серия из 2 дней под угрозой', body: 'Одна короткая тренировка до полуночи — и серия продолжится. Boris: ваша общая серия прервётся сегодня ночью.' });
    expect(fcmTo('fcm-tokyo')).toHaveLength(0);
    t.clock.advance(30 * 60_000);
    expect(await result('reminder-streak')).toMatchObject({ sent: 0, remindedToday: 2 });
    expect(fcm.messages).toHaveLength(2);
  });

  it('leaves out a friend who keeps their activity private', async () => {
    const anna = await learner({ timezone: 'UTC', fcmToken: 'fcm-anna' });
    const boris = await learner({ timezone: 'UTC' });
    await named(boris, 'Boris');
    await friendsWithAStreak(anna, boris);
    expect((await boris.v.request({ method: 'PUT', url: '/api/v1/friends/settings', payload: { shareActivity: false } })).statusCode).toBe(200);
    t.clock.set(DAY2 + 20 * HOUR);
    expect(await result('reminder-streak')).toMatchObject({ sent: 1 });
    expect(fcmTo('fcm-anna')[0]!.message.data).toMatchObject({ body: 'One short training before midnight keeps it going.' });
  });
});

describe('reminders nobody answers', () => {
  it('stop after 7 ignored in a row, and start again once the learner comes back', async () => {
    const a = await learner({ timezone: 'UTC', fcmToken: 'fcm-ignoring', due: [DAY2 - DAY, DAY2 - DAY] });
    for (let d = 0; d < 8; d++) {
      t.clock.set(DAY2 + d * DAY + 19 * HOUR);
      await result('reminder-forgetting');
    }
    expect(fcmTo('fcm-ignoring')).toHaveLength(7);
    expect((await a.v.get('/api/v1/user/reminders')).json().data.paused).toBe(true);

    // Back: one answer in training. The next day's reminder goes out again.
    t.clock.set(DAY2 + 8 * DAY + 12 * HOUR);
    await a.v.post('/api/v1/training/answers', { answers: [{ id: '6b0f6a6e-2d3a-4c52-9a35-9b1b8a0a0002', cardId: systemCards[0], answer: 'again' }] });
    expect((await a.v.get('/api/v1/user/reminders')).json().data.paused).toBe(false);
    t.clock.set(DAY2 + 9 * DAY + 19 * HOUR);
    expect(await result('reminder-forgetting')).toMatchObject({ sent: 1 });
    expect(fcmTo('fcm-ignoring')).toHaveLength(8);
  });

  it('a token the provider calls dead is removed, and the day is not used up', async () => {
    const a = await learner({ timezone: 'UTC', fcmToken: 'fcm-dead', due: [DAY2] });
    t.clock.set(DAY2 + 19 * HOUR);
    expect(await result('reminder-forgetting')).toMatchObject({ sent: 0, undelivered: 1 });
    expect(await t.app.db.selectFrom('push_tokens').select('token').where('user_id', '=', a.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('reminders_sent').select('day').where('user_id', '=', a.id).execute()).toEqual([]);
  });
});

describe('GET / PATCH user/reminders', () => {
  it('shows the defaults and the fixed rules, saves choices, refuses quiet hours and bad input in the user’s language', async () => {
    const a = await learner({ timezone: 'UTC', locale: 'ru' });
    expect((await a.v.get('/api/v1/user/reminders')).json().data).toEqual({
      time: '19:00',
      forgetting: true,
      newCards: true,
      streak: true,
      streakTime: '20:00',
      quietHours: { from: '22:00', until: '09:00' },
      paused: false,
      // No device registered: no reminder can arrive yet (the settings screen says so).
      delivery: { devices: 0, channels: ['firebase', 'vk_mini_app'] },
    });
    const quietTime = await a.v.request({ method: 'PATCH', url: '/api/v1/user/reminders', payload: { time: '23:30' } });
    expect(quietTime.statusCode).toBe(422);
    expect(quietTime.json().errors.time).toEqual(['Выберите время с 09:00 до 21:59']);
    const bad = await a.v.request({ method: 'PATCH', url: '/api/v1/user/reminders', payload: { time: '7pm', streak: 'yes', sound: true } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sound', 'streak', 'time']);
    expect((await a.v.get('/api/v1/user/reminders')).json().data.time).toBe('19:00');
    const ok = await a.v.request({ method: 'PATCH', url: '/api/v1/user/reminders', payload: { time: '09:15', streak: false } });
    expect(ok.json().data).toMatchObject({ time: '09:15', streak: false, forgetting: true });
    expect((await a.v.get('/api/v1/user/reminders')).json().data).toMatchObject({ time: '09:15', streak: false });
    expect((await t.visitor().get('/api/v1/user/reminders')).statusCode).toBe(401);
  });

  it('say how many devices a reminder can reach: those of a provider this server can send through', async () => {
    const web = await learner({ timezone: 'UTC', fcmToken: 'fcm-device' });
    expect((await web.v.get('/api/v1/user/reminders')).json().data.delivery).toEqual({ devices: 1, channels: ['firebase', 'vk_mini_app'] });
    // A server without push providers (no FCM service account, no VK key) reaches no device, registered or not.
    const bare = await startTestApp();
    try {
      const v = bare.visitor();
      await v.post('/api/v1/auth/guest', { timezone: 'UTC' });
      expect((await v.post('/api/v1/user/push-token', { token: 'fcm-unsendable', provider: 'firebase' })).statusCode).toBe(204);
      expect((await v.get('/api/v1/user/reminders')).json().data.delivery).toEqual({ devices: 0, channels: [] });
    } finally {
      await bare.close();
    }
  });
});
