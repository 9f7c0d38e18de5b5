import type { Plugin } from 'vite';
import { earlyGet, headScript } from './early-request';

/**
 * The web build's index.html asks the server for the session (GET /api/v1/user) while the app's code is still
 * downloading: on a slow phone network that answer otherwise only starts after the shell has been downloaded and
 * evaluated, and the first screen (the tour or the feed) waits for it. The app takes the answer once
 * (src/shared/api/early.ts) and handles it through its one API client like any other response.
 *
 * The request carries what the client's own GET user carries apart from the language (the browser's own
 * Accept-Language goes; the body of GET user does not depend on it). Not in the VK build (its session is a bearer
 * token from the secure store) nor inside VK (launch parameters in the URL), nor when the API is on another origin.
 */
export function earlySession(appVersion: string): Plugin {
  return headScript(
    'slovo:early-session',
    `try{if(!/[?&]vk_/.test(location.search))window.__slovoUser=${earlyGet('/api/v1/user', appVersion)}.catch(function(){return null})}catch(e){}`,
  );
}
