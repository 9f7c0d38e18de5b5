import type { Plugin } from 'vite';

/** The script tag the body's prerender call is followed by (scripts/vite/prerender-tour.ts writes it). */
const SHOW_CALL = '<script>window.__slovoPrerenderShow&&window.__slovoPrerenderShow()</script>';
/** The app's files named in <head>: the entry, its modulepreloads and its stylesheets' preloads. */
const APP_FILE_TAG = /[ \t]*(?:<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="(?:modulepreload|preload" as="style)" crossorigin href="[^"]+">)\n?/g;
/** At the latest this long after the step was put on the page the app starts, if no frame comes (a hidden tab). */
const BOOT_FALLBACK_MS = 500;

/**
 * For a new visitor shown the tour's prerendered step, the app's files are asked for after that step's first paint,
 * not with the page's <head>. With ~27 requests started in <head>, the rest of the HTML shared the link with them, and
 * the first paint waited for the HTML on a slow line (Lighthouse's slow 4G: FCP 2.7–3.0 s with the step in the page;
 * 0.8 s when they start after it). The files are named in a <template> (inert: the preload scanner and the browser
 * fetch nothing from it; the service worker's shell list and the bench read its attributes as before); a small inline
 * script puts them into <head> at once when no step is shown — a returning visitor's app starts as early as before —
 * or, when one is, in the task after the step's first frame. Web build only (the prerender is).
 */
export function bootAfterPaint(): Plugin {
  return {
    name: 'slovo:boot-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = html.match(APP_FILE_TAG);
        if (!tags?.some((t) => t.includes('<script'))) throw new Error('bootAfterPaint: the entry script is not in index.html');
        if (!html.includes(SHOW_CALL)) throw new Error('bootAfterPaint: the prerender call is not in index.html (prerenderTour must run first)');
        if (!html.includes('</head>')) throw new Error('bootAfterPaint: no </head> in index.html');
        const boot =
          `<template id="boot">${tags.map((t) => t.trim()).join('')}</template>` +
          '<script>(function(){var done=0;function boot(){if(done)return;done=1;' +
          "document.head.appendChild(document.importNode(document.getElementById('boot').content,true))}" +
          'if(!window.__slovoPrerenderShow)return boot();' +
          `window.__slovoBoot=function(){requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,${BOOT_FALLBACK_MS})};` +
          // If the body's call never comes (an error before it), the app still starts.
          "addEventListener('DOMContentLoaded',function(){setTimeout(boot," + BOOT_FALLBACK_MS + ')})})()</script>\n';
        // At the end of <head>: after the prerender's script there, which leaves __slovoPrerenderShow when a step is shown.
        return html
          .replace(APP_FILE_TAG, '')
          .replace('</head>', `${boot}  </head>`)
          .replace(SHOW_CALL, `${SHOW_CALL}<script>window.__slovoBoot&&window.__slovoBoot()</script>`);
      },
    },
  };
}
