import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProgressFx } from '../../../entities/progress';
import { $user } from '../../../entities/user';
import { attemptFx, issueRoundFx, wrongDelayFx } from '../../../features/match-game';
import type { ApiError } from '../../../shared/api';
import { setAppScope } from '../../../shared/lib';
import { renderInScope } from '../../../test/render';
import { GameMatchPage } from './GameMatchPage';
import { aGameRound, aGuest } from '../../../test/fixtures';
import { fakeGameServer } from '../../../test/game-server';

afterEach(() => {
  cleanup();
  setAppScope(null);
});

const user = aGuest({ name: 'Гость', locale: 'ru', timezone: 'UTC' });

const round = aGameRound({ correctInRow: 2 });

function renderGame(opts: { signedIn?: boolean; issueError?: ApiError } = {}) {
  const server = fakeGameServer({
    issued: round,
    issueError: opts.issueError,
    finish: (mismatches) => ({ outcome: mismatches ? 'mismatch' : 'correct', mismatches, correctInRow: 0, roundsForPoints: 3, points: mismatches ? 0 : 5, reviewed: 0 }),
  });
  const sent = server.sent;
  const scope = fork({
    values: opts.signedIn === false ? [] : [[$user, user]],
    handlers: [
      [issueRoundFx, server.issueRound],
      [attemptFx, server.attempt],
      [wrongDelayFx, (pick: unknown) => new Promise(() => void pick)],
      [fetchProgressFx, vi.fn(async () => ({ level: 'a1', test: { rejected: false, result: null }, points: 5, streak: 0 }))],
    ],
  });
  renderInScope(<GameMatchPage nav="game-match" />, { scope });
  return { scope, sent };
}

const tile = (testId: 'game-word' | 'game-translation', id: string) => screen.getAllByTestId(testId).find((el) => el.getAttribute('data-id') === id)!;
const tap = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

