import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadStart } from './scripts/vite/preload-start';
import { bootAfterPaint } from './scripts/vite/boot-after-paint';
import { earlySession } from './scripts/vite/early-session';
import { earlyFeed } from './scripts/vite/early-feed';
import { precompress } from './scripts/vite/precompress';
import { prerenderTour } from './scripts/vite/prerender-tour';
import { shellOnly } from './scripts/vite/shell-manifest';
import { vkuiSlim } from './scripts/vite/vkui-slim';
import { firstScreenChunks, sideEffectsOf } from './scripts/vite/first-screen-chunk';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The git sha ties a report in /logs to an exact build; without git (a tarball build) a time hash still tells builds apart. */
function buildHash(): string {
  try {
    return execSync('git rev-parse --short=8 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return createHash('sha256').update(String(Date.now())).digest('hex').slice(0, 8);
  }
}

const hash = buildHash();
/** What the client sends as X-Version, and so what index.html's early session request sends too. */
const appVersion = `${pkg.version}+${hash}`;

/**
 * vk-bridge 2.x lists a UMD bundle under "browser", which the bundler prefers; its CommonJS interop then hands us the
 * exports object instead of the bridge (`bridge.send is not a function`). Point the bare import at the ES build.
 */
const vkBridgeEsm = join(dirname(createRequire(import.meta.url).resolve('@vkontakte/vk-bridge/package.json')), 'dist/index.es.js');
/**
 * VKUI's CSS-modules build: each component brings its own styles, so a screen's chunk carries the CSS of what it
 * uses and the first screen no longer downloads every component's CSS (types still come from '@vkontakte/vkui').
 */
const vkuiCssm = join(dirname(createRequire(import.meta.url).resolve('@vkontakte/vkui/package.json')), 'dist/cssm/index.js');
const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/sanctum': { target: apiTarget, changeOrigin: false },
  '/broadcasting': { target: apiTarget, changeOrigin: false },
  '/pusher': { target: apiTarget, changeOrigin: false },
  '/app': { target: apiTarget, changeOrigin: false, ws: true },
};

/** Our components: importing one does nothing, so one no one renders is dropped (build.rolldownOptions.treeshake). */
const FREE_UI_MODULE = /\/src\/(?:shared|entities|features|pages)\/(?:[^/]+\/)*ui\/[^/]+\.tsx$/;

export default defineConfig(({ mode }) => {
  // `vite build --mode vk` (npm run build:vk): the VK hosting build. VK hosting is a static folder on a CDN path we
  // do not control: relative base, hash router, no service worker, no install prompt; the API is VITE_API_URL.
  const vk = mode === 'vk';
  const outDir = vk ? 'dist-vk' : 'dist';
  // The feed's stack is the first screen of almost every visit: its modules beyond the shell come as one chunk, and
  // so do the sheets it loads once it is shown (decision 0048).
  const firstScreen = firstScreenChunks(
    {
      'feed-page': ['src/pages/feed/ui/FeedPage.tsx'],
      'feed-sheets': ['src/pages/feed/ui/FeedModals.tsx', 'src/features/check-question/ui/CheckQuestionModal.tsx'],
    },
    ['src/app/main.tsx', 'src/app/start.tsx'],
    sideEffectsOf(FREE_UI_MODULE),
  );
  return {
  base: vk ? './' : (process.env.VITE_BASE ?? '/'),
  plugins: [
    firstScreen.plugin,
    vkuiSlim(),
    react(),
    VitePWA({
      // We register by hand (src/app/pwa.ts) so that nothing is registered inside the VK iframe.
      injectRegister: false,
      // A new worker waits until no old tab is open (src/app/sw/sw.ts); the page never reloads itself for it.
      registerType: 'prompt',
      // public/manifest.webmanifest is the single manifest; the plugin only builds the worker.
      manifest: false,
      strategies: 'injectManifest',
      srcDir: 'src/app/sw',
      filename: 'sw.ts',
      disable: vk,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        manifestTransforms: [shellOnly(join(import.meta.dirname, outDir))],
      },
    }),
    // A new visitor's first screen (the tour's first step) painted from index.html; the VK build runs inside VK only.
    // Before preloadStart: its script then asks for the step's stylesheets ahead of the app's ~20 preloaded files.
    ...(vk ? [] : [prerenderTour()]),
    preloadStart(),
    // After preloadStart (the files it names) and prerenderTour: the app's files wait for the step's first paint.
    ...(vk ? [] : [bootAfterPaint()]),
    // The session request (and, when the feed is the first screen, the feed's) starts with the page (the web build on
    // its own server only). Both prepend to <head>, so the later plugin's script comes first: the session's.
    ...(vk || loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL ? [] : [earlyFeed(appVersion), earlySession(appVersion)]),
    // VK hosting serves files as they are: compressed copies would only be uploaded for nothing.
    ...(vk ? [] : [precompress()]),
  ],
  resolve: {
    alias: [
      { find: /^@vkontakte\/vk-bridge$/, replacement: vkBridgeEsm },
      { find: /^@vkontakte\/vkui$/, replacement: vkuiCssm },
    ],
  },
  define: {
    __VK_BUILD__: JSON.stringify(vk),
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    outDir,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // dist/.vite/manifest.json: npm run bench reads the shell and each first screen's chunks from it.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [firstScreen.group] } },
      treeshake: {
        // A slice's ui/ components do nothing when imported (checked: only imports and declarations at top level),
        // so a component no one renders is dropped with what it alone imports (its CSS, a lazy screen's strings):
        // the settings controls that features export beside their models stay out of the first screen's chunks.
        moduleSideEffects: [{ test: FREE_UI_MODULE, sideEffects: false }],
      },
    },
  },
  };
});
