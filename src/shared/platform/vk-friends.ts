import { bridge } from './bridge';
import { shareLink } from './actions';
import { getPlatform, getPlatformDetail } from './state';

export type VkFriendsTokenResult =
  | { status: 'granted'; token: string }
  /** The learner said no in VK's dialog, or allowed the app without the friends list. */
  | { status: 'denied' | 'no-scope' }
  /** Outside VK, or a VK client without the method. */
  | { status: 'unsupported' };

/** vk-bridge rejects with {error_type, error_data}; the learner's own "no" is code 4 / "User denied" (or a cancel). */
function deniedByUser(error: unknown): boolean {
  const data = ((error as { error_data?: Record<string, unknown> } | null)?.error_data ?? {}) as Record<string, unknown>;
  return data.error_code === 4 || /denied|cancel/i.test(String(data.error_reason ?? data.error ?? ''));
}

/** The mini app's own id, from the signed launch params (the server accepted them only for VK_APP_ID). */
const vkAppId = () => Number(getPlatformDetail()?.vk_app_id) || null;

/**
 * The learner's consent to read their VK friends list: VKWebAppGetAuthToken with the `friends` scope for this app.
 * VK shows its own dialog (once; later calls answer at once). The token lives in memory only.
 */
export async function requestVkFriendsToken(): Promise<VkFriendsTokenResult> {
  const appId = vkAppId();
  if (getPlatform() !== 'vk' || !appId) return { status: 'unsupported' };
  try {
    const answer = await bridge.send('VKWebAppGetAuthToken', { app_id: appId, scope: 'friends' });
    const scopes = String(answer.scope ?? '').split(/[,\s]+/);
    if (!scopes.includes('friends')) return { status: 'no-scope' };
    return { status: 'granted', token: answer.access_token };
  } catch (error) {
    return { status: deniedByUser(error) ? 'denied' : 'unsupported' };
  }
}

export type VkInviteResult = 'invited' | 'shared' | 'cancelled';

/**
 * VK's invite box (the learner picks friends to invite to the mini app); a client without it shares the app's link
 * through VKWebAppShare instead. A learner who closes the box is not asked again by a share dialog.
 */
export async function inviteVkFriends(): Promise<VkInviteResult> {
  try {
    await bridge.send('VKWebAppShowInviteBox');
    return 'invited';
  } catch (error) {
    if (deniedByUser(error)) return 'cancelled';
    const appId = vkAppId();
    if (!appId) return 'cancelled';
    return (await shareLink(`https://vk.com/app${appId}`)) === 'shared' ? 'shared' : 'cancelled';
  }
}
