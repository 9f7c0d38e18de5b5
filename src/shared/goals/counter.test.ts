import { afterEach, describe, expect, it } from 'vitest';
import { createGoalCounter } from './counter';

type Win = Window & { ym?: ((...args: unknown[]) => void) & { a?: unknown[][] } };
const win = window as Win;
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-goal-counter]')];

afterEach(() => {
  delete win.ym;
  for (const s of scripts()) s.remove();
});

describe('the goal counter', () => {
  it('is off without an id: no queue, no script', () => {
    createGoalCounter({ id: '', win }).reachGoal('registration');
    expect(win.ym).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('queues goals until its script has loaded, and loads the script only after the page has loaded', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    const counter = createGoalCounter({ id: '12345', win, scriptUrl: 'https://counter.test/tag.js' });
    counter.reachGoal('registration');
    counter.reachGoal('card-created');
    expect(scripts()).toHaveLength(0);
    expect(win.ym!.a).toEqual([
      [12345, 'init', expect.objectContaining({ defer: true })],
      [12345, 'reachGoal', 'registration'],
      [12345, 'reachGoal', 'card-created'],
    ]);
    window.dispatchEvent(new Event('load'));
    expect(scripts().map((s) => [s.src, s.async])).toEqual([['https://counter.test/tag.js', true]]);
    // The loaded script replaces ym; later goals go straight to it.
    const sent: unknown[][] = [];
    win.ym = (...args: unknown[]) => void sent.push(args);
    counter.reachGoal('app-installed');
    expect(sent).toEqual([[12345, 'reachGoal', 'app-installed']]);
    expect(scripts()).toHaveLength(1);
    delete (document as { readyState?: unknown }).readyState;
  });
});
