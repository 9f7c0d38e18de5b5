import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { State } from 'ts-fsrs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { learnerIn, register } from '../../test/accounts';
import { startTestApp, type Visitor } from '../../test/harness';
import { takeTest } from '../../test/level-test-taker';
import { loadSampleVocabulary } from '../../test/vocabulary';
import { localDay } from '../../domain/local-day';

const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  // A mini app is configured: a story shared inside VK carries its address (vk.com/app51234567), one on the web the site's.
  t = await startTestApp({ vk: { appId: 51234567, secret: 'test-vk-protected-key', launchMaxAgeSeconds: 3600 } });
  t.clock.set(Date.parse('2026-11-28T12:00:00Z'));
  await loadSampleVocabulary(t.app.db, t.clock.now());
});
afterEach(() => t.close());

/** A short training as the training screen sends it: one new card, answered, the session finished (the day counts). */
async function trainOnce(v: Visitor) {
  const [card] = (await v.get('/api/v1/feeds/main?limit=5')).json().data as Array<{ id: number }>;
  expect((await v.post(`/api/v1/cards/${card!.id}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
  const sessionId = randomUUID();
  const answers = [{ id: randomUUID(), cardId: card!.id, answer: 'know', reviewedAt: new Date(t.clock.now()).toISOString() }];
  expect((await v.post('/api/v1/training/answers', { sessionId, answers })).statusCode).toBe(200);
  expect((await v.post(`/api/v1/training/sessions/${sessionId}/finish`)).statusCode).toBe(200);
}

/** A streak of `days` that last counted yesterday: today's training makes it `days + 1`. */
async function streakUntilYesterday(userId: number, days: number) {
  const yesterday = localDay(t.clock.now() - DAY, 'UTC');
  await t.app.db.insertInto('streaks').values({ user_id: userId, current: days, best: days, last_day: yesterday, freezes: 0, updated_at: t.clock.now() }).execute();
}

const milestones = async (v: Visitor) => (await v.get('/api/v1/stories')).json().data as Array<{ key: string; offer: string }>;
const picture = (v: Visitor, key: string, lang: string, query = '') => v.get(`/api/v1/stories/${key}${query}`, { 'accept-language': lang });
const answer = (v: Visitor, key: string, offer: string, xsrf = true) => v.request({ method: 'PUT', url: `/api/v1/stories/${key}`, payload: { offer }, xsrf });

describe('a streak of 7 days', () => {
  it('is offered once reached, and its story is a 1080×1920 picture in the learner’s language', async () => {
    const anna = await learnerIn(t);
    await streakUntilYesterday(anna.id, 6);
    expect(await milestones(anna.v)).toEqual([]);
    expect((await picture(anna.v, 'streak-7', 'en')).statusCode).toBe(404);

    await trainOnce(anna.v);
    expect(await milestones(anna.v)).toEqual([{ key: 'streak-7', kind: 'streak', days: 7, reachedAt: new Date(t.clock.now()).toISOString(), offer: 'open' }]);
    // A second training the same day counts nothing twice.
    await trainOnce(anna.v);
    expect((await milestones(anna.v)).map((m) => m.key)).toEqual(['streak-7']);

    const bytes: Record<string, Buffer> = {};
    for (const lang of ['en', 'ru']) {
      const res = await picture(anna.v, 'streak-7', lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-language']).toBe(lang);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);
      bytes[lang] = res.rawPayload;
    }
    // Drawn in the language: the words differ (story-picture.test.ts reads the texts, the name and the link).
    expect(bytes.en!.equals(bytes.ru!)).toBe(false);
    expect((await picture(anna.v, 'streak-7', 'en', '?name=1&for=vk')).rawPayload.equals(bytes.en!)).toBe(false);
    expect((await picture(anna.v, 'streak-7', 'en', '?for=facebook')).statusCode).toBe(422);
    // Renders are CPU work: on a loaded machine over PostgreSQL this test has taken 19 s.
  }, 60_000);

  it('has a story for its learner only, and none for milestones never reached', async () => {
    const anna = await learnerIn(t);
    await streakUntilYesterday(anna.id, 6);
    await trainOnce(anna.v);
    const boris = await learnerIn(t, 'Boris');
    expect((await picture(boris.v, 'streak-7', 'en')).statusCode).toBe(404);
    expect((await answer(boris.v, 'streak-7', 'dismissed')).statusCode).toBe(404);
    expect((await picture(t.visitor(), 'streak-7', 'en')).statusCode).toBe(401);
    for (const key of ['streak-30', 'streak-8', 'words-100', 'level-b1', 'level-novice', 'streak-7x', '..', 'x'.repeat(25)]) {
      expect((await picture(anna.v, encodeURIComponent(key), 'en')).statusCode, key).toBeOneOf([404, 422]);
    }
    expect((await answer(anna.v, 'streak-30', 'shared')).statusCode).toBe(404);
  });

  it('keeps the learner’s answer: a dismissed offer stays dismissed, a share after it counts', async () => {
    const anna = await learnerIn(t);
    await streakUntilYesterday(anna.id, 29);
    await trainOnce(anna.v);
    expect((await answer(anna.v, 'streak-30', 'dismissed', false)).statusCode).toBe(419);
    expect((await answer(anna.v, 'streak-30', 'later')).statusCode).toBe(422);
    expect((await milestones(anna.v))[0]).toMatchObject({ key: 'streak-30', days: 30, offer: 'open' });

    const dismissed = await answer(anna.v, 'streak-30', 'dismissed');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().data).toMatchObject({ key: 'streak-30', offer: 'dismissed' });
    expect((await milestones(anna.v))[0]!.offer).toBe('dismissed');
    // The picture can still be had (the learner may share it later), and a share after "not now" is a share.
    expect((await picture(anna.v, 'streak-30', 'ru')).statusCode).toBe(200);
    expect((await answer(anna.v, 'streak-30', 'shared')).json().data.offer).toBe('shared');
    expect((await answer(anna.v, 'streak-30', 'dismissed')).json().data.offer).toBe('shared');
  });
});

describe('other milestones', () => {
  it('a level from the level test is one', async () => {
    const anna = await learnerIn(t);
    const { result } = await takeTest(anna.v, 'medium', ['a1', 'a2', 'b1']);
    expect((await milestones(anna.v)).map((m) => [m.key, m.offer])).toEqual([[`level-${result.level}`, 'open']]);
    const res = await picture(anna.v, `level-${result.level}`, 'ru');
    expect((await sharp(res.rawPayload).metadata()).height).toBe(1920);
  });

  it('the hundredth learned word is one', async () => {
    const anna = await learnerIn(t);
    const now = t.clock.now();
    const cards = await t.app.db.selectFrom('cards').select('id').orderBy('id').limit(100).execute();
    expect(cards).toHaveLength(100);
    const base = { user_id: anna.id, decision: 'learn' as const, difficulty: 5, learning_steps: 0, lapses: 0, state: State.Review, decided_at: now - 90 * DAY, updated_at: now };
    // 99 words learned long ago, and one stable for 29 days that is due now: a right answer makes it learned.
    await t.app.db
      .insertInto('user_cards')
      .values(cards.slice(0, 99).map((c) => ({ ...base, card_id: c.id, stage: 'learned' as const, due: now + 20 * DAY, stability: 60, elapsed_days: 40, scheduled_days: 60, reps: 8, last_review: now - 40 * DAY })))
      .execute();
    const last = cards[99]!.id;
    await t.app.db.insertInto('user_cards').values({ ...base, card_id: last, stage: 'fixing', due: now - 1000, stability: 29, elapsed_days: 29, scheduled_days: 29, reps: 6, last_review: now - 29 * DAY }).execute();
    expect(await milestones(anna.v)).toEqual([]);

    const res = await anna.v.post('/api/v1/training/answers', { answers: [{ id: randomUUID(), cardId: last, answer: 'know', reviewedAt: new Date(now).toISOString() }] });
    expect(res.json().data[0]).toMatchObject({ stageBefore: 'fixing', stageAfter: 'learned' });
    expect((await milestones(anna.v)).map((m) => m.key)).toContain('words-100');
    const story = await picture(anna.v, 'words-100', 'en');
    expect((await sharp(story.rawPayload).metadata()).width).toBe(1080);
  });

  it('a guest’s milestones and answers go with them into the account they log in to', async () => {
    const owner = t.visitor();
    const { email, password, user } = await register(owner);
    await t.app.db.insertInto('milestones').values({ user_id: user.id, milestone: 'level-a2', reached_at: t.clock.now(), answer: 'shared', answered_at: t.clock.now() }).execute();
    const v = t.visitor();
    const guest = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
    await streakUntilYesterday(guest.id, 6);
    await trainOnce(v);
    expect((await answer(v, 'streak-7', 'dismissed')).statusCode).toBe(200);
    expect((await v.post('/api/v1/login', { email, password })).json().data.id).toBe(user.id);
    expect((await milestones(v)).map((m) => [m.key, m.offer])).toEqual([
      ['level-a2', 'shared'],
      ['streak-7', 'dismissed'],
    ]);
  }, 60_000);
});
