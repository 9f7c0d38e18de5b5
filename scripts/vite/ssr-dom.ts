import { JSDOM } from 'jsdom';

/**
 * The app's modules read `window`, `localStorage`, `matchMedia` and friends when they are imported (a browser app).
 * Rendering its components to HTML at build time needs those names for that long: a blank jsdom page (nothing stored,
 * no media query matching) stands in, and everything is put back afterwards.
 */
export async function withBrowserGlobals<T>(run: () => Promise<T>): Promise<T> {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://127.0.0.1/', pretendToBeVisual: true });
  const win = dom.window as unknown as Record<string, unknown> & { matchMedia?: unknown };
  win.matchMedia = () => ({ matches: false, media: '', addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} });
  const g = globalThis as Record<string, unknown>;
  const names = ['window', 'self', 'parent', 'top', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'matchMedia', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'HTMLElement', 'Element', 'Node', 'CSS'];
  const saved = new Map(names.map((n) => [n, Object.getOwnPropertyDescriptor(g, n)]));
  for (const n of names) if (!(n in g) || n === 'navigator') Object.defineProperty(g, n, { value: win[n] ?? (n === 'window' ? win : undefined), configurable: true, writable: true });
  try {
    return await run();
  } finally {
    for (const [n, d] of saved) {
      if (d) Object.defineProperty(g, n, d);
      else delete g[n];
    }
    dom.window.close();
  }
}
