import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDER_ID, PRERENDER_TAP_ATTR, releasePrerender } from './prerender';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The page as index.html leaves it for a new visitor once the app has rendered its own step under the prerender. */
function pageWithPrerender(tapped?: string) {
  document.head.innerHTML = `<style id="${PRERENDER_ID}-css">.x{}</style>`;
  document.body.innerHTML = `<div id="${PRERENDER_ID}"><button ${PRERENDER_TAP_ATTR}="onboarding-next">Next</button></div><div id="app"><button data-testid="onboarding-next">Next</button></div>`;
  if (tapped) (window as { __slovoPrerenderTap?: string }).__slovoPrerenderTap = tapped;
  const clicks: string[] = [];
  document.querySelector('#app button')!.addEventListener('click', () => clicks.push('app next'));
  return clicks;
}

describe('releasing the prerendered tour step', () => {
  it('removes the step and its inlined rules, and clicks nothing when nothing was tapped', async () => {
    const clicks = pageWithPrerender();
    releasePrerender();
    expect(document.getElementById(PRERENDER_ID)).toBeNull();
    expect(document.getElementById(`${PRERENDER_ID}-css`)).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(clicks).toEqual([]);
  });

  it("a button tapped before the app arrived is clicked once on the app's own button", async () => {
    const clicks = pageWithPrerender('onboarding-next');
    releasePrerender();
    releasePrerender();
    await expect.poll(() => clicks).toEqual(['app next']);
    await new Promise((r) => setTimeout(r, 0));
    expect(clicks).toEqual(['app next']);
  });
});