describe('the match game screen', () => {
  it('lays out English words on the left and Russian translations on the right, with a timer and the run', async () => {
    renderGame();
    const board = await screen.findByTestId('game-board');
    const [left, right] = within(board).getAllByRole('group');
    expect(within(left!).getAllByTestId('game-word').map((el) => el.textContent)).toEqual(['cat', 'dog']);
    expect(within(right!).getAllByTestId('game-translation').map((el) => [el.getAttribute('data-id'), el.textContent])).toEqual([
      ['t2', 'собака'],
      ['t1', 'кошка'],
    ]);
    expect(screen.getByTestId('game-timer').textContent).toMatch(/^\d\d:\d\d\.\d$/);
    expect(screen.getByTestId('game-streak').getAttribute('data-count')).toBe('2');
  });

  it('clears a right pair, marks a wrong one and ends with the summary and +5 points', async () => {
    const { sent } = renderGame();
    await screen.findByTestId('game-board');
    await tap(tile('game-word', 'w1'));
    expect(tile('game-word', 'w1').getAttribute('aria-pressed')).toBe('true');
    await tap(tile('game-translation', 't2'));
    expect(tile('game-word', 'w1').getAttribute('data-state')).toBe('wrong');
    expect(tile('game-translation', 't2').getAttribute('data-state')).toBe('wrong');
    expect(screen.getByTestId('game-mismatches').getAttribute('data-count')).toBe('1');
    expect(screen.getByTestId('game-announcement').textContent).toBe('Not a pair: cat — собака. Try again. 2 pairs left.');

    await tap(tile('game-translation', 't1'));
    expect(screen.getByTestId('game-announcement').textContent).toBe('Selected: кошка. Now pick its pair.');
    await tap(tile('game-word', 'w1'));
    expect(tile('game-word', 'w1').getAttribute('data-state')).toBe('matched');
    expect(screen.getByTestId('game-announcement').textContent).toBe('A pair: cat — кошка. 1 pair left.');
    expect((tile('game-translation', 't1') as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([
      { roundId: 'R1', wordId: 'w1', translationId: 't2' },
      { roundId: 'R1', wordId: 'w1', translationId: 't1' },
    ]);

    await tap(tile('game-word', 'w2'));
    await tap(tile('game-translation', 't2'));
    const summary = await screen.findByTestId('game-summary');
    expect(summary.getAttribute('data-outcome')).toBe('mismatch');
    // The region outlives the board: the last pair and the round's end are heard.
    expect(screen.getByTestId('game-announcement').textContent).toBe('A pair: dog — собака. Round complete.');
    expect(screen.queryByTestId('game-summary-points')).toBeNull();
    expect(screen.getByTestId('game-summary-mismatches').textContent).toBe('1');
    expect(screen.getByTestId('game-next-round')).toBeTruthy();
  });

  it('keeps the grid whole after a match: the pair stays in its place, marked done, and the rest do not move', async () => {
    renderGame();
    const board = await screen.findByTestId('game-board');
    const layout = () => within(board).getAllByRole('group').map((column) => Array.from(column.querySelectorAll('button')).map((el) => el.getAttribute('data-id')));
    const before = layout();
    await tap(tile('game-word', 'w1'));
    await tap(tile('game-translation', 't1'));
    // No hole: every cell still holds its tile, in the same order (tiles never move under the finger).
    expect(layout()).toEqual(before);
    for (const el of [tile('game-word', 'w1'), tile('game-translation', 't1')]) {
      expect(el.getAttribute('data-state')).toBe('matched');
      expect(el.textContent).toMatch(/cat|кошка/);
      expect(within(el).getByTestId('game-tile-done')).toBeTruthy();
    }
    expect(tile('game-word', 'w2').getAttribute('data-state')).toBe('idle');
  });

  it('walks the board with arrow keys and gives a matched tile\'s focus to the next open one', async () => {
    renderGame();
    await screen.findByTestId('game-board');
    tile('game-word', 'w1').focus();
    fireEvent.keyDown(tile('game-word', 'w1'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tile('game-word', 'w2'));
    fireEvent.keyDown(tile('game-word', 'w2'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tile('game-translation', 't1'));
    fireEvent.keyDown(tile('game-translation', 't1'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(tile('game-translation', 't2'));

    await tap(tile('game-word', 'w1'));
    tile('game-translation', 't1').focus();
    await tap(tile('game-translation', 't1'));
    expect((tile('game-translation', 't1') as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(document.activeElement).toBe(tile('game-translation', 't2')));
  });

  it('shows "+5 points" after a clean round that completes the run', async () => {
    renderGame();
    await screen.findByTestId('game-board');
    await tap(tile('game-word', 'w1'));
    await tap(tile('game-translation', 't1'));
    await tap(tile('game-translation', 't2'));
    await tap(tile('game-word', 'w2'));
    expect((await screen.findByTestId('game-summary-points')).textContent).toContain('+5');
    expect(screen.getByTestId('game-streak').getAttribute('data-count')).toBe('3');
    expect(screen.queryByTestId('game-guest-note')).toBeNull();
  });

  it('tells anonymous players that points need an account', async () => {
    renderGame({ signedIn: false });
    await screen.findByTestId('game-board');
    expect(screen.getByText(/Points are kept for signed-in players/)).toBeTruthy();
    await tap(tile('game-word', 'w1'));
    await tap(tile('game-translation', 't1'));
    await tap(tile('game-word', 'w2'));
    await tap(tile('game-translation', 't2'));
    expect(await screen.findByTestId('game-guest-note')).toBeTruthy();
    expect(screen.getByTestId('start-as-guest')).toBeTruthy();
  });

  it('explains what to do when there are not enough cards', async () => {
    renderGame({ issueError: { kind: 'http', status: 412, code: 'not-enough-cards' } });
    const empty = await screen.findByTestId('game-empty');
    expect(empty.textContent).toContain('A few more cards needed');
    expect(screen.getByTestId('game-empty-to-feed').getAttribute('href')).toBe('/');
  });
});
