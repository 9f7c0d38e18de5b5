/** Why a call to the VK API with a learner's token failed, as the friends finder tells the learner. */
export type VkApiFailure = 'token' | 'scope' | 'unavailable';

export class VkApiError extends Error {
  constructor(
    readonly failure: VkApiFailure,
    readonly vkCode: number | null,
  ) {
    super(`VK API: ${failure}${vkCode === null ? '' : ` (error ${vkCode})`}`);
  }
}

// VK's error codes: 5 the token is invalid or expired; 7, 15 and 30 the token lacks the permission (scope).
const TOKEN_ERRORS = new Set([5]);
const SCOPE_ERRORS = new Set([7, 15, 30]);
const TIMEOUT_MS = 5_000;

/**
 * The VK API called with a learner's own access token (from the bridge's VKWebAppGetAuthToken). The token travels in
 * the POST body, never in a URL that a log or a proxy could keep.
 */
export function vkUserApi(opts: { apiUrl: string; version: string }) {
  async function call<T>(method: string, token: string, params: Record<string, string> = {}): Promise<T> {
    let body: { response?: T; error?: { error_code?: number } };
    try {
      const res = await fetch(`${opts.apiUrl}/method/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...params, access_token: token, v: opts.version }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      body = (await res.json()) as typeof body;
    } catch {
      throw new VkApiError('unavailable', null);
    }
    if (body.error) {
      const code = typeof body.error.error_code === 'number' ? body.error.error_code : null;
      throw new VkApiError(code !== null && TOKEN_ERRORS.has(code) ? 'token' : code !== null && SCOPE_ERRORS.has(code) ? 'scope' : 'unavailable', code);
    }
    if (body.response === undefined) throw new VkApiError('unavailable', null);
    return body.response;
  }

  return {
    /** The VK id of the token's owner (`users.get` without ids answers the caller). */
    async ownerOf(token: string): Promise<number> {
      const [me] = await call<Array<{ id: number }>>('users.get', token);
      if (!me || typeof me.id !== 'number') throw new VkApiError('unavailable', null);
      return me.id;
    },
    /** The owner's VK friends who have this mini app (`friends.getAppUsers`, scope `friends`). */
    async appFriends(token: string): Promise<number[]> {
      const ids = await call<unknown>('friends.getAppUsers', token);
      if (!Array.isArray(ids)) throw new VkApiError('unavailable', null);
      return ids.filter((id): id is number => Number.isInteger(id) && id > 0);
    },
  };
}

export type VkUserApi = ReturnType<typeof vkUserApi>;
