import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppScope } from '../../../shared/lib';
import { renderInScope } from '../../../test/render';
import { LevelTestResult } from './LevelTestResult';
import { aLevelTestResult } from '../../../test/fixtures';

afterEach(() => {
  cleanup();
  setAppScope(null);
});

const result = aLevelTestResult();

const noop = () => undefined;
const row = (level: string) => screen.getAllByTestId('level-test-breakdown-row').find((r) => r.dataset.level === level)!;
const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';

describe('level test result', () => {
  it('shows the level, the vocabulary with its margin and the per-level breakdown (en)', () => {
    renderInScope(<LevelTestResult result={result} signedIn continuing={false} onContinue={noop} onRetake={noop} />);
    expect(text('level-test-result-level')).toBe('B1');
    expect(text('level-test-result-name')).toBe('Intermediate');
    expect(text('level-test-vocabulary')).toBe('≈ 2,400 words (± 300)');
    expect(screen.getAllByTestId('level-test-breakdown-row').map((r) => r.dataset.level)).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2']);
    expect(row('b1').textContent).toContain('60%');
    expect(row('b1').textContent).toContain('5 of 8 right');
    expect(row('c2').textContent).toContain('not asked');
    expect(row('b1').dataset.current).toBe('true');
    expect(text('level-test-honesty')).toContain('You said you knew 2 made-up words');
    expect(text('level-test-points')).toBe('+10 points for the test');
    expect(text('level-test-result-meaning')).toBe('You know at least half of the words of B1.');
    expect(text('level-test-result-next')).toBe('Working towards B2');
    expect(text('level-test-vocabulary-range')).toBe('80% sure it is between 2,100 and 2,700');
  });

  it('rounds the estimate to tens: its last digit would suggest a precision it lacks', () => {
    renderInScope(
      <LevelTestResult result={{ ...result, vocabulary: { value: 2396, low: 2092, high: 2700, margin: 304 } }} signedIn continuing={false} onContinue={noop} onRetake={noop} />,
    );
    expect(text('level-test-vocabulary')).toBe('≈ 2,400 words (± 300)');
  });

  it('speaks Russian: locale digits, plurals and level names (ru)', () => {
    renderInScope(<LevelTestResult result={{ ...result, honesty: { pseudoWords: 3, falseAlarms: 1 } }} signedIn continuing={false} onContinue={noop} onRetake={noop} />, {
      locale: 'ru',
    });
    expect(text('level-test-result-level')).toBe('B1');
    expect(text('level-test-result-name')).toBe('Средний');
    // ru groups thousands with a (narrow) no-break space.
    expect(text('level-test-vocabulary')).toMatch(/^≈ 2\s400 слов \(± 300\)$/u);
    expect(row('a2').textContent).toContain('верно 4 из 5');
    expect(row('b1').textContent).toMatch(/60\s%/u);
    expect(text('level-test-honesty')).toContain('1 выдуманное слово');
    expect(text('level-test-points')).toBe('+10 баллов за тест');
    expect(text('level-test-result-meaning')).toBe('Вы знаете не меньше половины слов уровня B1.');
    expect(text('level-test-result-next')).toBe('Следующая цель — B2');
    expect(text('level-test-vocabulary-range')).toMatch(/^С уверенностью 80\s% — от 2\s100 до 2\s700$/u);
    expect(within(screen.getByTestId('level-test-result')).getByTestId('level-test-continue').textContent).toBe('Начать учиться');
  });

  it('names a result below A1 and invites an anonymous visitor to keep it', () => {
    const onContinue = vi.fn();
    const onRetake = vi.fn();
    renderInScope(
      <LevelTestResult
        result={{ ...result, level: 'novice', next: 'a1', vocabulary: { value: 1, low: 0, high: 150, margin: 150 }, honesty: { pseudoWords: 3, falseAlarms: 0 } }}
        signedIn={false}
        continuing={false}
        onContinue={onContinue}
        onRetake={onRetake}
      />,
    );
    expect(text('level-test-result-level')).toBe('Pre-A1');
    expect(text('level-test-result-name')).toBe('Just starting');
    expect(text('level-test-result-meaning')).toBe('You know less than half of the words of A1 so far.');
    expect(text('level-test-result-next')).toBe('Working towards A1');
    expect(text('level-test-vocabulary')).toBe('≈ 1 word (± 150)');
    expect(screen.queryByTestId('level-test-honesty')).toBeNull();
    expect(screen.queryByTestId('level-test-points')).toBeNull();
    expect(text('level-test-guest-note')).toContain('keep this result and get 10 points');
    fireEvent.click(screen.getByTestId('level-test-continue'));
    fireEvent.click(screen.getByTestId('level-test-retake'));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onRetake).toHaveBeenCalledOnce();
  });
});
