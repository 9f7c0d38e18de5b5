import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { levelTestStorageKey } from '../../../entities/level-test';
import { fetchUserFx } from '../../../entities/session';
import { setAppScope } from '../../../shared/lib';
import { navigateFx } from '../../../shared/navigation';
import { csrfResponder, installFetchStub, json } from '../../../test/fetch-stub';
import { renderInScope } from '../../../test/render';
import { LevelTestPage } from './LevelTestPage';
import { aGuest } from '../../../test/fixtures';

afterEach(() => {
  cleanup();
  setAppScope(null);
});

const ID = '00000000-0000-4000-8000-000000000001';
const item = (n: number) => ({ id: `item-${n}`, word: `word${n}`, options: [`вариант ${n}a`, `вариант ${n}b`, `вариант ${n}c`, `вариант ${n}d`] });
const result = {
  level: 'a2',
  theta: -1.4,
  se: 0.32,
  vocabulary: { value: 1200, low: 1000, high: 1400, margin: 200 },
  perLevel: ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'].map((level, i) => ({ level, asked: 4, correct: 4 - i, known: 1 - i * 0.15 })),
  answered: 2,
  honesty: { pseudoWords: 0, falseAlarms: 0 },
};

/** Two items, then the result. */
function serve() {
  let answered = 0;
  const view = () => ({ item: answered >= 2 ? null : item(answered + 1), progress: { answered, max: 30 }, result: answered >= 2 ? result : null });
  return installFetchStub({
    'GET /sanctum/csrf-cookie': csrfResponder(),
    'POST /api/v1/level-test': () => json(201, { data: { id: ID, entry: 'medium', ...view() } }),
    [`GET /api/v1/level-test/${ID}`]: () => json(200, { data: { id: ID, entry: 'medium', ...view() } }),
    [`POST /api/v1/level-test/${ID}/answers`]: () => {
      answered += 1;
      return json(200, { data: { id: ID, correct: true, ...view() } });
    },
    'POST /api/v1/auth/guest': () => json(201, { data: aGuest({ id: 9, level: 'a2' }) }),
  });
}

const scopeWithNavigate = () => {
  const navigate = vi.fn(async (_: { to: string; replace?: boolean }) => undefined);
  const scope = fork({ handlers: [[navigateFx, navigate], [fetchUserFx, async () => null]] });
  return { scope, navigate };
};

const answersSent = (stub: ReturnType<typeof serve>) => stub.calls('POST', `/api/v1/level-test/${ID}/answers`).map((r) => JSON.parse(r.body!) as unknown);

