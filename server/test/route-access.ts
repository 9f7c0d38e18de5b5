/**
 * The one classification of every route the server registers: who may call it, which routes skip CSRF and with
 * what proof instead, and, for routes with a path parameter, whose object the parameter names and what another
 * user gets when aiming at it. The hostile suites (hostile-*.test.ts) enumerate the real routes and fail on any
 * route missing here, so a new route cannot ship before someone decided how it is protected.
 *
 * Keys are `METHOD /path` as registered, without the `/api/v1` or `/api` base (both bases are checked); HEAD is
 * covered by GET.
 */

/**
 * - `public`: anyone, signed in or not (say why in `why`).
 * - `user`: any signed-in caller, guests included; anonymous → 401 (or `anonymous`).
 * - `account`: a full account; anonymous → 401, a guest → 403.
 * - `admin`: anonymous → 401, a guest or a plain user → 403.
 * - `signed`: server-to-server calls proven by a signature, not by a session; an unsigned call → 401 whoever sends it.
 */
export type Access = 'public' | 'user' | 'account' | 'admin' | 'signed';

/** Objects of another user (the victim) that the suite creates to aim at (server/test/victim-objects.ts). */
export type ObjectKind =
  | 'privateCard'
  | 'cardInModeration'
  | 'comment'
  | 'decision'
  | 'trainingSession'
  | 'levelTest'
  | 'gameRound'
  | 'vkIdentity';

export interface Target {
  object: ObjectKind;
  /** Statuses the contract (docs/api.md) gives another user aiming at the victim's object; empty for admin routes. */
  other: number[];
  /** A body that would change the object if the server let the caller through (empty object when omitted). */
  payload?: (o: VictimObject) => unknown;
}

export interface VictimObject {
  /** Path parameters that name the object. */
  params: Record<string, string>;
  /** Extra values a valid request body needs (the current item of a level test, a round's word ids…). */
  extra: Record<string, string>;
}

export interface RouteRule {
  access: Access;
  /** Why an open route is open (public) or how it is proven (signed). */
  why?: string;
  /** What an anonymous caller gets when it is not 401 (Pusher's auth endpoints answer 403, as Laravel does). */
  anonymous?: number;
  /** The route skips CSRF (`config.csrf: false`); says what proves the request instead. */
  csrfExempt?: string;
  /** Routes with path parameters: the victim's object they name, or fixed values with the reason no object is owned. */
  target?: Target | { params: Record<string, string>; notOwned: string };
}

const card = (other: number[], payload?: Target['payload']): Target => ({ object: 'privateCard', other, ...(payload ? { payload } : {}) });

