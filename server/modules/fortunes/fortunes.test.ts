import { afterEach, describe, expect, it } from 'vitest';
import { guestVisitor } from '../../test/accounts';
import { startTestApp } from '../../test/harness';
import { loadSampleVocabulary } from '../../test/vocabulary';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

const NOON_UTC = Date.parse('2026-11-28T12:00:00Z');

async function setUp() {
  const t = await startTestApp();
  closers.push(t.close);
  t.clock.set(NOON_UTC);
  await loadSampleVocabulary(t.app.db, NOON_UTC);
  const guest = (timezone = 'UTC') => guestVisitor(t, { timezone });
  const admin = await guestVisitor(t, { admin: true });
  const count = async () => Number((await t.app.db.selectFrom('fortunes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { t, guest, admin, count };
}

describe('the saying of the day (GET fortunes/today)', () => {
  it('ships the starter set and gives everyone the same saying all day, a new one the next day', async () => {
    const { t, guest, count } = await setUp();
    expect(await count()).toBeGreaterThanOrEqual(120);
    const anonymous = await t.visitor().get('/api/v1/fortunes/today?tz=Europe/Moscow');
    expect(anonymous.statusCode).toBe(200);
    const today = anonymous.json().data;
    expect(today).toMatchObject({ id: expect.any(Number), en: expect.any(String), ru: expect.any(String), level: expect.stringMatching(/^[abc][12]$/), day: '2026-11-28' });
    const anna = await guest('Europe/Moscow');
    expect((await anna.v.get('/api/v1/fortunes/today')).json().data.id).toBe(today.id);
    // Later the same day, and on another device of hers (a new session on the same account reads her zone).
    t.clock.set(NOON_UTC + 6 * 3600_000);
    expect((await anna.v.get('/api/v1/fortunes/today')).json().data.id).toBe(today.id);
    // 22:00 UTC is already tomorrow in Moscow: a new saying there, still today's in UTC.
    t.clock.set(NOON_UTC + 10 * 3600_000);
    const utc = await guest('UTC');
    const tomorrowInMoscow = (await anna.v.get('/api/v1/fortunes/today')).json().data;
    expect(tomorrowInMoscow.day).toBe('2026-11-29');
    expect(tomorrowInMoscow.id).not.toBe(today.id);
    expect((await utc.v.get('/api/v1/fortunes/today')).json().data.day).toBe('2026-11-28');
  });

  it('keeps the day’s saying when the operator adds one, and shows a saying pinned to the date instead', async () => {
    const { t, guest, admin } = await setUp();
    const anna = await guest();
    const first = (await anna.v.get('/api/v1/fortunes/today')).json().data;
    const added = await admin.v.post('/api/v1/admin/fortunes', { en: 'Knowledge is power.', ru: 'Знание — сила.', level: 'a2' });
    expect(added.statusCode).toBe(201);
    expect((await anna.v.get('/api/v1/fortunes/today')).json().data.id).toBe(first.id);

    const pinned = await admin.v.post('/api/v1/admin/fortunes', { en: '  Time   is money. ', ru: 'Время — деньги.', level: 'a1', date: '2026-11-28' });
    expect(pinned.statusCode).toBe(201);
    expect(pinned.json().data).toMatchObject({ en: 'Time is money.', date: '2026-11-28', enabled: true });
    const seen = (await anna.v.get('/api/v1/fortunes/today')).json().data;
    expect(seen).toMatchObject({ id: pinned.json().data.id, en: 'Time is money.', ru: 'Время — деньги.' });
    // Its words lead to base-vocabulary cards the learner can add to learning.
    const time = seen.words.find((w: { text: string }) => w.text === 'Time');
    expect(time).toMatchObject({ headword: 'time', cardId: expect.any(Number), translation: expect.any(String), decision: null });
    // The saying's word goes into learning without a feed decision: it spends no move.
    const learn = await anna.v.post(`/api/v1/fortunes/today/words/${time.cardId}/learn`, {});
    expect(learn.statusCode).toBe(200);
    expect(learn.json().data).toMatchObject({ cardId: time.cardId, headword: 'time', decision: 'learn' });
    expect(await t.app.db.selectFrom('user_cards').select(['decision', 'stage']).where('user_id', '=', anna.id).where('card_id', '=', time.cardId).executeTakeFirst()).toEqual({ decision: 'learn', stage: 'learning' });
    expect(await t.app.db.selectFrom('decisions').selectAll().where('user_id', '=', anna.id).execute()).toEqual([]);
    // Again: unchanged. A card that is not a word of today's saying: 404.
    expect((await anna.v.post(`/api/v1/fortunes/today/words/${time.cardId}/learn`, {})).json().data.decision).toBe('learn');
    const other = await t.app.db.selectFrom('cards').select('id').where('word', '=', 'house').executeTakeFirstOrThrow();
    expect((await anna.v.post(`/api/v1/fortunes/today/words/${other.id}/learn`, {})).statusCode).toBe(404);
    expect((await t.visitor().post(`/api/v1/fortunes/today/words/${time.cardId}/learn`, {})).statusCode).toBe(401);
    const after = (await anna.v.get('/api/v1/fortunes/today')).json().data;
    expect(after.words.find((w: { text: string }) => w.text === 'Time').decision).toBe('learn');

    // Disabled, the pinned saying gives way to the rotation's pick again.
    const off = await admin.v.request({ method: 'PATCH', url: `/api/v1/admin/fortunes/${pinned.json().data.id}`, payload: { enabled: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    expect((await anna.v.get('/api/v1/fortunes/today')).json().data.id).toBe(first.id);
  });
});

describe('the operator’s sayings (admin/fortunes)', () => {
  it('lists, searches, edits, schedules and deletes', async () => {
    const { admin, count } = await setUp();
    const list = await admin.v.get('/api/v1/admin/fortunes?search=rome&perPage=10');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ total: 3, page: 1, perPage: 10 });
    expect(list.json().data.map((f: { en: string }) => f.en).sort()).toEqual(['All roads lead to Rome.', 'Rome wasn\'t built in a day.', 'When in Rome, do as the Romans do.']);
    const id = list.json().data[0].id;
    const edited = await admin.v.request({ method: 'PATCH', url: `/api/v1/admin/fortunes/${id}`, payload: { ru: 'Все дороги ведут в Рим.', date: '2026-12-31', level: 'b1' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id, ru: 'Все дороги ведут в Рим.', date: '2026-12-31', level: 'b1' });
    const scheduled = await admin.v.get('/api/v1/admin/fortunes?status=scheduled');
    expect(scheduled.json().data.map((f: { id: number }) => f.id)).toEqual([id]);
    const back = await admin.v.request({ method: 'PATCH', url: `/api/v1/admin/fortunes/${id}`, payload: { date: null } });
    expect(back.json().data.date).toBeNull();
    const before = await count();
    expect((await admin.v.request({ method: 'DELETE', url: `/api/v1/admin/fortunes/${id}` })).statusCode).toBe(204);
    expect(await count()).toBe(before - 1);
    expect((await admin.v.request({ method: 'DELETE', url: `/api/v1/admin/fortunes/${id}` })).statusCode).toBe(404);
    expect((await admin.v.request({ method: 'PATCH', url: `/api/v1/admin/fortunes/${id}`, payload: { enabled: true } })).statusCode).toBe(404);
  });

  it('refuses bad input in the admin’s language and writes nothing', async () => {
    const { admin, count } = await setUp();
    const before = await count();
    const bad = await admin.v.post('/api/v1/admin/fortunes', { en: '<b>Hi</b>', ru: '', level: 'z9', date: '2026-02-30', extra: 1 }, { 'accept-language': 'ru' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      en: ['Разметка и скрипты не допускаются'],
      ru: ['Поле обязательно для заполнения'],
      level: ['Неверное значение'],
      date: ['Дата в виде ГГГГ-ММ-ДД'],
      extra: ['Неизвестное поле'],
    });
    const first = await admin.v.post('/api/v1/admin/fortunes', { en: 'Time flies.', ru: 'Время летит.', level: 'a2', date: '2027-01-01' });
    expect(first.statusCode).toBe(201);
    const taken = await admin.v.post('/api/v1/admin/fortunes', { en: 'Carpe diem.', ru: 'Лови момент.', level: 'b2', date: '2027-01-01' }, { 'accept-language': 'en' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ date: ['Another saying is already set for this date'] });
    expect(await count()).toBe(before + 1);
    const long = await admin.v.request({ method: 'PATCH', url: `/api/v1/admin/fortunes/${first.json().data.id}`, payload: { en: 'x'.repeat(201) } });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ en: ['No more than 200 characters'] });
  });

  it('is for admins only, and writes need the CSRF token', async () => {
    const { t, guest, admin } = await setUp();
    const learner = await guest();
    expect((await learner.v.get('/api/v1/admin/fortunes')).statusCode).toBe(403);
    expect((await learner.v.post('/api/v1/admin/fortunes', { en: 'A', ru: 'Б', level: 'a1' })).statusCode).toBe(403);
    expect((await learner.v.request({ method: 'DELETE', url: '/api/v1/admin/fortunes/1' })).statusCode).toBe(403);
    expect((await t.visitor().get('/api/v1/admin/fortunes')).statusCode).toBe(401);
    const forged = await admin.v.request({ method: 'POST', url: '/api/v1/admin/fortunes', payload: { en: 'A', ru: 'Б', level: 'a1' }, xsrf: false });
    expect(forged.statusCode).toBe(419);
  });
});
