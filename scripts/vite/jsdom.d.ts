// jsdom ships no types and @types/jsdom is not installed: the one constructor scripts/vite/ssr-dom.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
