import type { Plugin } from 'vite';
import { STORAGE_KEYS } from '../../src/shared/storage/keys';
import { earlyGet, headScript } from './early-request';

/**
 * For a visitor whose first screen is the feed (through the tour on this device: `slovo.onboarding` is `done`; on
 * `/`, `/selection` or `/feeds/main`, as src/app/router/route-chunks.ts decides), the web build's index.html asks for
 * the feed's first page (GET /api/v1/feeds/main) while the app's code is still downloading, beside the session check
 * (./early-session.ts). The app's feed model takes the answer once through its one API client, and only when it is
 * the feed of the session the app decided (`meta.userId`, or `meta.anonymous` for nobody): otherwise, or when it
 * failed, the model asks again (src/entities/feed/api.ts, model.ts). On a phone network that request otherwise starts
 * only after the shell has been downloaded and evaluated and the session answered.
 *
 * When the answer arrives, the top card's small photo (the first screen's largest paint) starts loading at high
 * priority at once: the browser could not know its URL before, and the card's <img> then finds it loaded or in
 * flight (same URL, no CORS mode — the memory cache's match). An Image() rather than <link rel=preload>: nothing to
 * clean up and no "preloaded but not used" warning when the app starts slowly.
 *
 * A separate inline script (its own CSP hash, computed by the server from the built index.html). Same headers as the
 * app's GET (the browser's own Accept-Language: the feed's body does not depend on it). Not in the VK build, inside
 * VK, or with the API on another origin (vite.config.ts), nor for a new visitor (the tour comes first).
 */
export function earlyFeed(appVersion: string): Plugin {
  const photo = `function(p){var c=(p&&p.data||[]).filter(function(c){return!c.decision})[0],s=c&&c.photos&&c.photos.small;if(s){var i=new Image();i.fetchPriority='high';i.src=s}}`;
  return headScript(
    'slovo:early-feed',
    `try{if(!/[?&]vk_/.test(location.search)&&/^\\/(selection|feeds\\/main)?\\/*$/.test(location.pathname)&&localStorage.getItem('${STORAGE_KEYS.onboarding}')==='done')` +
      `window.__slovoFeed=${earlyGet('/api/v1/feeds/main', appVersion)}` +
      `.then(function(r){if(r.ok)r.clone().json().then(${photo},function(){});return r},function(){return null})}catch(e){}`,
  );
}
