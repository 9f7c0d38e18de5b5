import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInScope } from '../../../test/render';
import { setAppScope } from '../../../shared/lib';
import { ComeBackState } from './ComeBackState';

afterEach(() => {
  cleanup();
  setAppScope(null);
});

const handlers = () => ({ onRefill: vi.fn(), onTraining: vi.fn(), onGame: vi.fn(), onTest: vi.fn(), onBrowse: vi.fn() });

describe('the end of the day\'s moves (issue 18: day one must not end after two minutes)', () => {
  it('says what moves are, why the goal is another count, and offers training, the game and the test', () => {
    const on = handlers();
    renderInScope(<ComeBackState kind="no-steps" refillAt={new Date(Date.now() + 3_600_000).toISOString()} total={20} goal={30} offerTest {...on} />, { locale: 'ru' });
    const text = screen.getByTestId('feed-moves-explained').textContent!;
    expect(text).toContain('20 в день');
    expect(text).toContain('30 ответов в тренировке');
    fireEvent.click(screen.getByTestId('feed-to-training'));
    fireEvent.click(screen.getByTestId('feed-to-game'));
    fireEvent.click(screen.getByTestId('feed-to-test'));
    expect([on.onTraining, on.onGame, on.onTest].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('leaves the test out once the level is fixed, in English too', () => {
    renderInScope(<ComeBackState kind="done" refillAt={null} total={20} goal={10} offerTest={false} {...handlers()} />, { locale: 'en' });
    expect(screen.getByTestId('feed-moves-explained').textContent).toContain('10 answers in training');
    expect(screen.queryByTestId('feed-to-test')).toBeNull();
    expect(screen.getByTestId('feed-to-training').textContent).toBe('Training');
  });
});
