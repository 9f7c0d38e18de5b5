import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { becomeGuest } from '../support/page-api';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { useAppAndBrowser } from '../support/journey';

/**
 * axe (WCAG 2 A and AA rules) on every screen a learner reaches, light and dark (issue 32): no serious or critical
 * violation. A report of what axe found lands in $SHOTS_DIR/recovery/axe-<scheme>.json for people to read.
 */
const e2e = useAppAndBrowser();
const SHOTS = join(process.env.SHOTS_DIR ?? '/tmp/shots', 'recovery');

/** Each screen and what shows once it has loaded (so axe reads the screen, not its spinner). */
const GUEST_ROUTES: Array<[path: string, ready: string]> = [
  ['/', 'feed-panel'],
  ['/feeds/base', 'feed-collection-panel'],
  ['/learning', 'learning-panel'],
  ['/progress', 'progress-panel'],
  ['/profile', 'profile-panel'],
  ['/settings', 'settings-panel'],
  ['/game-match', 'game-panel'],
  ['/test-easy', 'level-test-panel'],
  ['/training', 'training-panel'],
  ['/user-agreement', 'legal-page'],
];
const VISITOR_ROUTES: Array<[path: string, ready: string]> = [
  ['/login', 'login-panel'],
  ['/register', 'register-panel'],
  ['/fogot-password', 'forgot-form'],
  ['/welcome', 'onboarding-welcome'],
];

describe('accessibility (axe, WCAG 2 A/AA)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`finds no serious or critical violation on any screen (${scheme})`, async () => {
      const found: Record<string, unknown> = {};
      mkdirSync(SHOTS, { recursive: true });
      const scan = async (routes: Array<[string, string]>, guest: boolean, viewport: typeof PHONE) => {
        // Visitors see the first-run tour (/welcome) as a new one does.
        const { page, context } = await openPage(e2e.browser, viewport, 'ru-RU', { firstVisit: !guest });
        await context.addInitScript((s) => {
          localStorage.setItem('slovo.colorScheme', s);
          localStorage.setItem('slovo.learningTourSeen', '1');
        }, scheme);
        if (guest) await becomeGuest(page, e2e.server.url);
        for (const [path, ready] of routes) {
          await page.goto(`${e2e.server.url}${path}`);
          await page.getByTestId(ready).first().waitFor().catch(() => (found[`${path} not shown`] = ready));
          // Entry animations (opacity) settle before colours are measured.
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
          const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
          const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          if (bad.length) found[`${path} ${viewport.width}`] = bad.map((v) => ({ id: v.id, impact: v.impact, count: v.nodes.length, nodes: v.nodes.slice(0, 4).map((n) => [n.target.join(' '), n.failureSummary]) }));
          writeFileSync(join(SHOTS, `axe-${scheme}.json`), JSON.stringify(found, null, 2));
        }
        await context.close();
      };
      await scan(GUEST_ROUTES, true, PHONE);
      await scan(GUEST_ROUTES, true, DESKTOP);
      await scan(VISITOR_ROUTES, false, PHONE);
      expect(found).toEqual({});
    }, 600_000);
  }
});