describe('level test page', () => {
  it('starts at the route entry, answers by tap and keyboard, then shows the result', async () => {
    const stub = serve();
    const { scope } = scopeWithNavigate();
    renderInScope(<LevelTestPage nav="test-medium" />, { scope });
    await screen.findByTestId('level-test-intro');
    expect(screen.getByTestId('level-test-entry').dataset.value).toBe('medium');
    expect(screen.getByTestId('level-test-intro').textContent).toContain('Up to 30 words, 2–3 minutes');

    fireEvent.click(screen.getByTestId('level-test-start'));
    expect(await screen.findByTestId('level-test-word')).toHaveProperty('textContent', 'word1');
    expect(JSON.parse(stub.calls('POST', '/api/v1/level-test')[0]!.body!)).toEqual({ entry: 'medium' });
    expect(sessionStorage.getItem(levelTestStorageKey('medium'))).toBe(ID);
    expect(screen.getAllByTestId('level-test-option').map((b) => b.dataset.index)).toEqual(['0', '1', '2', '3']);
    expect(screen.getAllByTestId('level-test-option').map((b) => b.textContent)).toEqual(['вариант 1a', 'вариант 1b', 'вариант 1c', 'вариант 1d']);
    expect(screen.getByTestId('level-test-question').textContent).toContain('At most 30 words');

    // A double tap sends one answer.
    const second = screen.getAllByTestId('level-test-option')[1]!;
    await act(async () => {
      fireEvent.click(second);
      fireEvent.click(second);
    });
    await waitFor(() => expect(screen.getByTestId('level-test-word').textContent).toBe('word2'));
    expect(answersSent(stub)).toEqual([{ itemId: 'item-1', choice: 'вариант 1b' }]);

    await act(async () => {
      fireEvent.keyDown(window, { key: '0' });
    });
    await screen.findByTestId('level-test-result');
    expect(answersSent(stub)).toEqual([
      { itemId: 'item-1', choice: 'вариант 1b' },
      { itemId: 'item-2', choice: null },
    ]);
    expect(screen.getByTestId('level-test-result-level').textContent).toBe('A2');
  });

  it('the keys 1–4 pick an option, Space is "I don\'t know"', async () => {
    const stub = serve();
    const { scope } = scopeWithNavigate();
    renderInScope(<LevelTestPage nav="test-easy" />, { scope });
    fireEvent.click(await screen.findByTestId('level-test-start'));
    await screen.findByTestId('level-test-word');
    await act(async () => {
      fireEvent.keyDown(window, { key: '4' });
    });
    await waitFor(() => expect(answersSent(stub)).toEqual([{ itemId: 'item-1', choice: 'вариант 1d' }]));
    await waitFor(() => expect(screen.getByTestId('level-test-word').textContent).toBe('word2'));
    await act(async () => {
      fireEvent.keyDown(document.body, { key: ' ' });
    });
    await waitFor(() => expect(answersSent(stub)).toHaveLength(2));
    expect(answersSent(stub)[1]).toEqual({ itemId: 'item-2', choice: null });
  });

  it('resumes a stored test after a reload', async () => {
    serve();
    sessionStorage.setItem(levelTestStorageKey('hard'), ID);
    const { scope } = scopeWithNavigate();
    renderInScope(<LevelTestPage nav="test-hard" />, { scope });
    expect((await screen.findByTestId('level-test-word')).textContent).toBe('word1');
  });

  it('an anonymous visitor becomes a guest on "Start learning"', async () => {
    const stub = serve();
    const { scope } = scopeWithNavigate();
    renderInScope(<LevelTestPage nav="test-easy" />, { scope });
    fireEvent.click(await screen.findByTestId('level-test-start'));
    await screen.findByTestId('level-test-word');
    await act(async () => {
      fireEvent.keyDown(window, { key: '1' });
    });
    await waitFor(() => expect(screen.getByTestId('level-test-word').textContent).toBe('word2'));
    await act(async () => {
      fireEvent.keyDown(window, { key: '1' });
    });
    await screen.findByTestId('level-test-guest-note');
    await act(async () => {
      fireEvent.click(screen.getByTestId('level-test-continue'));
    });
    await waitFor(() => expect(stub.calls('POST', '/api/v1/auth/guest')).toHaveLength(1));
  });

  it('skip and "choose my level" reject the test and leave for the feed', async () => {
    const stub = installFetchStub({
      'GET /sanctum/csrf-cookie': csrfResponder(),
      'POST /api/v1/level-test/reject': (req) => json(200, { data: { level: (JSON.parse(req.body!) as { level?: string }).level ?? 'a1', rejected: true, user: null } }),
    });
    const { scope, navigate } = scopeWithNavigate();
    renderInScope(<LevelTestPage nav="test-easy" />, { scope, locale: 'ru' });
    fireEvent.click(await screen.findByTestId('level-test-choose'));
    const b2 = screen.getAllByTestId('level-test-level').find((b) => b.dataset.level === 'b2')!;
    fireEvent.click(b2);
    expect(screen.getByTestId('level-test-choose-confirm').textContent).toBe('Начать с B2');
    await act(async () => {
      fireEvent.click(screen.getByTestId('level-test-choose-confirm'));
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true }));
    expect(JSON.parse(stub.calls('POST', '/api/v1/level-test/reject')[0]!.body!)).toEqual({ level: 'b2' });

    await act(async () => {
      fireEvent.click(screen.getByTestId('level-test-skip'));
    });
    await waitFor(() => expect(stub.calls('POST', '/api/v1/level-test/reject')).toHaveLength(2));
    expect(JSON.parse(stub.calls('POST', '/api/v1/level-test/reject')[1]!.body!)).toEqual({});
  });
});
