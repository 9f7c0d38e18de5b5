/** The goals the advertising counter hears about (spec §9). Names are the counter's goal ids. */
export type Goal = 'registration' | 'first-training-finished' | 'level-test-finished' | 'card-created' | 'app-installed';

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

export interface GoalCounterOptions {
  /** The counter id; empty turns the counter off (nothing is queued, no script is loaded). */
  id: string;
  win: Window & { ym?: Ym };
  /** The counter's script; loaded once the page has finished loading, never before the first screen. */
  scriptUrl?: string;
}

export interface GoalCounter {
  reachGoal(goal: Goal): void;
}

/**
 * The one adapter to the goal counter (Yandex Metrika's `ym(id, 'reachGoal', goal)`). Calls made before the
 * counter's script has arrived wait in the counter's own queue (`ym.a`, which the script drains when it starts),
 * and the script itself is only requested after the page's `load` event, asynchronously.
 */
export function createGoalCounter({ id, win, scriptUrl = 'https://mc.yandex.ru/metrika/tag.js' }: GoalCounterOptions): GoalCounter {
  if (!id) return { reachGoal: () => undefined };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Metrika's documented stub: calls are queued in ym.a until tag.js replaces ym.
    win.ym ??= Object.assign((...args: unknown[]) => void (win.ym!.a ??= []).push(args), { l: Date.now() }) as Ym;
    win.ym(Number(id), 'init', { clickmap: false, trackLinks: false, accurateTrackBounce: false, defer: true });
    const load = () => {
      const script = win.document.createElement('script');
      script.async = true;
      script.src = scriptUrl;
      script.dataset.goalCounter = id;
      win.document.head.appendChild(script);
    };
    if (win.document.readyState === 'complete') load();
    else win.addEventListener('load', load, { once: true });
  };
  return {
    reachGoal(goal) {
      start();
      win.ym!(Number(id), 'reachGoal', goal);
    },
  };
}
