export { rawLaunchSearch, hasVkLaunchParams } from './launch';
export { detectPlatform } from './detect';
export type { DetectBridge, DetectOptions } from './detect';
export { setBridgeFailureReporter, sendQuietly, isBridgeError, reportBridgeError } from './bridge-failures';
export { syncVkLocation } from './vk-location';
export type { LocationRouter } from './vk-location';
export { detectCurrentPlatform, subscribeVkAppearance, followVkAppearance, appearanceFromConfig } from './bridge';
export {
  $platform,
  $platformDetail,
  $isVk,
  $vkAppearance,
  platformDetected,
  vkAppearanceChanged,
  setPlatformResult,
  getPlatform,
  getPlatformDetail,
} from './state';
export {
  loginPath,
  unauthorizedPath,
  routerKind,
  usesBridgeRouting,
  mayRegisterServiceWorker,
  appRootUrl,
  versionReloadUrl,
} from './paths';
export { vkuiPlatform, isNativeWebView, resolveAppearance, DESKTOP_WIDTH_QUERY } from './vkui';
export { shareLink, requestNotificationPermission, getVkUserInfo } from './actions';
export type { ShareResult, NotificationPermissionResult, VkUserInfoResult } from './actions';
export { shareStory, storyWay, storyTarget, appLink } from './story';
export type { StoryToShare, StoryWay, StoryShareResult, StoryEnv } from './story';
export type { Platform, PlatformDetail, PlatformResult, VkuiPlatform, Appearance } from './types';
export { requestVkFriendsToken, inviteVkFriends } from './vk-friends';
export type { VkFriendsTokenResult, VkInviteResult } from './vk-friends';