export const ROUTES: Record<string, RouteRule> = {
  'OPTIONS *': { access: 'public', why: 'CORS preflight; @fastify/cors answers it' },
  'GET /health': { access: 'public', why: 'monitoring' },
  'GET /sanctum/csrf-cookie': { access: 'public', why: 'starts the session and hands out the XSRF token' },
  'GET /uploads/*': { access: 'public', why: 'avatars, named by an unguessable name per upload' },
  'GET /photos/previews/:file': {
    access: 'public',
    why: 'editor previews named by a hash of the text',
    target: { params: { file: '0-000000000000-small.webp' }, notOwned: 'content-addressed picture, no owner' },
  },
  'GET /photos/:card/:variant/:file': {
    access: 'public',
    why: 'card photos',
    target: { params: { card: '1', variant: '0', file: '000000000000-small.webp' }, notOwned: 'addressed by a hash of word and example: a private card’s photo needs its text to be found' },
  },
  'GET /speech/cards/:card/:file': {
    access: 'public',
    why: 'pronunciation audio of cards',
    target: { params: { card: '1', file: 'word-000000000000.opus' }, notOwned: 'addressed by a hash of the text: a private card’s audio needs its text to be found' },
  },
  'GET /speech/words/:hash/:file': {
    access: 'public',
    why: 'a match-game word spoken by itself',
    target: { params: { hash: '000000000000', file: 'apple.opus' }, notOwned: 'addressed by the word and its hash; only a word some card has is rendered' },
  },

  // Realtime (Pusher protocol).
  'GET /app/:key': {
    access: 'public',
    why: 'the WebSocket; private and presence channels are authorised by POST /broadcasting/auth',
    target: { params: { key: 'app-key' }, notOwned: 'the application key' },
  },
  'POST /broadcasting/auth': { access: 'user', anonymous: 403 },
  'POST /pusher/auth': { access: 'user', anonymous: 403 },
  'POST /broadcasting/user-auth': { access: 'user', anonymous: 403 },
  'POST /pusher/user-auth': { access: 'user', anonymous: 403 },
  'POST /apps/:appId/events': {
    access: 'signed',
    why: 'Pusher HTTP API signature (HMAC with REVERB_APP_SECRET)',
    csrfExempt: 'Pusher HTTP API signature',
    target: { params: { appId: 'APP_ID' }, notOwned: 'the realtime application id from configuration' },
  },
  'POST /apps/:appId/batch_events': {
    access: 'signed',
    why: 'Pusher HTTP API signature',
    csrfExempt: 'Pusher HTTP API signature',
    target: { params: { appId: 'APP_ID' }, notOwned: 'the realtime application id from configuration' },
  },
  'GET /apps/:appId/channels/:channel/users': {
    access: 'signed',
    why: 'Pusher HTTP API signature',
    target: { params: { appId: 'APP_ID', channel: 'presence-room' }, notOwned: 'the realtime application id and a channel name' },
  },

  // Session and accounts.
  'GET /user': { access: 'user' },
  'GET /user/progress': { access: 'user' },
  'GET /user/points': { access: 'user' },
  'POST /auth/guest': { access: 'public', why: 'creates the guest' },
  'POST /logout': { access: 'public', why: 'always ends whatever session there is (204 for anyone)' },
  'POST /logs': { access: 'public', why: 'client error reports, rate-limited per IP' },
  'POST /register': { access: 'public', why: 'sign-up (a guest becomes the account)' },
  'POST /login': { access: 'public', why: 'sign-in' },
  'POST /forgot-password': { access: 'public', why: 'same answer for every address' },
  'POST /reset-password': { access: 'public', why: 'proven by the mailed token' },
  'POST /reset-password/check': { access: 'public', why: 'tells whether a mailed reset link is still valid, proven by its token (rate-limited)' },
  'POST /email/verification-notification': { access: 'user' },
  'POST /email/verify': { access: 'user' },
  'POST /email/verify-code': { access: 'user' },
  'POST /auth/vk': {
    access: 'public',
    why: 'proven by signed VK launch params',
    csrfExempt: 'signed VK launch params; JSON only; ignores the cookie session without the XSRF token',
  },
  'GET /auth/:provider/redirect': {
    access: 'public',
    why: 'starts OAuth (mode=link needs a full account, checked inside)',
    target: { params: { provider: 'vkid' }, notOwned: 'an OAuth provider name' },
  },
  'GET /auth/:provider/callback': {
    access: 'public',
    why: 'OAuth callback, proven by the state kept in the session',
    target: { params: { provider: 'vkid' }, notOwned: 'an OAuth provider name' },
  },
  'GET /auth/providers': { access: 'public', why: 'which sign-in providers are configured (the login screen asks first)' },
  'PATCH /user': { access: 'user' },
  'POST /user/avatar': { access: 'account' },
  'DELETE /user': { access: 'user' },
  'GET /user/identities': { access: 'user' },
  'DELETE /user/identities/:provider': { access: 'user', target: { object: 'vkIdentity', other: [404] } },
  'POST /support': { access: 'public', why: 'anonymous visitors may write to support (rate-limited)' },
  'POST /user/push-token': { access: 'user' },
  'GET /user/reminders': { access: 'user' },
  'PATCH /user/reminders': { access: 'user' },
  'POST /user/level-up': { access: 'user' },

  // Feed and cards.
  'GET /feeds/:name': {
    access: 'public',
    why: 'the anonymous sample; personal feeds check the user inside',
    target: { params: { name: 'main' }, notOwned: 'a feed name; each feed shows the caller’s own' },
  },
  'POST /cards/:id/decisions': { access: 'user', target: card([404], () => ({ id: crypto.randomUUID(), decision: 'learn' })) },
  'POST /decisions/:id/check': { access: 'user', target: { object: 'decision', other: [404], payload: () => ({ answer: 'кошка' }) } },
  'POST /decisions/:id/undo': { access: 'user', target: { object: 'decision', other: [404] } },
  'GET /cards/suggestions': { access: 'user' },
  'GET /cards/tags': { access: 'user' },
  'POST /cards/photos': { access: 'account' },
  'POST /cards': { access: 'account' },
  'GET /cards/:id': { access: 'public', why: 'show-card: published public cards for anyone', target: card([404]) },
  'PATCH /cards/:id': { access: 'account', target: card([404], () => ({ translation: 'взломано', isPrivate: false })) },
  'DELETE /cards/:id': { access: 'user', target: card([404]) },
  'PUT /cards/:id/bookmark': { access: 'user', target: card([404]) },
  // Removing one's own bookmark is idempotent: 204 whatever the card, and the victim's bookmark stays.
  'DELETE /cards/:id/bookmark': { access: 'user', target: card([204]) },
  'GET /cards/:id/comments': { access: 'public', why: 'comments of a visible card', target: card([404]) },
  'POST /cards/:id/comments': { access: 'account', target: card([404], () => ({ body: 'взлом' })) },
  'DELETE /comments/:id': { access: 'user', target: { object: 'comment', other: [403] } },
  'POST /cards/:id/reports': { access: 'account', target: card([404], () => ({ reason: 'spam' })) },
  // Reporting someone else's comment is what the route is for (once: 409 after): it changes nothing of the comment.
  'POST /comments/:id/reports': { access: 'account', target: { object: 'comment', other: [201, 409], payload: () => ({ reason: 'spam' }) } },
  'GET /user/reports': { access: 'user' },
  'GET /admin/reports': { access: 'admin' },
  'POST /admin/reports/:target/:id/decision': {
    access: 'admin',
    target: { params: { target: 'card', id: '1' }, notOwned: 'a decision on reports, for admins only' },
  },
  'GET /admin/cards': { access: 'admin' },
  'GET /admin/cards/:id': { access: 'admin', target: { object: 'cardInModeration', other: [] } },
  'POST /admin/cards/:id/approve': { access: 'admin', target: { object: 'cardInModeration', other: [], payload: () => ({ version: 0 }) } },
  'POST /admin/cards/:id/reject': { access: 'admin', target: { object: 'cardInModeration', other: [], payload: () => ({ reason: 'spam', version: 0 }) } },
  'GET /admin/bot/messages': { access: 'admin' },
  'POST /admin/bot/messages': { access: 'admin' },
  'GET /admin/words': { access: 'admin' },
  'POST /admin/words': { access: 'admin' },
  'GET /admin/words/export': { access: 'admin' },
  'POST /admin/words/import': { access: 'admin' },
  'GET /admin/words/:id': { access: 'admin', target: { params: { id: '1' }, notOwned: 'a dictionary entry: the operators’, nobody’s own' } },
  'PATCH /admin/words/:id': { access: 'admin', target: { params: { id: '1' }, notOwned: 'a dictionary entry: the operators’, nobody’s own' } },
  'GET /admin/words/:id/history': { access: 'admin', target: { params: { id: '1' }, notOwned: 'a dictionary entry: the operators’, nobody’s own' } },
  'POST /admin/words/:id/history/:change/revert': { access: 'admin', target: { params: { id: '1', change: '1' }, notOwned: 'a dictionary entry: the operators’, nobody’s own' } },

  // Stories (issue 31): a milestone key names one of the caller's own milestones, never another learner's.
  'GET /stories': { access: 'user' },
  'GET /stories/:milestone': { access: 'user', target: { params: { milestone: 'streak-7' }, notOwned: 'a milestone key: only the caller’s own milestones are read' } },
  'PUT /stories/:milestone': { access: 'user', target: { params: { milestone: 'streak-7' }, notOwned: 'a milestone key: only the caller’s own offer is answered' } },
  // Friends (issue 31). A friend's id names a user, not an object of theirs: only the caller's own friendship with
  // that user is read or changed (404 when there is none).
  'GET /friends': { access: 'user' },
  'GET /friends/league': { access: 'user' },
  'GET /friends/settings': { access: 'user' },
  'PUT /friends/settings': { access: 'user' },
  'POST /friends/invites': { access: 'user' },
  'DELETE /friends/invites': { access: 'user' },
  'GET /friends/invites/:code': {
    access: 'public',
    why: 'an invite link shows who invites before the visitor signs up (rate-limited; the code is the secret)',
    target: { params: { code: 'ZZZZZZZZ' }, notOwned: 'an invite code: knowing it is the permission' },
  },
  'POST /friends/invites/:code/accept': { access: 'user', target: { params: { code: 'ZZZZZZZZ' }, notOwned: 'an invite code: knowing it is the permission' } },
  'DELETE /friends/:id': { access: 'user', target: { params: { id: '1' }, notOwned: 'a user id: only the caller’s own friendship is removed' } },
  'PUT /friends/:id/streak': { access: 'user', target: { params: { id: '1' }, notOwned: 'a user id: only the caller’s own friendship is changed' } },
  'DELETE /friends/:id/streak': { access: 'user', target: { params: { id: '1' }, notOwned: 'a user id: only the caller’s own friendship is changed' } },
  'POST /friends/:id/nudge': { access: 'user', target: { params: { id: '1' }, notOwned: 'a user id: only a friend of the caller is nudged' } },
  // The VK friends finder (issue 31): VK names the friends for the token's owner, who must be the caller.
  'POST /friends/vk': { access: 'user' },
  'POST /friends/vk/:id': { access: 'user', target: { params: { id: '1' }, notOwned: 'a user id: befriended only when VK names them a friend of the caller' } },
  'GET /fortunes/today': { access: 'public', why: 'the saying of the day is shown to visitors too' },
  'POST /fortunes/today/words/:cardId/learn': { access: 'user', target: { params: { cardId: '1' }, notOwned: 'a word of the day’s saying, taken into the caller’s own learning' } },
  'GET /admin/fortunes': { access: 'admin' },
  'POST /admin/fortunes': { access: 'admin' },
  'PATCH /admin/fortunes/:id': { access: 'admin', target: { params: { id: '1' }, notOwned: 'a saying belongs to the product, not to a learner' } },
  'DELETE /admin/fortunes/:id': { access: 'admin', target: { params: { id: '1' }, notOwned: 'a saying belongs to the product, not to a learner' } },
  'GET /admin/stats': { access: 'admin' },
  'POST /admin/stats/refresh': { access: 'admin' },

  // Learning, level test, game.
  'GET /training/session': { access: 'user' },
  'POST /training/answers': { access: 'user' },
  'POST /training/sessions/:id/finish': { access: 'user', target: { object: 'trainingSession', other: [404] } },
  'GET /user/learning/stats': { access: 'user' },
  'GET /learning/cards': { access: 'user' },
  'PATCH /user/learning-settings': { access: 'user' },
  'POST /level-test': { access: 'public', why: 'the level test is open before sign-up (kept by session)' },
  'GET /level-test/:id': { access: 'public', why: 'an anonymous visitor’s own test, by session', target: { object: 'levelTest', other: [404] } },
  'POST /level-test/:id/answers': {
    access: 'public',
    why: 'an anonymous visitor’s own test, by session',
    target: { object: 'levelTest', other: [404], payload: (o) => ({ itemId: o.extra.itemId, choice: null }) },
  },
  'POST /level-test/reject': { access: 'public', why: 'an anonymous visitor may skip the test (kept by session)' },
  'POST /game/rounds': { access: 'public', why: 'the game is open before sign-up (kept by session)' },
  'POST /game/rounds/:id/result': {
    access: 'public',
    why: 'an anonymous visitor’s own round, by session',
    target: { object: 'gameRound', other: [404], payload: () => ({ attempts: [] }) },
  },
  'POST /game/rounds/:id/attempts': {
    access: 'public',
    why: 'an anonymous visitor’s own round, by session',
    target: { object: 'gameRound', other: [404], payload: (o) => ({ wordId: o.extra.wordId, translationId: o.extra.translationId }) },
  },
};

/** `/api/v1/x` and `/api/x` are one logical route. */
export const logicalUrl = (url: string) => url.replace(/^\/api(\/v1)?(?=\/)/, '');

/** The key of a registered route in ROUTES (HEAD is GET's twin). */
export const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${logicalUrl(url)}`;
