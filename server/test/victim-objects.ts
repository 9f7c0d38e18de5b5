import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signLaunchParams } from '../../tests/support/vk-sign';
import { shouldCheck } from '../modules/feed/check-question';
import { register } from './accounts';
import type { startTestApp, Visitor } from './harness';
import type { ObjectKind, VictimObject } from './route-access';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export const VK = { appId: 51234567, secret: 'vk-secret-for-hostile-tests', launchMaxAgeSeconds: 3600 };

/** What a leak of the victim's data would show: none of these may appear in an answer to anyone else. */
export const VICTIM = { name: 'Bella Victimova', translation: 'тайный маяк Беллы', comment: 'Bella’s own comment' };

export interface Victim {
  v: Visitor;
  id: number;
  email: string;
  object(kind: ObjectKind): Promise<VictimObject>;
  /** Everything stored about the object (any owner), to compare before and after someone else aims at it. */
  snapshot(kind: ObjectKind): Promise<unknown>;
}

/**
 * The victim: a full account that owns one object of each kind the routes name by id, created through the API as
 * the app does, once each (memoised). Admin actions (publishing a card) go through `admin`.
 */
export async function victim(t: TestApp, admin: Visitor): Promise<Victim> {
  const v = t.visitor();
  const { user, email } = await register(v, { name: VICTIM.name });
  const api = (path: string) => `/api/v1/${path}`;
  const made = new Map<ObjectKind, Promise<VictimObject & { snap: () => Promise<unknown> }>>();
  const rows = (table: 'cards' | 'bookmarks' | 'card_comments' | 'decisions' | 'user_cards' | 'reviews' | 'training_sessions' | 'level_tests' | 'game_rounds' | 'identities' | 'points_ledger', column: string, value: string | number) =>
    t.app.db.selectFrom(table).selectAll().where(column as never, '=', value as never).execute();

  async function newCard(isPrivate: boolean) {
    const word = 'lighthouse';
    const example = 'The lighthouse guides ships at night.';
    const photos = await v.post(api('cards/photos'), { word, example });
    expect(photos.statusCode, photos.body).toBe(200);
    const res = await v.post(api('cards'), { word, translation: VICTIM.translation, example, photo: photos.json().data[1].id, tags: ['sea'], isPrivate });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }
  const cardSnapshot = async (id: number) => ({
    card: await rows('cards', 'id', id),
    bookmarks: await rows('bookmarks', 'card_id', id),
    comments: await rows('card_comments', 'card_id', id),
    decisions: await rows('decisions', 'card_id', id),
    learning: await rows('user_cards', 'card_id', id),
  });
  async function feedCards() {
    const res = await v.get(api('feeds/main?limit=50'));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{ id: number }>;
  }
  const decide = async (cardId: number, decision: 'know' | 'learn') => {
    const res = await v.post(api(`cards/${cardId}/decisions`), { id: randomUUID(), decision });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { decision: { id: string; result: string } };
  };

  const makers: Record<ObjectKind, () => Promise<VictimObject & { snap: () => Promise<unknown> }>> = {
    async privateCard() {
      const id = await newCard(true);
      // The victim bookmarks it too, so a stranger's "remove my bookmark" has something it must not touch.
      expect((await v.request({ method: 'PUT', url: api(`cards/${id}/bookmark`) })).statusCode).toBe(204);
      return { params: { id: String(id) }, extra: {}, snap: () => cardSnapshot(id) };
    },
    async cardInModeration() {
      const id = await newCard(false);
      return { params: { id: String(id) }, extra: {}, snap: () => cardSnapshot(id) };
    },
    async comment() {
      const cardId = await newCard(false);
      expect((await admin.post(api(`admin/cards/${cardId}/approve`), { version: 0 })).statusCode).toBe(200);
      const res = await v.post(api(`cards/${cardId}/comments`), { body: VICTIM.comment });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id as number;
      return { params: { id: String(id) }, extra: {}, snap: () => rows('card_comments', 'id', id) };
    },
    async decision() {
      // A "know" that asks a check question, so both check and undo have something to act on.
      const card = (await feedCards()).find((c) => shouldCheck(user.id, c.id));
      if (!card) throw new Error('no feed card asks the victim a check question');
      const d = await decide(card.id, 'know');
      expect(d.decision.result).toBe('check');
      return {
        params: { id: d.decision.id },
        extra: {},
        snap: async () => ({ decision: await rows('decisions', 'id', d.decision.id), learning: await rows('user_cards', 'user_id', user.id) }),
      };
    },
    async trainingSession() {
      const decided = new Set((await rows('decisions', 'user_id', user.id)).map((d) => (d as { card_id: number }).card_id));
      const card = (await feedCards()).find((c) => !decided.has(c.id));
      if (!card) throw new Error('no feed card left to learn');
      await decide(card.id, 'learn');
      const sessionId = randomUUID();
      const res = await v.post(api('training/answers'), { sessionId, answers: [{ id: randomUUID(), cardId: card.id, answer: 'know' }] });
      expect(res.statusCode, res.body).toBe(200);
      return {
        params: { id: sessionId },
        extra: {},
        snap: async () => ({ session: await rows('training_sessions', 'id', sessionId), reviews: await rows('reviews', 'session_id', sessionId), points: await rows('points_ledger', 'user_id', user.id) }),
      };
    },
    async levelTest() {
      const res = await v.post(api('level-test'), { entry: 'easy' });
      expect(res.statusCode, res.body).toBe(201);
      const test = res.json().data as { id: string; item: { id: string } };
      return { params: { id: test.id }, extra: { itemId: test.item.id }, snap: () => rows('level_tests', 'id', test.id) };
    },
    async gameRound() {
      const res = await v.post(api('game/rounds'));
      expect(res.statusCode, res.body).toBe(201);
      const round = res.json().data as { id: string; words: Array<{ id: string }>; translations: Array<{ id: string }> };
      return {
        params: { id: round.id },
        extra: { wordId: round.words[0]!.id, translationId: round.translations[0]!.id },
        snap: () => rows('game_rounds', 'id', round.id),
      };
    },
    async vkIdentity() {
      // A second victim who signed in inside VK: the identity row is theirs.
      const launch = signLaunchParams({ vk_user_id: 9001, vk_app_id: VK.appId, vk_ts: Math.floor(t.clock.now() / 1000), vk_language: 'ru', vk_platform: 'mobile_web' }, VK.secret);
      const res = await t.app.inject({ method: 'POST', url: api('auth/vk'), payload: { launchParams: launch, user: { first_name: 'Bella', last_name: 'Victimova' } } });
      expect(res.statusCode, res.body).toBe(200);
      const owner = res.json().data.user.id as number;
      return { params: { provider: 'vk' }, extra: {}, snap: () => rows('identities', 'user_id', owner) };
    },
  };

  const get = (kind: ObjectKind) => {
    let p = made.get(kind);
    if (!p) made.set(kind, (p = makers[kind]()));
    return p;
  };
  return {
    v,
    id: user.id,
    email,
    object: async (kind) => {
      const { params, extra } = await get(kind);
      return { params, extra };
    },
    snapshot: async (kind) => (await get(kind)).snap(),
  };
}
