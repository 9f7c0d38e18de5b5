import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One runner, four suites: client (jsdom), server (API against a real database), data (quality of the shipped
 * vocabulary) and e2e (Chromium journeys against a running server). scripts/test.mjs runs them and sums the results.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        define: { __APP_VERSION__: JSON.stringify('2.2.0+test'), __VK_BUILD__: 'false' },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // Room for findBy/waitFor's 15 s (src/test/setup.ts) when the machine is busy.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          css: false,
          server: { deps: { inline: [/@vkontakte\/vkui/] } },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'data',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'data/**/*.test.ts'],
          testTimeout: 60_000,
          // beforeAll parses the committed data files and WordNet: seconds idle, over 10 s on the loaded shared machine
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
