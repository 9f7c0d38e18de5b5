import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '../../entities/user';
import { csrfResponder, installFetchStub, json } from '../../test/fetch-stub';
import { aCard, aUser } from '../../test/fixtures';
import { $pictureChanged, $previewLevel, $suggestDelayMs, cardForm, editorOpened, photoChosen, photosRequested } from './model';

// The counter itself speaks to Yandex Metrika (outside this machine): record what the editor reports to it.
const goals = vi.hoisted(() => [] as string[]);
vi.mock('../../shared/goals', () => ({ reachGoal: (goal: string) => void goals.push(goal) }));

function serve() {
  return installFetchStub({
    'GET /sanctum/csrf-cookie': csrfResponder(),
    'GET /api/v1/cards/suggestions': (req) => {
      const word = new URL(req.url).searchParams.get('word');
      return json(200, { data: { word, headword: word, match: 'exact', level: word === 'lighthouse' ? 'c1' : 'a2', groups: [{ pos: 'noun', translations: ['маяк'] }] } });
    },
    'GET /api/v1/cards/12': () => json(200, { data: aCard({ id: 12, word: 'harbour', example: 'A calm harbour.', level: 'b1', collection: 'user', status: 'published' }) }),
    'POST /api/v1/cards': () => json(201, { data: aCard({ id: 40, word: 'lighthouse', collection: 'user', status: 'moderation' }) }),
    'PATCH /api/v1/cards/12': () => json(200, { data: aCard({ id: 12, word: 'harbour', collection: 'user' }) }),
    'POST /api/v1/cards/photos': () => json(200, { data: [{ id: '0-abcdef012345', photos: { small: '/p/s.webp', large: '/p/l.webp' } }] }),
  });
}

const scopeFor = () =>
  fork({
    values: [
      [$user, aUser()],
      [$suggestDelayMs, 20],
    ],
  });

beforeEach(() => {
  goals.length = 0;
  localStorage.clear();
});

describe('card editor', () => {
  it('gives the preview the level the server stores for the typed word, once typing pauses', async () => {
    const stub = serve();
    const scope = scopeFor();
    await allSettled(editorOpened, { scope, params: { cardId: '' } });
    expect(scope.getState($previewLevel)).toBe('a1');
    // Two keystrokes within the pause: the first word's timer finds the field changed and asks nothing.
    const first = allSettled(cardForm.fieldChanged, { scope, params: { name: 'word', value: 'lighthous' } });
    await allSettled(cardForm.fieldChanged, { scope, params: { name: 'word', value: 'lighthouse' } });
    await first;
    expect(scope.getState($previewLevel)).toBe('c1');
    // Only the word the learner stopped at is asked for.
    expect(stub.calls('GET', '/api/v1/cards/suggestions').map((r) => new URL(r.url).searchParams.get('word'))).toEqual(['lighthouse']);
  });

  it('keeps an edited card’s level while its word is unchanged', async () => {
    serve();
    const scope = scopeFor();
    await allSettled(editorOpened, { scope, params: { cardId: '12' } });
    expect(scope.getState($previewLevel)).toBe('b1');
  });

  it('reports the card-created goal for a new card, not for an edit', async () => {
    serve();
    const scope = scopeFor();
    await allSettled(editorOpened, { scope, params: { cardId: '' } });
    for (const [name, value] of Object.entries({ word: 'lighthouse', translation: 'маяк', example: 'The lighthouse guides ships.' })) {
      await allSettled(cardForm.fieldChanged, { scope, params: { name, value } });
    }
    await allSettled(photoChosen, { scope, params: '1-abcdef012345' });
    await allSettled(cardForm.submitted, { scope });
    expect(goals).toEqual(['card-created']);

    await allSettled(editorOpened, { scope, params: { cardId: '12' } });
    await allSettled(cardForm.fieldChanged, { scope, params: { name: 'translation', value: 'гавань' } });
    await allSettled(cardForm.submitted, { scope });
    expect(goals).toEqual(['card-created']);
  });

  it('asks for no photos while an edited card’s word and example are as loaded; a changed example does, naming the card', async () => {
    const stub = serve();
    const scope = scopeFor();
    await allSettled(editorOpened, { scope, params: { cardId: '12' } });
    expect(scope.getState(cardForm.$values).example).toBe('A calm harbour.');
    expect(scope.getState($pictureChanged)).toBe(false);
    await allSettled(photosRequested, { scope });
    await allSettled(cardForm.fieldChanged, { scope, params: { name: 'translation', value: 'гавань' } });
    expect(scope.getState($pictureChanged)).toBe(false);
    expect(stub.calls('POST', '/api/v1/cards/photos')).toHaveLength(0);

    await allSettled(cardForm.fieldChanged, { scope, params: { name: 'example', value: 'A quiet harbour.' } });
    expect(scope.getState($pictureChanged)).toBe(true);
    await allSettled(photosRequested, { scope });
    const asked = stub.calls('POST', '/api/v1/cards/photos');
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!.body!)).toEqual({ word: 'harbour', example: 'A quiet harbour.', cardId: 12 });
  });
});
