import { createEvent } from 'effector';

/** A 401 from any call that expects a session; the session model resets and the app redirects (spec §2, §4). */
export const unauthorized = createEvent();
