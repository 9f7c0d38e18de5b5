import type { Plugin } from 'vite';

/**
 * index.html's early requests (./early-session.ts, ./early-feed.ts) send what the app's own API client sends for a
 * GET (src/shared/api), apart from the language (the browser's own Accept-Language: neither body depends on it) —
 * written once here so the two cannot drift apart.
 */
export function earlyGet(path: string, appVersion: string): string {
  return `fetch('${path}',{credentials:'include',headers:{Accept:'application/json','X-Requested-With':'XMLHttpRequest','X-Version':${JSON.stringify(appVersion)}}})`;
}

/** A build-only inline script at the top of <head> (its CSP hash is computed by the server from the built page). */
export function headScript(name: string, script: string): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
    },
  };
}
