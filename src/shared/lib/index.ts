export { setAppScope, callUnit } from './scope';
export { readCookie, safeDecode } from './cookies';
export { withTimeout, TimeoutError } from './timeout';
export { secondsUntil, useSecondsLeft } from './countdown';
export { yieldToBrowser } from './yield';
export { releasePrerender, PRERENDER_ID, PRERENDER_ROUTE, PRERENDER_TAP_ATTR } from './prerender';
export { firstScreenShown, markFirstScreenShown, idleAfterFirstScreen, loadOnce } from './after-first-screen';
export { niceMax } from './nice-max';
