import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  // '/' for the web (served by our server with a history fallback); VITE_BASE=./ for VK hosting, which is a static
  // folder on a CDN path we do not control.
  base: process.env.VITE_BASE ?? '/',
  plugins: [
    react(),
    VitePWA({
      // We register by hand (src/app/pwa.ts) so that nothing is registered inside the VK iframe.
      injectRegister: false,
      registerType: 'autoUpdate',
      // public/manifest.webmanifest is the single manifest; the plugin only builds the worker.
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/sanctum\//, /^\/broadcasting\//, /^\/pusher\//, /^\/app\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: [
      { find: /^@vkontakte\/vk-bridge$/, replacement: vkBridgeEsm },
      { find: /^@vkontakte\/vkui$/, replacement: vkuiCssm },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(`${pkg.version}+${hash}`),
    __BUILD_HASH__: JSON.stringify(hash),
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
