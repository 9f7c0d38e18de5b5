import { serve } from './push-standins';

/** What the stand-in knows of one user access token (as VKWebAppGetAuthToken gives it). */
export interface VkTokenOwner {
  userId: number;
  /** VK ids of the owner's friends who have the mini app (what friends.getAppUsers answers). */
  appFriends: number[];
  /** Scopes the learner granted; without `friends`, friends.getAppUsers is refused as VK refuses it. */
  scope?: string[];
  /** An expired or revoked token: every method answers error 5. */
  expired?: boolean;
}

/**
 * A stand-in for the VK API's user-token methods the friends finder calls (users.get, friends.getAppUsers), speaking
 * VK's JSON ({response} or {error: {error_code, error_msg, request_params}}, always HTTP 200) and recording each call
 * it received. `down()` makes every method answer error 10, VK's "Internal server error".
 */
export async function startVkApiStandIn(tokens: Record<string, VkTokenOwner>) {
  const calls: Array<{ method: string; params: Record<string, string> }> = [];
  let outage = false;
  const srv = await serve((req, body) => {
    const m = /^\/method\/([\w.]+)$/.exec(req.url ?? '');
    if (!m || req.method !== 'POST') return { status: 404, json: {} };
    const method = m[1]!;
    const params = Object.fromEntries(new URLSearchParams(body));
    calls.push({ method, params });
    const requestParams = [
      ...Object.entries(params)
        .filter(([key]) => key !== 'access_token')
        .map(([key, value]) => ({ key, value })),
      { key: 'method', value: method },
      { key: 'oauth', value: '1' },
    ];
    const error = (code: number, msg: string) => ({ status: 200, json: { error: { error_code: code, error_msg: msg, request_params: requestParams } } });
    if (outage) return error(10, 'Internal server error');
    if (!params.v) return error(8, 'Invalid request: v (version) is required');
    const owner = tokens[params.access_token ?? ''];
    if (!owner || owner.expired) return error(5, 'User authorization failed: invalid access_token (4).');
    if (method === 'users.get') {
      return { status: 200, json: { response: [{ id: owner.userId, first_name: 'Иван', last_name: 'Тестов', can_access_closed: true, is_closed: false }] } };
    }
    if (method === 'friends.getAppUsers') {
      if (!(owner.scope ?? ['friends']).includes('friends')) return error(15, 'Access denied: no access to call this method');
      return { status: 200, json: { response: owner.appFriends } };
    }
    return error(3, 'Unknown method passed');
  });
  return {
    ...srv,
    calls,
    down: (on = true) => {
      outage = on;
    },
  };
}
