import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { registerLanguage } from '../shared/i18n/languages';
import enShell from '../shared/i18n/shell/en';
import ruShell from '../shared/i18n/shell/ru';

// The app loads one language's shell strings at a time (shared/i18n/languages.ts); components under test may render
// in either, synchronously, so both are registered up front.
registerLanguage('en', enShell);
registerLanguage('ru', ruShell);

// findBy*/waitFor wait for what they assert for up to 15 s instead of Testing Library's 1 s: lazy screens are
// transformed on their first import, which takes seconds on a busy machine (npm test runs the suites side by side).
// A passing assertion returns at once, so this costs nothing when the machine is idle.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks matchMedia and ResizeObserver, both of which VKUI calls on mount (vk-platform.md §4.6).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }
  if (!('ResizeObserver' in globalThis)) {
    class ResizeObserverShim {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    (globalThis as unknown as { ResizeObserver: typeof ResizeObserverShim }).ResizeObserver = ResizeObserverShim;
  }
  // jsdom only logs "Not implemented"; VKUI restores scroll positions on every panel switch.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}

afterEach(() => {
  vi.useRealTimers();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage unavailable in this environment
  }
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
