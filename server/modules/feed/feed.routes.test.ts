import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type Visitor } from '../../test/harness';
import { echoClient, first } from '../../test/realtime-clients';
import { loadSampleVocabulary } from '../../test/vocabulary';
import { issueAccessToken } from '../auth/access-tokens';
import { shouldCheck } from './check-question';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp({ photosDir: mkdtempSync(join(tmpdir(), 'slovo-photos-')) });
  await loadSampleVocabulary(t.app.db, t.clock.now());
});
afterEach(() => t.close());

async function guest(timezone = 'Europe/Moscow') {
  const v = t.visitor();
  const user = (await v.post('/api/v1/auth/guest', { timezone })).json().data as { id: number };
  return { v, user };
}
const feed = async (v: Visitor, name = 'main', q = '') => (await v.get(`/api/v1/feeds/${name}${q}`)).json();
const decide = (v: Visitor, cardId: number, decision: 'know' | 'learn', id: string = randomUUID()) =>
  v.post(`/api/v1/cards/${cardId}/decisions`, { id, decision });

/** Cards the check question would not interrupt, so "I know" is final at once. */
const unchecked = (userId: number, cards: Array<{ id: number }>) => cards.filter((c) => !shouldCheck(userId, c.id));

describe('the feed', () => {
  it('shows an anonymous visitor an A1 sample with photos, and asks them to start before deciding', async () => {
    const body = await feed(t.visitor());
    expect(body.meta.anonymous).toBe(true);
    expect(body.meta.rules).toEqual({ moves: 20, repeatToday: 25, total: 50 });
    expect(body.data.length).toBe(20);
    expect(new Set(body.data.map((c: { word: string }) => c.word)).size).toBe(20);
    for (const c of body.data) {
      expect(c).toMatchObject({ level: 'a1', collection: 'system', decision: null });
      expect(c.photos.large).toMatch(/^\/photos\/\d+\/\d\/[0-9a-f]{12}-large\.webp$/);
    }
    const res = await t.visitor().post(`/api/v1/cards/${body.data[0].id}/decisions`, { id: randomUUID(), decision: 'know' });
    expect(res.statusCode).toBe(401);
  });

  it("says each system card's part of speech, from its dictionary entry (the desktop feed shows it beside the card)", async () => {
    const body = await feed(t.visitor());
    const ids = body.data.map((c: { id: number }) => c.id);
    const rows = await t.app.db.selectFrom('cards').innerJoin('words', 'words.id', 'cards.word_id').select(['cards.id', 'words.pos']).where('cards.id', 'in', ids).execute();
    for (const c of body.data) expect(c.partOfSpeech).toBe(rows.find((r) => r.id === c.id)!.pos);
    expect(body.data.some((c: { partOfSpeech: string }) => c.partOfSpeech === 'noun')).toBe(true);
  });

  /** The tier photo-cards.ts puts a card in, recomputed here from the dictionary row. */
  async function tiersOf(ids: number[]) {
    const rows = await t.app.db
      .selectFrom('cards')
      .innerJoin('words', 'words.id', 'cards.word_id')
      .select(['cards.id', 'words.headword', 'words.pos', 'words.level', 'words.emoji', 'words.concrete'])
      .where('cards.id', 'in', ids)
      .execute();
    const grammar = await t.app.db.selectFrom('words').select(['headword', 'level']).where('pos', 'in', ['determiner', 'pronoun', 'preposition', 'conjunction', 'modal']).execute();
    return ids.map((id) => {
      const w = rows.find((r) => r.id === id)!;
      expect(['determiner', 'pronoun', 'preposition', 'conjunction', 'modal']).not.toContain(w.pos);
      if (grammar.some((g) => g.headword === w.headword && g.level < w.level)) return { word: w.headword, tier: 2 };
      if (w.concrete === 1 && w.emoji !== null && w.pos === 'noun') return { word: w.headword, tier: 0 };
      return { word: w.headword, tier: w.concrete === 1 ? 1 : 2 };
    });
  }
  const inOrder = (tiers: Array<{ tier: number }>) => tiers.every((x, i) => i === 0 || tiers[i - 1]!.tier <= x.tier);

  it('opens with concrete words: pictured things first, then other concrete words, never a grammar word', async () => {
    const grammarInBase = await t.app.db.selectFrom('words').select('id').where('level', '=', 'a1').where('pos', 'in', ['determiner', 'pronoun', 'preposition', 'conjunction']).execute();
    expect(grammarInBase.length).toBeGreaterThan(0);
    const anonymous = await tiersOf((await feed(t.visitor())).data.map((c: { id: number }) => c.id));
    expect(anonymous[0]!.tier).toBe(0);
    expect(inOrder(anonymous), JSON.stringify(anonymous)).toBe(true);

    const { v } = await guest();
    const today = await tiersOf((await feed(v, 'main', '?limit=50')).data.map((c: { id: number }) => c.id));
    expect(today[0]!.tier).toBe(0);
    expect(inOrder(today), JSON.stringify(today)).toBe(true);
  });

  it('opens a new learner’s feed at their level with its concrete words, and the A2 "can" (банка) does not lead on the modal’s frequency', async () => {
    const { v } = await guest();
    expect((await v.post('/api/v1/level-test/reject', { level: 'a2' })).statusCode).toBe(200);
    const body = await feed(v, 'main', '?limit=50');
    expect(new Set(body.data.map((c: { level: string }) => c.level))).toEqual(new Set(['a2']));
    const today = await tiersOf(body.data.map((c: { id: number }) => c.id));
    expect(today[0]!.tier).toBe(0);
    expect(inOrder(today), JSON.stringify(today)).toBe(true);
    const can = await t.app.db.selectFrom('words').select(['concrete', 'emoji']).where('headword', '=', 'can').where('pos', '=', 'noun').executeTakeFirst();
    expect(can, 'the sample holds the noun "can"').toMatchObject({ concrete: 1 });
    const at = today.findIndex((x) => x.word === 'can');
    expect(at === -1 || today[at]!.tier === 2).toBe(true);
  });

  it('gives a user today’s selection at their level, each card leaving 24 hours after it was first shown', async () => {
    const { v, user } = await guest();
    const body = await feed(v, 'main', '?limit=50');
    expect(body.data).toHaveLength(30);
    // It names whose feed it is (index.html asks before the app knows the session; the app checks).
    expect(body.meta.userId).toBe(user.id);
    expect(new Set(body.data.map((c: { level: string }) => c.level))).toEqual(new Set(['a1']));
    expect(body.data[0].expiresAt).toBe(new Date(t.clock.now() + 24 * 3600_000).toISOString());
    expect(body.meta.moves).toMatchObject({ total: 20, used: 0, left: 20 });
    // Moscow midnight after 2026-11-22 09:00 UTC is 21:00 UTC.
    expect(body.meta.moves.refillAt).toBe('2026-11-22T21:00:00.000Z');
    t.clock.advance(24 * 3600_000 + 1);
    const later = await feed(v, 'main', '?limit=50');
    expect(later.data.some((c: { id: number }) => body.data.some((o: { id: number }) => o.id === c.id))).toBe(false);
  });

  it('offers each word once, even where the dictionary has it twice, and not again once the learner has it', async () => {
    const dupes = await t.app.db
      .selectFrom('cards')
      .select(['word', (eb) => eb.fn.countAll<number>().as('n')])
      .where('collection', '=', 'system')
      .where('level', '=', 'a1')
      .groupBy('word')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(dupes.length, 'the sample has a headword twice at A1').toBeGreaterThan(0);
    const { v, user } = await guest();
    const first = (await feed(v, 'main', '?limit=50')).data as Array<{ id: number; word: string }>;
    const words = first.map((c) => c.word.toLowerCase());
    expect(new Set(words).size).toBe(words.length);
    // "Learn" one of the doubled words (its other card stays unseen), then come back the next day.
    const twin = first.find((c) => dupes.some((d) => d.word === c.word));
    if (twin) expect((await decide(v, twin.id, 'learn')).statusCode).toBe(201);
    t.clock.advance(24 * 3600_000 + 1);
    const next = (await feed(v, 'main', '?limit=50')).data as Array<{ id: number; word: string }>;
    const mine = await t.app.db.selectFrom('user_cards').innerJoin('cards', 'cards.id', 'user_cards.card_id').select('cards.word').where('user_id', '=', user.id).execute();
    for (const c of next) expect(mine.map((m) => m.word)).not.toContain(c.word);
    expect(twin, 'a doubled word was in the first selection').toBeTruthy();
  });

  it('pages with an opaque cursor without repeating cards', async () => {
    const { v } = await guest();
    const first = await feed(v, 'main', '?limit=12');
    const second = await feed(v, 'main', `?limit=12&cursor=${first.meta.nextCursor}`);
    const third = await feed(v, 'main', `?limit=12&cursor=${second.meta.nextCursor}`);
    const ids = [...first.data, ...second.data, ...third.data].map((c: { id: number }) => c.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(third.meta.nextCursor).toBeNull();
    expect((await v.get('/api/v1/feeds/main?cursor=%%%')).statusCode).toBe(422);
  });
});

describe('decisions', () => {
  it('"Learn" spends a move, starts learning, and takes the card out of the feed; a replay changes nothing', async () => {
    const { v } = await guest();
    const [card] = (await feed(v)).data;
    const id = randomUUID();
    const first = await decide(v, card.id, 'learn', id);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ card: { id: card.id, decision: 'learn', stage: 'learning' }, moves: { left: 19 }, check: null });
    const replay = await decide(v, card.id, 'learn', id);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.moves.left).toBe(19);
    expect((await feed(v, 'main', '?limit=50')).data.some((c: { id: number }) => c.id === card.id)).toBe(false);
  });

  it('answers 412 no-steps after 20 moves, and refills at the user’s local midnight', async () => {
    const { v, user } = await guest();
    const cards = (await feed(v, 'main', '?limit=50')).data;
    // "I know" only where no check question is asked, so each decision is one plain move.
    const kind = (c: { id: number }, i: number) => (i % 2 && !shouldCheck(user.id, c.id) ? 'know' : 'learn');
    for (let i = 0; i < 20; i++) expect((await decide(v, cards[i]!.id, kind(cards[i]!, i))).statusCode).toBe(201);
    const blocked = await decide(v, cards[20]!.id, kind(cards[20]!, 21));
    expect(blocked.statusCode).toBe(412);
    expect(blocked.json()).toEqual({ message: 'No moves left for today', code: 'no-steps' });
    t.clock.set(Date.parse('2026-11-22T21:00:01Z'));
    expect((await decide(v, cards[20]!.id, kind(cards[20]!, 21))).statusCode).toBe(201);
  });

  it('blocks "Learn" at 50 cards in learning (too-more-total) but still allows "I know"', async () => {
    const { v, user } = await guest();
    const cards = await t.app.db.selectFrom('cards').select('id').where('level', '!=', 'a1').limit(50).execute();
    const now = t.clock.now();
    await t.app.db
      .insertInto('user_cards')
      .values(cards.map((c) => ({ user_id: user.id, card_id: c.id, decision: 'learn' as const, stage: 'learning' as const, due: now, stability: 0, difficulty: 0, elapsed_days: 0, scheduled_days: 0, learning_steps: 0, reps: 0, lapses: 0, state: 0, last_review: null, decided_at: now, updated_at: now })))
      .execute();
    const feedCards = unchecked(user.id, (await feed(v)).data);
    const res = await decide(v, feedCards[0]!.id, 'learn');
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({ message: 'Too many cards in learning', code: 'too-more-total' });
    expect((await decide(v, feedCards[0]!.id, 'know')).statusCode).toBe(201);
  });

  it('blocks "Learn" when more than 25 cards are due for repeating today (too-more-today)', async () => {
    const { v, user } = await guest();
    const cards = await t.app.db.selectFrom('cards').select('id').where('level', '!=', 'a1').limit(26).execute();
    const now = t.clock.now();
    await t.app.db
      .insertInto('user_cards')
      .values(cards.map((c) => ({ user_id: user.id, card_id: c.id, decision: 'learn' as const, stage: 'repeating' as const, due: now + 3600_000, stability: 5, difficulty: 5, elapsed_days: 3, scheduled_days: 3, learning_steps: 0, reps: 3, lapses: 0, state: 2, last_review: now - 3 * 86_400_000, decided_at: now, updated_at: now })))
      .execute();
    const res = await decide(v, (await feed(v)).data[0].id, 'learn');
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe('too-more-today');
  });

  it('checks about one "I know" in four with four options; a miss puts the card into learning', async () => {
    const { v, user } = await guest();
    const cards = (await feed(v, 'main', '?limit=50')).data as Array<{ id: number; translation: string }>;
    const checked = cards.filter((c) => shouldCheck(user.id, c.id));
    expect(checked.length).toBeGreaterThanOrEqual(2);
    expect(checked.length).toBeLessThan(cards.length / 2);
    const [a, b] = checked as [(typeof cards)[0], (typeof cards)[0]];
    const askA = (await decide(v, a.id, 'know')).json().data;
    expect(askA.check.options).toHaveLength(4);
    expect(new Set(askA.check.options).size).toBe(4);
    expect(askA.check.options).toContain(a.translation);
    const wrong = askA.check.options.find((o: string) => o !== a.translation);
    const missed = await v.post(`/api/v1/decisions/${askA.decision.id}/check`, { answer: wrong });
    expect(missed.json().data).toMatchObject({ correct: false, answer: a.translation, card: { stage: 'learning' } });
    const askB = (await decide(v, b.id, 'know')).json().data;
    const hit = await v.post(`/api/v1/decisions/${askB.decision.id}/check`, { answer: b.translation });
    expect(hit.json().data).toMatchObject({ correct: true, card: { stage: 'known' } });
    // Answering again changes nothing.
    const again = await v.post(`/api/v1/decisions/${askA.decision.id}/check`, { answer: a.translation });
    expect(again.json().data.correct).toBe(false);
  });

  it('undoes the last decision, refunding the move and returning the card to the feed', async () => {
    const { v } = await guest();
    const [c1, c2] = (await feed(v)).data;
    const d1 = (await decide(v, c1.id, 'learn')).json().data.decision.id;
    t.clock.advance(5_000);
    const d2 = (await decide(v, c2.id, 'learn')).json().data.decision.id;
    const older = await v.post(`/api/v1/decisions/${d1}/undo`);
    expect(older.statusCode).toBe(412);
    expect(older.json().code).toBe('undo-unavailable');
    const undone = await v.post(`/api/v1/decisions/${d2}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toMatchObject({ moves: { left: 19 }, card: { id: c2.id, decision: null } });
    expect((await feed(v, 'main', '?limit=50')).data.some((c: { id: number }) => c.id === c2.id)).toBe(true);
  });

  it('rejects a malformed decision and an unknown card', async () => {
    const { v } = await guest();
    const [c] = (await feed(v)).data;
    expect((await v.post(`/api/v1/cards/${c.id}/decisions`, { id: 'not-a-uuid', decision: 'know' })).statusCode).toBe(422);
    expect((await v.post(`/api/v1/cards/${c.id}/decisions`, { id: randomUUID(), decision: 'maybe' })).statusCode).toBe(422);
    expect((await decide(v, 999_999, 'know')).statusCode).toBe(404);
    expect((await v.get('/api/v1/user/progress')).statusCode).toBe(200);
    expect((await feed(v)).meta.moves.left).toBe(20);
  });
});

describe('level-up', () => {
  it('is offered after mostly "I know" at the level, and raises the level when accepted', async () => {
    const { v, user } = await guest();
    expect((await v.post('/api/v1/user/level-up', { to: 'a2' })).statusCode).toBe(412);
    const all = (await feed(v, 'main', '?limit=50')).data as Array<{ id: number }>;
    const knowable = unchecked(user.id, all).slice(0, 17);
    // "Learn" is never checked: any other card of the page will do.
    const cards = [...knowable, ...all.filter((c) => !knowable.includes(c)).slice(0, 3)];
    for (const c of cards.slice(0, 17)) await decide(v, c.id, 'know');
    for (const c of cards.slice(17, 20)) await decide(v, c.id, 'learn');
    const offer = (await feed(v)).meta.levelUp;
    expect(offer).toEqual({ from: 'a1', to: 'a2', known: 17, of: 20 });
    // The decision that qualifies already carries the offer.
    const last = await t.app.db.selectFrom('decisions').select('id').where('user_id', '=', user.id).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    expect((await decide(v, cards[17]!.id, 'learn', last.id)).json().data.levelUp).toEqual(offer);
    // The learner's phone, open on the old level's cards, hears that there are new ones (a real Echo client).
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const echo = echoClient((t.app.server.address() as { port: number }).port, t.config.realtime, await issueAccessToken(t.app.db, user.id, 'phone', t.clock.now()));
    try {
      const phone = echo.private(`App.Models.User.${user.id}`);
      await first('subscription', (done) => phone.subscribed(() => done(undefined)));
      const newCards = first<unknown>('NewCardsAvailable', (done) => phone.listen('NewCardsAvailable', done));
      expect((await feed(v)).meta.moves.left).toBe(0);
      const res = await v.post('/api/v1/user/level-up', { to: 'a2' });
      expect(res.json().data.level).toBe('a2');
      expect(await newCards).toEqual({ reason: 'level', level: 'a2', link: '/selection' });
    } finally {
      echo.disconnect();
    }
    // Day one, moves spent: accepting gives the new level's cards today, and the 17 "I know" moves back to take them.
    const after = await feed(v, 'main', '?limit=50');
    expect(after.meta.moves).toMatchObject({ used: 3, left: 17 });
    expect(after.data.length).toBeGreaterThan(17);
    expect(after.data.filter((c: { level: string }) => c.level === 'a1')).toEqual([]);
    expect((await decide(v, after.data[0].id, 'learn')).statusCode).toBe(201);
    expect((await feed(v)).meta.moves.left).toBe(16);
  });
});

describe('bookmarks and cards', () => {
  it('bookmarks a card and lists it; anonymous visitors have no bookmarks', async () => {
    const { v } = await guest();
    const [c] = (await feed(v)).data;
    expect((await v.request({ method: 'PUT', url: `/api/v1/cards/${c.id}/bookmark` })).statusCode).toBe(204);
    const list = await feed(v, 'bookmarks');
    expect(list.data.map((x: { id: number; bookmarked: boolean }) => [x.id, x.bookmarked])).toEqual([[c.id, true]]);
    expect((await v.request({ method: 'DELETE', url: `/api/v1/cards/${c.id}/bookmark` })).statusCode).toBe(204);
    expect((await feed(v, 'bookmarks')).data).toEqual([]);
    expect((await t.visitor().get('/api/v1/feeds/bookmarks')).statusCode).toBe(401);
  });

  it('shows a public card to anyone and 404s an unknown one; base pages by level', async () => {
    const [c] = (await feed(t.visitor())).data;
    const res = await t.visitor().get(`/api/v1/cards/${c.id}`);
    expect(res.json().data).toMatchObject({ id: c.id, isPublic: true, author: null });
    expect((await t.visitor().get('/api/v1/cards/999999')).statusCode).toBe(404);
    const base = await feed(t.visitor(), 'base', '?level=b2&limit=5');
    expect(base.data).toHaveLength(5);
    expect(base.data.every((x: { level: string }) => x.level === 'b2')).toBe(true);
    expect((await t.visitor().get('/api/v1/feeds/nope')).statusCode).toBe(404);
  });
});

describe('card photos', () => {
  it('are rendered on first request as WebP and served with immutable caching', async () => {
    const [c] = (await feed(t.visitor())).data;
    const res = await t.visitor().get(c.photos.small);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const large = await t.visitor().get(c.photos.large);
    expect(large.rawPayload.length).toBeGreaterThan(res.rawPayload.length);
    expect((await t.visitor().get(c.photos.small.replace(/[0-9a-f]{12}/, '000000000000'))).statusCode).toBe(404);
  });
});
